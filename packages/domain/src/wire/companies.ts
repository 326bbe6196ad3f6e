/**
 * Companies in public (issue 42): a company's own page and its verification.
 *
 * `GET /v1/company/{companyId}` → the public company (404 for an unknown id); its vacancies are
 * the vacancy list's `filter.companyId`, its reviews `GET /v1/company/{companyId}/reviews`.
 * `POST /v1/company/{companyId}/verification` `{ inn }` by an active member: the ИНН's check
 * digits, then the registry of legal entities; an active entity verifies the company.
 */
import { z } from "zod";
import { INVALID_INN_MESSAGE, isValidInn } from "../validation/inn";
import { dateTimeSchema, idSchema, isoDateSchema } from "./primitives";
import { responseRateDtoSchema } from "./vacancy";

/** The badge verified companies carry on their cards and pages. */
export const VERIFIED_COMPANY_LABEL = "Проверенная компания";

/** Russian messages of the verification's refusals. */
export const VERIFICATION_MESSAGES = {
  invalidInn: INVALID_INN_MESSAGE,
  unknown: "В реестре юридических лиц нет организации с таким ИНН",
  liquidated: "Организация с таким ИНН ликвидирована",
  registryUnavailable: "Реестр юридических лиц не отвечает. Попробуйте позже",
  takenByAnother: "Этот ИНН уже подтверждён другой компанией на «Работе»",
} as const;

/** What the registry says of a verified company, shown on its page. */
export const companyVerificationSchema = z.object({
  legalName: z.string(),
  inn: z.string(),
  ogrn: z.string(),
  registeredOn: isoDateSchema,
  verifiedAt: dateTimeSchema,
});
export type CompanyVerification = z.infer<typeof companyVerificationSchema>;

/**
 * `GET /v1/company/{companyId}` answer: what anyone may read of a company. `rating` (mean of its
 * published reviews, one decimal) is null and `feedbackCount` 0 without reviews; `verification`
 * is null for an unverified company; `activeVacancies` counts what the list shows.
 */
export const publicCompanyDtoSchema = z.object({
  id: idSchema,
  name: z.string(),
  city: z.string().nullable(),
  logoUrl: z.string().nullable(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  verification: companyVerificationSchema.nullable(),
  responseRate: responseRateDtoSchema,
  rating: z.number().nullable(),
  feedbackCount: z.number().int().nonnegative(),
  activeVacancies: z.number().int().nonnegative(),
  createdAt: dateTimeSchema,
});
export type PublicCompanyDto = z.infer<typeof publicCompanyDtoSchema>;

export const publicCompanyResponseSchema = z.object({ company: publicCompanyDtoSchema });
export type PublicCompanyResponse = z.infer<typeof publicCompanyResponseSchema>;

/** An ИНН as typed: spaces dropped; 10 or 12 digits with the right check digits, else «Некорректный ИНН». */
export const innSchema = z
  .string()
  .max(40, INVALID_INN_MESSAGE)
  .transform((inn) => inn.replace(/\s+/g, ""))
  .refine(isValidInn, INVALID_INN_MESSAGE);

/** `POST /v1/company/{companyId}/verification` body. */
export const verificationRequestSchema = z.strictObject({ inn: innSchema });
export type VerificationRequest = z.input<typeof verificationRequestSchema>;

/** `POST /v1/company/{companyId}/verification` answer (200): the company's verification. */
export const verificationResponseSchema = z.object({ verification: companyVerificationSchema });
export type VerificationResponse = z.infer<typeof verificationResponseSchema>;
