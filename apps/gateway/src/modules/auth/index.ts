// The auth module's public face: what other modules may import of it.
export type { AuthService, NewAccount } from "./service";
export type { ApplicantSignup, EmployerSignup, SignupPorts } from "./signup-ports";
