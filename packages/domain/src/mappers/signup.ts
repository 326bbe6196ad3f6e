import { PERSONAL_DATA_CONSENT_VERSION } from "../constants";
import { toIsoDate } from "../validation/date";
import { normalizeValue } from "../validation/normalize";
import type { ApplicantSignupRequest, EmployerSignupRequest } from "../wire/auth";

/** What the auth flow collected before the registration form (§3). */
export interface SignupCredentials {
  readonly email: string;
  readonly password: string;
}

/** The applicant registration form's values (`birthDate` as typed, `DD.MM.YYYY`). */
export interface ApplicantSignupForm {
  readonly name: string;
  readonly surname: string;
  readonly birthDate: string;
  readonly city: string;
  /** The place picked for the city (issue 40), when one was. */
  readonly areaId?: string | null;
}

/** The employer registration form's values; `companyId` set when a suggestion was chosen. */
export interface EmployerSignupForm {
  readonly name: string;
  readonly surname: string;
  readonly companyName: string;
  readonly companyId?: string | null;
  readonly position: string;
}

function user(credentials: SignupCredentials, form: { name: string; surname: string }) {
  return {
    email: normalizeValue(credentials.email),
    // The password goes exactly as typed (§5: never normalised).
    password: credentials.password,
    name: normalizeValue(form.name),
    surname: normalizeValue(form.surname),
  };
}

/**
 * The consent the registration forms carry: they submit only with the consent checkbox ticked
 * (§5), and the text behind its link is the version in force.
 */
const personalDataConsent = { version: PERSONAL_DATA_CONSENT_VERSION };

/**
 * Applicant sign-up payload (§3): `applicant.user` (email, password, name, surname),
 * `city` (with the picked place's `areaId`, when one was), and `dateOfBirth` as `YYYY-MM-DD` — `null` when the typed date is not `DD.MM.YYYY`;
 * with the form's consent.
 */
export function toApplicantSignupRequest(
  credentials: SignupCredentials,
  form: ApplicantSignupForm,
): ApplicantSignupRequest {
  return {
    applicant: {
      user: user(credentials, form),
      city: normalizeValue(form.city),
      ...(form.areaId ? { areaId: form.areaId } : {}),
      dateOfBirth: toIsoDate(form.birthDate),
    },
    personalDataConsent,
  };
}

/**
 * Employer sign-up payload (§3): the company is existing (`{ id, companyName }`) when
 * a suggestion was chosen, else new (`{ companyName }`); with the form's consent.
 */
export function toEmployerSignupRequest(
  credentials: SignupCredentials,
  form: EmployerSignupForm,
): EmployerSignupRequest {
  const companyName = normalizeValue(form.companyName);
  const companyId = form.companyId?.trim();
  return {
    employer: {
      user: user(credentials, form),
      company: companyId ? { id: companyId, companyName } : { companyName },
      position: normalizeValue(form.position),
    },
    personalDataConsent,
  };
}
