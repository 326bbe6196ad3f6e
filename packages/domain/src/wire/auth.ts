/**
 * Wire schemas of the Auth calls of spec §7 (and the dev outbox of docs/architecture.md, "Wire conventions").
 * Request bodies are strict objects: an unknown key is a 400, so a client cannot slip a
 * field (a role, an id) past the server. Responses are plain objects (unknown keys are
 * stripped on parse), so a newer server never breaks an older client.
 */
import { z } from "zod";
import { CODE_LENGTH, MAX_LENGTH, PERSONAL_DATA_CONSENT_VERSION } from "../constants";
import { accountRoleSchema, roleSchema } from "../enums";
import { SERVER_MESSAGES } from "../errors";
import { EXTRA_VALIDATION_MESSAGES } from "../validation/messages";
import { areaRefSchema } from "./places";
import {
  birthDateSchema,
  dateTimeSchema,
  emailSchema,
  idSchema,
  loginPasswordSchema,
  messageResponseSchema,
  newPasswordSchema,
  personNameSchema,
  requiredShortTextSchema,
  searchSchema,
} from "./primitives";

export {
  birthDateSchema,
  emailSchema,
  idSchema,
  isoDateSchema,
  loginPasswordSchema,
  type MessageResponse,
  messageResponseSchema,
  newPasswordSchema,
} from "./primitives";

/** A verification code as typed: exactly 6 characters (the server says "invalid code" otherwise). */
export const codeSchema = z.string().trim().length(CODE_LENGTH);

/**
 * Who is signed in: the applicant's or employer's id (used in `/v1/profile/{id}`), the role,
 * and the employer's company id (null for an applicant), so a client knows the company
 * without fetching the employer profile. `consentRequired`: the account has not given the
 * personal-data consent (it was made through the API without one), so the app asks for it
 * (`POST /v1/account/consent`) before anything else.
 */
export const authDtoSchema = z.object({
  id: idSchema,
  role: accountRoleSchema,
  companyId: idSchema.nullable(),
  consentRequired: z.boolean(),
});
export type AuthDto = z.infer<typeof authDtoSchema>;

/** `{ auth: { id, role, companyId, consentRequired } }`: login, refresh and sign-up answers. */
export const authResponseSchema = z.object({ auth: authDtoSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

// ---------------------------------------------------------------- check-email

/** `POST /v1/auth/check-email`. */
export const checkEmailRequestSchema = z.strictObject({ email: emailSchema, role: roleSchema });
export type CheckEmailRequest = z.input<typeof checkEmailRequestSchema>;

/** 200 `{ message: "user found" | "user not found" }`; the other-role case is a 409 error body. */
export const checkEmailResponseSchema = z.object({
  message: z.enum([SERVER_MESSAGES.userFound, SERVER_MESSAGES.userNotFound]),
});
export type CheckEmailResponse = z.infer<typeof checkEmailResponseSchema>;

// ---------------------------------------------------------------- codes

/** A body naming only the email a code goes to (registration, password recovery). */
const emailOnlySchema = z.strictObject({ email: emailSchema });
/** A body carrying an emailed code back, with its email. */
const emailCodeSchema = z.strictObject({ email: emailSchema, code: codeSchema });

/** `POST /v1/auth/send-code` (registration code). Answer: `{ message }`. */
export const sendCodeRequestSchema = emailOnlySchema;
export type SendCodeRequest = z.input<typeof sendCodeRequestSchema>;
export const sendCodeResponseSchema = messageResponseSchema;

/**
 * `POST /v1/auth/verify-code` (registration). The modal also passes `applicantType`, the
 * toggle's label (spec §7); the server may ignore it. Answer: `{ message }`.
 */
export const verifyCodeRequestSchema = emailCodeSchema.extend({
  applicantType: z.string().max(MAX_LENGTH.short).optional(),
});
export type VerifyCodeRequest = z.input<typeof verifyCodeRequestSchema>;
export const verifyCodeResponseSchema = messageResponseSchema;

// ---------------------------------------------------------------- password reset

/** `POST /v1/auth/reset-password`: sends a recovery code. Answer: `{ message }`. */
export const resetPasswordRequestSchema = emailOnlySchema;
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
export const resetPasswordResponseSchema = messageResponseSchema;

/**
 * `POST /v1/auth/reset-password/confirm`: `{ email, code }` checks the code; with
 * `newPassword` (the §5 rule) it also sets the password. Answer: `{ message }`.
 */
export const resetPasswordConfirmRequestSchema = emailCodeSchema.extend({
  newPassword: newPasswordSchema.optional(),
});
export type ResetPasswordConfirmRequest = z.input<typeof resetPasswordConfirmRequestSchema>;
export const resetPasswordConfirmResponseSchema = messageResponseSchema;

// ---------------------------------------------------------------- sign-up

/**
 * The personal-data consent a person gave: `{ version }` of the text they accepted, which must
 * be the one in force (`PERSONAL_DATA_CONSENT_VERSION`); any other is a 400 naming the field.
 * Optional in a sign-up body (the web app's form sends it); `POST /v1/account/consent` takes it
 * as its body.
 */
export const personalDataConsentSchema = z.strictObject({
  version: z
    .string()
    .max(MAX_LENGTH.id, { message: EXTRA_VALIDATION_MESSAGES.consentVersion, abort: true })
    .refine((version) => version === PERSONAL_DATA_CONSENT_VERSION, {
      message: EXTRA_VALIDATION_MESSAGES.consentVersion,
    }),
});
export type PersonalDataConsent = z.input<typeof personalDataConsentSchema>;

/** The `user` part of both sign-up payloads. */
export const signupUserSchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
  name: personNameSchema,
  surname: personNameSchema,
});
export type SignupUser = z.input<typeof signupUserSchema>;

