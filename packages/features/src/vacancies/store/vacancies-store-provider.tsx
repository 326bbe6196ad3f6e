import type { ReactNode } from "react";
import { defineFeatureStore, FeatureStoreProvider, useFeatureStore } from "../../lib/store-kit";
import type { VacancyListCache } from "./list-cache";
import { useVacancyListCache } from "./list-cache-provider";
import {
  createVacanciesStore,
  type ServedVacancies,
  type VacanciesApi,
  type VacancySource,
} from "./vacancies-store";

interface VacanciesStoreInput {
  api: VacanciesApi;
  cache: VacancyListCache<VacancySource> | undefined;
  served: ServedVacancies | undefined;
}

const vacanciesStore = defineFeatureStore("Vacancies", ({ api, cache, served }: VacanciesStoreInput) =>
  createVacanciesStore(api, cache, served),
);

/**
 * Makes one vacancies store for the subtree (a route's lifetime), from the injected API; a
 * server-rendered page's store starts from what the server rendered (`served`).
 */
export function VacanciesStoreProvider({
  api,
  served,
  children,
}: {
  api: VacanciesApi;
  served?: ServedVacancies;
  children: ReactNode;
}) {
  const cache = useVacancyListCache();
  return (
    <FeatureStoreProvider of={vacanciesStore} api={api} cache={cache} served={served}>
      {children}
    </FeatureStoreProvider>
  );
}

/** The listed vacancies. */
export const useVacancyList = () => useFeatureStore(vacanciesStore, (state) => state.vacancies);
/** The total of the current list. */
export const useVacancyTotal = () => useFeatureStore(vacanciesStore, (state) => state.total);
/** Whether the total is a cap the count stopped at («более N»). */
export const useVacancyTotalCapped = () => useFeatureStore(vacanciesStore, (state) => state.totalCapped);
/** The list's load status. */
export const useVacancyListStatus = () => useFeatureStore(vacanciesStore, (state) => state.status);
/** Whether "load more" has anything to load. */
export const useVacancyHasMore = () => useFeatureStore(vacanciesStore, (state) => state.hasMore);
/** Whether a further page is on its way. */
export const useVacancyIsLoadingMore = () => useFeatureStore(vacanciesStore, (state) => state.isLoadingMore);
/** The vacancy of the details page (null while loading). */
export const useCurrentVacancy = () => useFeatureStore(vacanciesStore, (state) => state.current);
/** The details' load status. */
export const useCurrentVacancyStatus = () => useFeatureStore(vacanciesStore, (state) => state.currentStatus);
/** Why the details failed (status and message), or null. */
export const useCurrentVacancyError = () => useFeatureStore(vacanciesStore, (state) => state.currentError);
/** The applications to the current vacancy (employer view). */
export const useVacancyApplications = () => useFeatureStore(vacanciesStore, (state) => state.applications);
/** Their load status. */
export const useVacancyApplicationsStatus = () =>
  useFeatureStore(vacanciesStore, (state) => state.applicationsStatus);
/** The order of the responses. */
export const useVacancyApplicationsSort = () =>
  useFeatureStore(vacanciesStore, (state) => state.applicationsSort);
/** One candidate's responses to the company's vacancies (the candidate's page). */
export const useCandidateApplications = () =>
  useFeatureStore(vacanciesStore, (state) => state.candidateApplications);
/** Their load status. */
export const useCandidateApplicationsStatus = () =>
  useFeatureStore(vacanciesStore, (state) => state.candidateApplicationsStatus);
/** The test catalogue (empty until loaded). */
export const useVacancyTests = () => useFeatureStore(vacanciesStore, (state) => state.tests);
/** The vacancy whose test is starting. */
export const useVacancyStartingTest = () => useFeatureStore(vacanciesStore, (state) => state.startingTest);
/** The store's intents. */
/** The details page's salary figures (issue 45), with the `professionId:areaId` they are of. */
export const useVacancySalaries = () => useFeatureStore(vacanciesStore, (state) => state.salaries);
export const useVacancyActions = () => useFeatureStore(vacanciesStore, (state) => state.actions);
