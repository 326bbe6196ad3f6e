/**
 * A person's rights over their data (152-ФЗ, issue 29): `GET /v1/account/export` gives
 * everything Rabota holds about the signed-in person as one JSON document of a stable shape
 * ({@link accountExportSchema}, `format` + `version`: a change that is not additive raises the
 * version); `DELETE /v1/account` with the password erases the account (decision record 018);
 * `POST /v1/account/consent` records the personal-data consent of an account made without one.
 */

import { z } from "zod";
import { accountRoleSchema, companyMemberStatusSchema, responseStatusSchema } from "../enums";
import { personalDataConsentSchema } from "./auth";
import { candidateConsentSchema, contactRequestStatusSchema } from "./candidates";
import { employerProfileDtoSchema } from "./employer";
import { hiddenResponseSchema } from "./hidden";
import { dateTimeSchema, idSchema, loginPasswordSchema } from "./primitives";
import { applicantProfileDtoSchema } from "./profile";
import { savedSearchDtoSchema } from "./searches";
import { testSessionStatusSchema } from "./tests";

/** The name the export is downloaded under: `rabota-data-YYYY-MM-DD.json` (the day in UTC). */
export function accountExportFileName(at: Date): string {
  return `rabota-data-${at.toISOString().slice(0, 10)}.json`;
}

/** A consent the person gave: which text (`version`) and when. */
export const accountConsentSchema = z.object({
  kind: z.literal("personal-data"),
  version: z.string(),
  acceptedAt: dateTimeSchema,
});

/**
 * One session (a sign-in and the refreshes that kept it going): when it began, when its
 * token last turned over, until when it could run, and when it was signed out (null: live).
 */
export const accountSessionSchema = z.object({
  startedAt: dateTimeSchema,
  lastActiveAt: dateTimeSchema,
  expiresAt: dateTimeSchema,
  endedAt: dateTimeSchema.nullable(),
});

/** A file the person uploaded (its bytes are downloaded through the profile, not the export). */
export const accountFileSchema = z.object({
  id: idSchema,
  fileType: z.string(),
  fileName: z.string(),
  contentType: z.string().nullable(),
  size: z.number().int().nullable(),
  uploadedAt: dateTimeSchema.nullable(),
});

/** A vacancy the person acted on, named as it stands now. */
const vacancyRefShape = {
  vacancyId: idSchema,
  vacancyTitle: z.string(),
  companyName: z.string(),
};

export const accountResponseSchema = z.object({
  ...vacancyRefShape,
  status: responseStatusSchema,
  appliedAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
  /** When a rejection took (or takes) effect, if there is one. */
  rejectedAt: dateTimeSchema.nullable(),
  invitationMessage: z.string().nullable(),
});

export const accountLikeSchema = z.object({ ...vacancyRefShape, likedAt: dateTimeSchema });
export const accountViewSchema = z.object({ ...vacancyRefShape, viewedAt: dateTimeSchema });

/** One sitting of a test: what was answered (item id → shown option) and the result. */
export const accountTestSittingSchema = z.object({
  id: idSchema,
  testName: z.string(),
  testVersion: z.number().int(),
  status: testSessionStatusSchema,
  startedAt: dateTimeSchema,
  finishedAt: dateTimeSchema.nullable(),
  answers: z.record(z.string(), z.number()),
  score: z.number().int().nullable(),
  correct: z.number().int().nullable(),
  traits: z.record(z.string(), z.number()).nullable(),
});

/** A chat message the person wrote. */
export const accountChatMessageSchema = z.object({
  chatId: idSchema,
  /** `support`, or the chat of a response. */
  chatKind: z.enum(["support", "response"]),
  text: z.string(),
  sentAt: dateTimeSchema,
});

/**
 * The candidate search (issue 44): every consent given or withdrawn, each open of the profile
 * by a company (never its member) and the contact requests received.
 */
export const accountCandidateSearchSchema = z.object({
  consents: z.array(candidateConsentSchema),
  views: z.array(z.object({ company: z.string(), viewedAt: dateTimeSchema })),
  contactRequests: z.array(
    z.object({
      company: z.string(),
      vacancy: z.string().nullable(),
      message: z.string(),
      status: contactRequestStatusSchema,
      createdAt: dateTimeSchema,
      decidedAt: dateTimeSchema.nullable(),
    }),
  ),
});

