// The vacancy module's public face: what other modules and services.ts may import of it.
// Everything else in the folder is its own (modules/index.ts registers its module.ts).
export { mayView, ownVacancy, type VacancyViewer, visibleVacancy } from "./access";
export type { VacancyDetails } from "./details/service";
export type { VacancyListing } from "./list/service";
/** What moderators do to vacancies (issue 42). */
export { holdVacancy, type VacancyModeration } from "./moderation";
export type { VacancyTestFacts } from "./ports";
export { sanitizeDescription } from "./rich-text";
export { findVacancy } from "./rows";
export { VacancyService } from "./service";
/** The writes of other modules, seeds and tests: a company's vacancies in bulk, a rename, an import. */
export { type ImportedVacancy, insertVacancies, reindexCompanyVacancies } from "./writes/imports";
/** The claims of the lifetime sweeps (the responses module runs them with its own). */
export * as vacancyLifetime from "./writes/lifetime";
/** The start's resolution of free-text cities to areas (issue 40). */
export { storedVacancyCities } from "./writes/places-backfill";
/** The start's classification of titles to professions (issue 45). */
export { classifyStoredVacancies } from "./writes/professions-backfill";
export type { VacancyWrites } from "./writes/service";
