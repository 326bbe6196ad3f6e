export { CandidateApplications } from "./components/candidate-applications";
export { EmployerVacancyList } from "./components/employer-vacancy-list";
export { SalaryPosition } from "./components/salary-position";
export { VacancyApplications } from "./components/vacancy-applications";
export { VacancyCard } from "./components/vacancy-card";
export { VacancyDetails, VacancyDetailsSkeleton } from "./components/vacancy-details";
export { VacancyFiltersPanel } from "./components/vacancy-filters";
export { VacancyList } from "./components/vacancy-list";
export { RecommendedVacancies, SimilarVacancies } from "./components/vacancy-matches";
export { VacancyModerationNotice } from "./components/vacancy-moderation";
export { VacancyOwnerActions } from "./components/vacancy-owner-actions";
export { VacancyAssessment, VacancyTestControl } from "./components/vacancy-test";
export { sanitizeDescriptionsIn } from "./components/vacancy-text";
export type { VacancyEditorApi } from "./editor/use-vacancy-draft";
export { VacancyEditor } from "./editor/vacancy-editor";
export { useVacancyDetailsView } from "./hooks/use-vacancy-details-view";
export { useVacancyListView } from "./hooks/use-vacancy-list-view";
export { listKeyOf, listSourceFor, listTitleFor, readListQuery, type Viewer } from "./lib/list-view";
export { resumeApplicantAction } from "./lib/resume-applicant-action";
export { VacancyListCacheProvider } from "./store/list-cache-provider";
export { useVacancyMatchesActions, VacancyMatchesStoreProvider } from "./store/matches-store-provider";
export {
  createVacanciesStore,
  type ServedVacancies,
  servedOf,
  type VacanciesApi,
} from "./store/vacancies-store";
export { useVacancyActions, VacanciesStoreProvider } from "./store/vacancies-store-provider";
