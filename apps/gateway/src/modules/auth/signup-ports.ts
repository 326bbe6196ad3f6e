import type { applicantSignupRequestSchema, employerSignupRequestSchema } from "@rabota/domain/wire/auth";
import type { z } from "zod";
import type { NewAccount } from "./service";

/** The applicant sign-up body: the person, their city and birth date. */
export interface ApplicantSignup extends NewAccount {
  city: string;
  /** The place picked for the city, if one was (issue 40). */
  areaId?: string | undefined;
  dateOfBirth: string | null;
}

/** The employer sign-up body: the account, a company to join (`id`) or found, the position. */
export interface EmployerSignup {
  user: NewAccount;
  company: { id: string } | { companyName: string };
  position: string;
}

/** The consent a sign-up body carried: its version, or null without one. */
const consentVersionOf = (body: { personalDataConsent?: { version: string } | undefined }) =>
  body.personalDataConsent?.version ?? null;

/** The applicant sign-up of a `POST /v1/auth/applicant/signup` body. */
export function applicantSignupOf(body: z.output<typeof applicantSignupRequestSchema>): ApplicantSignup {
  const { user, city, areaId, dateOfBirth } = body.applicant;
  return { ...user, city, areaId, dateOfBirth, consentVersion: consentVersionOf(body) };
}

/** The employer sign-up of a `POST /v1/auth/employer/signup` or `POST /v1/employer/register` body. */
export function employerSignupOf(body: z.output<typeof employerSignupRequestSchema>): EmployerSignup {
  const { employer } = body;
  return { ...employer, user: { ...employer.user, consentVersion: consentVersionOf(body) } };
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
