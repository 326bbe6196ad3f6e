/**
 * Zod schemas of every step form of the auth modal (§2.4) with the field rules' Russian messages (§5).
 * The web forms use them through react-hook-form's zod resolver; the gateway's request
 * schemas are built from the same field rules.
 */
import { z } from "zod";
import { BIRTH_DATE_MAX_LENGTH, CODE_LENGTH, MAX_LENGTH, PASSWORD_MAX_LENGTH } from "../constants";
import { roleSchema } from "../enums";
import {
  EXTRA_VALIDATION_MESSAGES,
  PASSWORDS_MISMATCH_MESSAGE,
  VALIDATION_MESSAGES,
} from "../validation/messages";
import { type FieldSchemaOptions, fieldSchema } from "../validation/zod";

/** Options shared by the form schema factories: the clock of the date rule. */
export interface FormSchemaOptions {
  readonly now?: FieldSchemaOptions["now"];
}

const emailField = () => fieldSchema(["required", "email"], { maxLength: MAX_LENGTH.email });
const nameField = () => fieldSchema(["required", "name"]);
const requiredField = () => fieldSchema(["required"]);
const consentField = () =>
  z.boolean().refine((value) => value, { message: EXTRA_VALIDATION_MESSAGES.consent });

/** Mail step: email (required + email) and the toggle's role. */
export const signInFormSchema = z.object({ email: emailField(), role: roleSchema });

/** Code step: exactly 6 characters. */
export const codeFormSchema = z.object({
  code: z.string().trim().length(CODE_LENGTH, { message: EXTRA_VALIDATION_MESSAGES.codeLength }),
});

/** Login step: a non-empty password (checked as typed). */
export const loginFormSchema = z.object({
  password: z
    .string()
    .min(1, { message: VALIDATION_MESSAGES.required })
    .max(PASSWORD_MAX_LENGTH, { message: EXTRA_VALIDATION_MESSAGES.tooLong }),
});

/**
 * createPassword and createNewPassword: a §5-valid password and an identical confirmation;
 * a mismatch is reported on `confirmPassword` as «Пароли не совпадают».
 */
export const newPasswordFormSchema = z
  .object({
    password: fieldSchema(["required", "password"], { maxLength: PASSWORD_MAX_LENGTH }),
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH, { message: EXTRA_VALIDATION_MESSAGES.tooLong }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: PASSWORDS_MISMATCH_MESSAGE,
    path: ["confirmPassword"],
  });

/**
 * Applicant registration: name, surname and city required and name-valid, birth date
 * required and a real date from 1900 to the current year, consent ticked. A factory so a
 * test (or the server) can fix the clock; {@link applicantRegistrationFormSchema} uses the
 * real one.
 */
export function createApplicantRegistrationFormSchema(options: FormSchemaOptions = {}) {
  return z.object({
    name: nameField(),
    surname: nameField(),
    birthDate: fieldSchema(["required", "date"], { now: options.now, maxLength: BIRTH_DATE_MAX_LENGTH }),
    city: nameField(),
    /** The place picked from the suggestions for the city (issue 40); none for a typed name. */
    areaId: z.string().max(MAX_LENGTH.id).nullable().optional(),
    consent: consentField(),
  });
}
export const applicantRegistrationFormSchema = createApplicantRegistrationFormSchema();

/**
 * Employer registration: name and surname required and name-valid, company name and
 * position required; `companyId` set when a suggestion was chosen; consent ticked.
 */
export const employerRegistrationFormSchema = z.object({
  name: nameField(),
  surname: nameField(),
  companyName: requiredField(),
  companyId: z.string().max(MAX_LENGTH.id).optional(),
  position: requiredField(),
  consent: consentField(),
});
