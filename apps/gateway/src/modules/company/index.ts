// The company module's public face: what other modules may import of it.
export type { CompanyCard } from "./queries";
export type { CompanyService } from "./service";