/**
 * `POST /v1/auth/applicant/signup` (spec §3 applicant sign-up payload), with the consent when
 * the person gave it.
 */
export const applicantSignupRequestSchema = z.strictObject({
  applicant: z.strictObject({
    user: signupUserSchema,
    city: personNameSchema,
    /**
     * The place picked for the city (issue 40), when one was: it tells apart towns of one name
     * (Киров in Кировская and Калужская область). Without it the server resolves `city`.
     */
    areaId: areaRefSchema.optional(),
    /** `YYYY-MM-DD`, or `null` when the typed date was not `DD.MM.YYYY`. */
    dateOfBirth: birthDateSchema.nullable(),
  }),
  personalDataConsent: personalDataConsentSchema.optional(),
});
export type ApplicantSignupRequest = z.input<typeof applicantSignupRequestSchema>;

/** A company chosen from the suggestions: its id and name. */
export const existingCompanyRefSchema = z.strictObject({
  id: idSchema,
  companyName: requiredShortTextSchema,
});
/** A company typed freely: created at sign-up. */
export const newCompanyRefSchema = z.strictObject({ companyName: requiredShortTextSchema });
/** Existing (`{ id, companyName }`) or new (`{ companyName }`) company (spec §3). */
export const companyRefSchema = z.union([existingCompanyRefSchema, newCompanyRefSchema]);
export type CompanyRef = z.input<typeof companyRefSchema>;

/** The `employer` part of the employer sign-up payload. */
export const employerSignupSchema = z.strictObject({
  user: signupUserSchema,
  company: companyRefSchema,
  position: requiredShortTextSchema,
});

/**
 * `POST /v1/auth/employer/signup` (spec §3 employer sign-up payload), with the consent when the
 * person gave it.
 */
export const employerSignupRequestSchema = z.strictObject({
  employer: employerSignupSchema,
  personalDataConsent: personalDataConsentSchema.optional(),
});
export type EmployerSignupRequest = z.input<typeof employerSignupRequestSchema>;

/**
 * Sign-up answer: the new account's `{ auth: { id, role, companyId, consentRequired } }`, with the session's
 * cookies set, as a login answers: a sign-up ends signed in. One schema under each call's
 * name, so a reader finds a call's answer by the call (knip: `@alias`).
 * @alias
 */
export const signupResponseSchema = authResponseSchema;
export type SignupResponse = AuthResponse;

// ---------------------------------------------------------------- companies

/** A company as listed for the suggestions (spec §3 Company). */
export const companyDtoSchema = z.object({ id: idSchema, companyName: z.string() });
export type CompanyDto = z.infer<typeof companyDtoSchema>;

/** `POST /v1/auth/list-companies?search=`. */
export const listCompaniesQuerySchema = z.object({ search: searchSchema.optional() });
export type ListCompaniesQuery = z.input<typeof listCompaniesQuerySchema>;
export const listCompaniesResponseSchema = z.object({ companies: z.array(companyDtoSchema) });
export type ListCompaniesResponse = z.infer<typeof listCompaniesResponseSchema>;

// ---------------------------------------------------------------- session

/** `POST /v1/auth/login`. Answer: {@link authResponseSchema}. */
export const loginRequestSchema = z.strictObject({ email: emailSchema, password: loginPasswordSchema });
export type LoginRequest = z.input<typeof loginRequestSchema>;
/** The login answer, the session's `{ auth }`. @alias */
export const loginResponseSchema = authResponseSchema;
export type LoginResponse = AuthResponse;

/**
 * `POST /auth/login`, the older login of §7 kept for older clients: the same body as the v1
 * login, answered with an access token to send as `Authorization: Bearer {token}` (no cookies).
 */
export const legacyLoginResponseSchema = z.object({ token: z.string().min(1) });
export type LegacyLoginResponse = z.infer<typeof legacyLoginResponseSchema>;

/** `POST /v1/auth/refresh` (no body; the refresh cookie). Answer: the session's `{ auth }`. */
/** @alias */
export const refreshResponseSchema = authResponseSchema;
export type RefreshResponse = AuthResponse;

/** `POST /v1/auth/logout` (no body). Answer: `{ message }` (or 204). */
export const logoutResponseSchema = messageResponseSchema;

// ---------------------------------------------------------------- dev outbox

/** `GET /v1/dev/outbox?email=` (outbox mail transport only). */
export const outboxQuerySchema = z.object({ email: emailSchema });
export type OutboxQuery = z.input<typeof outboxQuerySchema>;

/** One stored mail; `code` is the verification code it carries, if any. */
export const outboxMessageDtoSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  sentAt: dateTimeSchema,
});
export type OutboxMessageDto = z.infer<typeof outboxMessageDtoSchema>;

/** `{ messages }`, newest first. */
export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageDtoSchema) });
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
