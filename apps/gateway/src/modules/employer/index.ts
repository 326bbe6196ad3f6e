// The employer module's public face: what other modules may import of it.
export type { MembershipService } from "./membership-service";
export type { EmployerService } from "./service";