/** The applicant's part: the profile as `GET /v1/profile/{id}` answers it, and the activity. */
/** A company review the applicant wrote (issue 42), in any state. */
export const accountReviewSchema = z.object({
  companyId: idSchema,
  companyName: z.string(),
  rating: z.number().int(),
  text: z.string(),
  pros: z.string().nullable(),
  cons: z.string().nullable(),
  signed: z.boolean(),
  status: z.string(),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
});

/** A complaint the person filed (issue 42). */
export const accountComplaintSchema = z.object({
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string(),
  text: z.string().nullable(),
  createdAt: dateTimeSchema,
  decided: z.boolean(),
});

export const accountApplicantPartSchema = z.object({
  profile: applicantProfileDtoSchema,
  responses: z.array(accountResponseSchema),
  likes: z.array(accountLikeSchema),
  views: z.array(accountViewSchema),
  savedSearches: z.array(savedSearchDtoSchema),
  hidden: hiddenResponseSchema,
  tests: z.array(accountTestSittingSchema),
  candidateSearch: accountCandidateSearchSchema,
  reviews: z.array(accountReviewSchema),
});

/** The employer's part: the profile as `GET /v1/profile/employer/{id}` answers it, and the membership. */
export const accountEmployerPartSchema = z.object({
  profile: employerProfileDtoSchema,
  membership: z
    .object({
      companyId: idSchema,
      companyName: z.string(),
      status: companyMemberStatusSchema,
      requestedAt: dateTimeSchema,
      decidedAt: dateTimeSchema.nullable(),
    })
    .nullable(),
});

/** `GET /v1/account/export`: everything Rabota holds about the signed-in person. */
export const accountExportSchema = z.object({
  format: z.literal("rabota-account-export"),
  version: z.literal(1),
  exportedAt: dateTimeSchema,
  account: z.object({
    userId: idSchema,
    role: accountRoleSchema,
    email: z.string(),
    name: z.string(),
    surname: z.string(),
    createdAt: dateTimeSchema,
  }),
  /** The consents given; empty for an account made without one that has not given it yet. */
  consents: z.array(accountConsentSchema),
  /** Sign-in history, newest first. */
  sessions: z.array(accountSessionSchema),
  /** Wrong passwords in a row at the latest failure (sign-in throttling), if any are on record. */
  failedSignIns: z
    .object({ count: z.number().int(), lastFailedAt: dateTimeSchema, lockedUntil: dateTimeSchema.nullable() })
    .nullable(),
  files: z.array(accountFileSchema),
  chatMessages: z.array(accountChatMessageSchema),
  complaints: z.array(accountComplaintSchema),
  /** Exactly one of the two is set, by the role. */
  applicant: accountApplicantPartSchema.nullable(),
  employer: accountEmployerPartSchema.nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/**
 * `DELETE /v1/account` body: the password confirms it is the person. An employer who is the
 * last active member of their company may name an heir, `heirEmployerId`: one of the company's
 * pending requests, approved by this call. Without one the company is closed (its vacancies
 * archived, its pending requests declined); a company never changes hands by itself.
 */
export const deleteAccountRequestSchema = z.strictObject({
  password: loginPasswordSchema,
  heirEmployerId: idSchema.optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** `DELETE /v1/account` -> 200 `{ message: "account deleted" }`. */
export const deleteAccountResponseSchema = z.object({ message: z.literal("account deleted") });
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

/**
 * `POST /v1/account/consent` body: `{ version }` of the personal-data consent text the person
 * accepted, which must be the one in force (400 otherwise). @alias
 */
export const giveConsentRequestSchema = personalDataConsentSchema;
export type GiveConsentRequest = z.input<typeof giveConsentRequestSchema>;

/** `POST /v1/account/consent` -> 200 `{ consent }`, the consent as recorded. */
export const giveConsentResponseSchema = z.object({ consent: accountConsentSchema });
export type GiveConsentResponse = z.infer<typeof giveConsentResponseSchema>;

/** Russian answers of the account calls, shown as they are. */
export const ACCOUNT_MESSAGES = {
  /** 403 of a deletion with a wrong password: nothing changed. */
  wrongPassword: "Неверный пароль. Аккаунт не удалён.",
  exportFailed: "Не удалось скачать данные. Попробуйте ещё раз.",
  deleteFailed: "Не удалось удалить аккаунт. Попробуйте ещё раз.",
  /** The consent prompt's «Принимаю» failed without a message of the server's own. */
  consentFailed: "Не удалось сохранить согласие. Попробуйте ещё раз.",
} as const;
