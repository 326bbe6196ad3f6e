export { EmployerVacancyList, type EmployerVacancyListProps } from "./components/employer-vacancy-list";
export { VacancyApplications } from "./components/vacancy-applications";
export { VacancyCard, type VacancyCardProps } from "./components/vacancy-card";
export {
  VacancyDetails,
  type VacancyDetailsProps,
  VacancyDetailsSkeleton,
} from "./components/vacancy-details";
export { VacancyFiltersPanel, type VacancyFiltersPanelProps } from "./components/vacancy-filters";
export { VacancyList, type VacancyListProps, VacancyListSkeleton } from "./components/vacancy-list";
export { useVacancyDetailsView } from "./hooks/use-vacancy-details-view";
export { useVacancyListView, type VacancyListViewInput } from "./hooks/use-vacancy-list-view";
export type { EmptyText, Viewer } from "./lib/list-view";
export {
  createVacanciesStore,
  type VacanciesApi,
  type VacanciesStore,
  type VacancySource,
} from "./store/vacancies-store";
export {
  useCurrentVacancy,
  useCurrentVacancyError,
  useCurrentVacancyStatus,
  useVacancyActions,
  useVacancyApplications,
  useVacancyApplicationsStatus,
  useVacancyHasMore,
  useVacancyIsLoadingMore,
  useVacancyList,
  useVacancyListStatus,
  useVacancyTotal,
  VacanciesStoreProvider,
} from "./store/vacancies-store-provider";
