import type { PendingApplicantAction } from "@rabota/domain/transitions";
import { useLayoutEffect, useMemo, useRef } from "react";
import {
  emptyTextFor,
  listKeyOf,
  listSourceFor,
  listTitleFor,
  readListQuery,
  type Viewer,
} from "../lib/list-view";
import { useVacancyActions, useVacancyList, useVacancyListStatus } from "../store/vacancies-store-provider";
import { useToggleLike } from "./use-toggle-like";

export interface VacancyListViewInput {
  viewer: Viewer;
  /** The list's filter type from the address (`liked`, `viewed`, `applied`), or null for all. */
  filterType: string | null;
  /** The address's query. */
  searchParams: URLSearchParams;
  /** Called when a guest presses a heart, with the like to do once signed in. */
  onSignInRequired: (action: PendingApplicantAction) => void;
  /**
   * The visitor came back to this address (Back/Forward): show the list as it was left, at
   * the same scroll position, if it is kept. Any other arrival loads it anew.
   */
  returning?: boolean;
}

/**
 * A vacancy list page's behaviour: reads the query, loads the matching list whenever it
 * changes (or, coming back, restores it as it was left; or, on a server-rendered page, keeps
 * the list its store started from), and gives the heading, the empty
 * text and the heart's action.
 */
export function useVacancyListView({
  viewer,
  filterType,
  searchParams,
  onSignInRequired,
  returning = false,
}: VacancyListViewInput) {
  const { load, restore, adoptServed, rememberScroll } = useVacancyActions();
  const status = useVacancyListStatus();
  const vacancies = useVacancyList();
  const query = useMemo(() => readListQuery(searchParams), [searchParams]);
  const source = useMemo(() => listSourceFor(viewer, filterType, query), [viewer, filterType, query]);
  const listKey = listKeyOf(viewer, source);
  const scrollBack = useRef<number | null>(null);

  // A layout effect: a restored list is on screen before the first paint, and the scroll
  // position is read as the list is left, before the next page moves it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the source, so an equal source made anew does not reload; `returning` is read as it is when the key changes.
  useLayoutEffect(() => {
    scrollBack.current = returning ? restore(source, listKey) : null;
    // A server-rendered list is on screen already: it is the first page's answer.
    if (scrollBack.current === null && !adoptServed(listKey)) void load(source, listKey);
    return () => {
      // Left before the way back was scrolled to (a double-run effect): keep the old place.
      if (scrollBack.current === null) rememberScroll(listKey, window.scrollY);
    };
  }, [listKey, load, restore, adoptServed, rememberScroll]);

  // Once the restored list is rendered (its vacancies are new then), go back to where the
  // visitor was.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `vacancies` is the signal that the restored list is in the page.
  useLayoutEffect(() => {
    if (scrollBack.current === null || status !== "ready") return;
    window.scrollTo({ top: scrollBack.current, left: 0, behavior: "instant" });
    scrollBack.current = null;
  }, [status, vacancies]);

  return {
    query,
    title: listTitleFor(viewer, filterType),
    empty: emptyTextFor(viewer, filterType),
    toggleLike: useToggleLike(viewer, onSignInRequired),
    retry: () => void load(source, listKey),
  };
}
