import type { PendingApplicantAction } from "@rabota/domain/transitions";
import { useEffect, useMemo } from "react";
import { emptyTextFor, listSourceFor, listTitleFor, readListQuery, type Viewer } from "../lib/list-view";
import { useVacancyActions } from "../store/vacancies-store-provider";
import { useToggleLike } from "./use-toggle-like";

export interface VacancyListViewInput {
  viewer: Viewer;
  /** The list's filter type from the address (`liked`, `viewed`, `applied`), or null for all. */
  filterType: string | null;
  /** The address's query. */
  searchParams: URLSearchParams;
  /** Called when a guest presses a heart, with the like to do once signed in. */
  onSignInRequired: (action: PendingApplicantAction) => void;
}

/** Who looks, as far as the answers differ: a guest, or one applicant or employer. */
function viewerKey(viewer: Viewer): string | null {
  if (viewer.role === "applicant") return viewer.applicantId;
  if (viewer.role === "employer") return viewer.employerId;
  return null;
}

/**
 * A vacancy list page's behaviour: reads the query, loads the matching list whenever it
 * changes, and gives the heading, the empty text and the heart's action.
 */
export function useVacancyListView({
  viewer,
  filterType,
  searchParams,
  onSignInRequired,
}: VacancyListViewInput) {
  const { load } = useVacancyActions();
  const query = useMemo(() => readListQuery(searchParams), [searchParams]);
  const source = useMemo(() => listSourceFor(viewer, filterType, query), [viewer, filterType, query]);
  // The viewer is part of the key: a guest who signs in sees the same search again, now with
  // their own hearts and responses (the gateway marks them by the session).
  const sourceKey = JSON.stringify([viewerKey(viewer), source]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the viewer and the source, so an equal source made anew does not reload.
  useEffect(() => {
    void load(source);
  }, [sourceKey, load]);

  return {
    query,
    title: listTitleFor(viewer, filterType),
    empty: emptyTextFor(viewer, filterType),
    toggleLike: useToggleLike(viewer, onSignInRequired),
    retry: () => void load(source),
  };
}
