// The auth module's public face: what other modules and services.ts may import of it.
// Everything else in the folder is its own (modules/index.ts registers its module.ts).

export { createModeratorAccount } from "./moderators";
export { AuthService } from "./service";
export { type ApplicantSignup, type EmployerSignup, employerSignupOf } from "./signup-ports";
