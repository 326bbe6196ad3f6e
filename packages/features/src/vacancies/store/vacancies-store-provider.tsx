import {
  defineFeatureStore,
  type FeatureStoreProps,
  FeatureStoreProvider,
  useFeatureStore,
} from "../../lib/store-kit";
import { createVacanciesStore, type VacanciesApi } from "./vacancies-store";

const vacanciesStore = defineFeatureStore("Vacancies", ({ api }: { api: VacanciesApi }) =>
  createVacanciesStore(api),
);

/** Makes one vacancies store for the subtree (a route's lifetime), from the injected API. */
export function VacanciesStoreProvider(props: FeatureStoreProps<typeof vacanciesStore>) {
  return <FeatureStoreProvider of={vacanciesStore} {...props} />;
}

/** The listed vacancies. */
export const useVacancyList = () => useFeatureStore(vacanciesStore, (state) => state.vacancies);
/** The total of the current list. */
export const useVacancyTotal = () => useFeatureStore(vacanciesStore, (state) => state.total);
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
/** The test catalogue (empty until loaded). */
export const useVacancyTests = () => useFeatureStore(vacanciesStore, (state) => state.tests);
/** The vacancy whose test is starting. */
export const useVacancyStartingTest = () => useFeatureStore(vacanciesStore, (state) => state.startingTest);
/** The store's intents. */
export const useVacancyActions = () => useFeatureStore(vacanciesStore, (state) => state.actions);
