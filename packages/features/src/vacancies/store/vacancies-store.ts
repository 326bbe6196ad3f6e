import { toVacancy } from "@rabota/domain/mappers";
import { createStore } from "zustand/vanilla";
import type { VacanciesStoreKit } from "./actions-kit";
import { detailsActions } from "./details-actions";
import { listActions } from "./list-actions";
import type { VacancyListCache } from "./list-cache";
import type { ServedVacancies, VacanciesApi, VacanciesState, VacancySource } from "./vacancies-contract";
import { vacancyActions } from "./vacancy-actions";

export type {
  ApplicationsSort,
  ServedVacancies,
  VacanciesApi,
  VacanciesState,
  VacancySource,
} from "./vacancies-contract";

/**
 * Creates the vacancies store: a list (searchable or personal), its paging and total, the
 * vacancy of the details page and its responses. Each app and test makes its own. With a
 * `cache` (the app's, shared by every route's store), lists are kept for Back, and a like or
 * an application changes the kept lists too. The actions live in list-actions,
 * vacancy-actions and details-actions; this file holds the state they share.
 */
export function createVacanciesStore(
  api: VacanciesApi,
  cache?: VacancyListCache<VacancySource>,
  served: ServedVacancies = {},
) {
  const servedVacancy = served.vacancy ? toVacancy(served.vacancy) : null;

  const store = createStore<VacanciesState>()((set, get) => {
    const kit: VacanciesStoreKit = { api, cache, get, set };
    return {
      source: null,
      listKey: null,
      vacancies: [],
      total: 0,
      totalCapped: false,
      status: "idle",
      nextPageToken: null,
      hasMore: false,
      ...(served.list ? { ...served.list, status: "ready" as const } : {}),
      isLoadingMore: false,
      error: null,
      current: servedVacancy,
      currentStatus: servedVacancy ? "ready" : "idle",
      currentError: null,
      applications: [],
      applicationsStatus: "idle",
      applicationsSort: "appliedAt",
      candidateApplications: [],
      candidateApplicationsStatus: "idle",
      tests: served.tests ?? [],
      startingTest: null,
      salaries: null,
      actions: {
        ...listActions(kit, served.list?.listKey ?? null, keepList),
        ...vacancyActions(kit),
        ...detailsActions(kit),
      },
    };
  });

  function keepList({ source, listKey, status, ...list }: VacanciesState) {
    if (!cache || !listKey || !source || status !== "ready") return;
    const { vacancies, total, totalCapped, nextPageToken, hasMore } = list;
    cache.keep(listKey, { source, vacancies, total, totalCapped, nextPageToken, hasMore });
  }

  // Every change of a kept list (a page appended, a like, a deletion) is kept as well.
  store.subscribe((state, previous) => {
    if (
      state.vacancies === previous.vacancies &&
      state.total === previous.total &&
      state.totalCapped === previous.totalCapped &&
      state.nextPageToken === previous.nextPageToken &&
      state.status === previous.status
    )
      return;
    keepList(state);
  });
  return store;
}

/** The list a loaded store shows, for a server-rendered page to start from (none unless ready). */
export function servedOf(state: VacanciesState): ServedVacancies {
  if (state.status !== "ready") return {};
  const { source, listKey, vacancies, total, totalCapped, nextPageToken, hasMore } = state;
  return { list: { source, listKey, vacancies, total, totalCapped, nextPageToken, hasMore } };
}
