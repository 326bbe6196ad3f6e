/**
 * The vacancy module's public face: what other modules (and the composition in
 * `modules/services.ts`) may use of it. Everything else in the folder is its own.
 */
export { existingVacancy, ownVacancy } from "./access";
export type { ApplicantVacancies } from "./applicant/service";
export type { PublicVacancyPage, VacancyDetails } from "./details/service";
export type { DtoContext, LogoUrlOf, VacancyPersonal } from "./dto";
export type { VacancyCardRow } from "./list/queries";
export type { ListedPage, ListQuery, ListViewer, VacancyListing } from "./list/service";
export type { CompanyNamePort, ResponseRatesPort, VacancyTestFacts, VacancyTestsPort } from "./ports";
export { sanitizeDescription } from "./rich-text";
export { findVacancy, type VacancyRow } from "./rows";
export { VacancyService, type VacancyServiceDeps } from "./service";
/** The writes of other modules, seeds and tests: a company's vacancies in bulk, a rename, an import. */
export { type ImportedVacancy, insertVacancies, reindexCompanyVacancies } from "./writes/imports";
/** The claims of the lifetime sweeps (the responses module runs them with its own). */
export * as vacancyLifetime from "./writes/lifetime";
export type { VacancyWrites } from "./writes/service";
