/**
 * The responses module's public face: what other modules (and the composition in
 * `modules/services.ts`) may use of it. Everything else in the folder is its own.
 */
export type { ResponsesTestsPort } from "./ports";
export { ResponsesService, type ResponsesServiceDeps } from "./service";
export { VacancySweeps, type VacancySweepsDeps } from "./sweeps";
