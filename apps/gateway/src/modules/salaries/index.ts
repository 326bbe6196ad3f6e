// The salaries module's public face: what other modules, services.ts and the start may import of it.
// Everything else in the folder is its own (modules/index.ts registers its module.ts).
export { SALARY_REFRESH_QUEUE, SalaryRefresh } from "./refresh";
export { SalaryService } from "./service";
