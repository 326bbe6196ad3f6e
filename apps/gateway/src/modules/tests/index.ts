// The tests module's public face: what other modules and services.ts may import of it.
// Everything else in the folder is its own (modules/index.ts registers its module.ts).

export { isSkillTest } from "./catalogue";
export { ContestService } from "./contest";
export { TestService } from "./service";
export { RESULT_VALID_MONTHS } from "./sittings";
