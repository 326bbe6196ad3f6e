import type { NewAccount } from "./service";

/** The applicant sign-up body: the person, their city and birth date. */
export interface ApplicantSignup extends NewAccount {
  city: string;
  dateOfBirth: string | null;
}

/** The employer sign-up body: the account, a company to join (`id`) or found, the position. */
export interface EmployerSignup {
  user: NewAccount;
  company: { id: string } | { companyName: string };
  position: string;
}

/**
 * What the sign-up routes under `/v1/auth` ask of the modules that own each role's records
 * (`profile` the applicant's, `employer` the employer's): auth creates the account and the
 * session, they create their records through {@link AuthService.createAccount}. Filled in by
 * `modules/services.ts`, so auth never imports a module above it.
 */
export interface SignupPorts {
  applicant(input: ApplicantSignup): Promise<unknown>;
  employer(input: EmployerSignup): Promise<unknown>;
}
