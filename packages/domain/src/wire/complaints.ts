/**
 * Complaints and moderation (issue 42).
 *
 * Anyone signed in: `GET /v1/complaints/reasons`, `POST /v1/complaints` `{ targetType, targetId,
 * reason, text? }` (201; one per person and target, a second is 409). Three different people's
 * complaints hide a vacancy or a review until a moderator decides.
 *
 * Moderators only (403 for anyone else): `GET /v1/moderation/queue` (complaints grouped by
 * target, oldest first), `POST /v1/moderation/decisions` `{ targetType, targetId, decision, note }`
 * and `GET /v1/moderation/log?pageSize&pageToken`.
 */
import { z } from "zod";
import { pluralRu } from "../format";
import { dateTimeSchema, idSchema } from "./primitives";
import { plainTextSchema } from "./reviews";
import { optionalParam } from "./vacancy-filters";

/** What one can complain about. */
export const COMPLAINT_TARGET_TYPES = ["vacancy", "company", "review", "message"] as const;
export const complaintTargetTypeSchema = z.enum(COMPLAINT_TARGET_TYPES);
export type ComplaintTargetType = z.infer<typeof complaintTargetTypeSchema>;

/** Why, with the labels people pick from. */
export const COMPLAINT_REASON_LABELS = {
  fraud: "Мошенничество",
  payment_required: "Просят заплатить за трудоустройство",
  discrimination: "Дискриминация",
  misleading: "Неверная зарплата или описание",
  abuse: "Оскорбления",
  spam: "Спам",
  other: "Другое",
} as const;
export type ComplaintReason = keyof typeof COMPLAINT_REASON_LABELS;
export const COMPLAINT_REASONS = Object.keys(COMPLAINT_REASON_LABELS) as [
  ComplaintReason,
  ...ComplaintReason[],
];
export const complaintReasonSchema = z.enum(COMPLAINT_REASONS);

/** How many different people's complaints hide a vacancy or a review until a moderator decides. */
export const COMPLAINTS_TO_HIDE = 3;
export const COMPLAINT_TEXT_MAX_LENGTH = 2000;
/** Complaints one person files a day (across every replica); the next is a 429. */
export const COMPLAINTS_PER_DAY = 20;
export const MODERATION_NOTE_MAX_LENGTH = 2000;

const characters = (count: number) =>
  `${count.toLocaleString("ru-RU")} ${pluralRu(count, { one: "символ", few: "символа", many: "символов" })}`;

/** Russian messages of complaints and moderation. */
export const COMPLAINT_MESSAGES = {
  reasonRequired: "Выберите причину",
  textTooLong: `Не длиннее ${characters(COMPLAINT_TEXT_MAX_LENGTH)}`,
  alreadyComplained: "Вы уже пожаловались на это — модераторы посмотрят",
  targetNotFound: "Не нашли, на что жалоба",
  ownTarget: "Нельзя пожаловаться на своё",
  noteRequired: "Напишите, почему принято такое решение",
  noteTooLong: `Не длиннее ${characters(MODERATION_NOTE_MAX_LENGTH)}`,
  decisionNotApplicable: "Это решение не подходит к такой жалобе",
  nothingToDecide: "Жалоб на это нет",
  sent: "Жалоба отправлена. Модераторы посмотрят и сообщат о решении",
} as const;

/** `POST /v1/complaints` body. */
export const complaintRequestSchema = z.strictObject({
  targetType: complaintTargetTypeSchema,
  targetId: idSchema,
  reason: complaintReasonSchema,
  text: plainTextSchema(0, COMPLAINT_TEXT_MAX_LENGTH, {
    short: COMPLAINT_MESSAGES.textTooLong,
    long: COMPLAINT_MESSAGES.textTooLong,
  })
    .optional()
    .transform((text) => (text ? text : undefined)),
});
export type ComplaintRequest = z.input<typeof complaintRequestSchema>;

/** `POST /v1/complaints` answer (201). */
export const complaintResponseSchema = z.object({
  complaint: z.object({
    id: idSchema,
    targetType: complaintTargetTypeSchema,
    targetId: idSchema,
    reason: complaintReasonSchema,
    createdAt: dateTimeSchema,
  }),
});
export type ComplaintResponse = z.infer<typeof complaintResponseSchema>;

/** `GET /v1/complaints/reasons`: every reason with its label, in the order people see them. */
export const complaintReasonsResponseSchema = z.object({
  reasons: z.array(z.object({ reason: complaintReasonSchema, label: z.string() })),
});
export type ComplaintReasonsResponse = z.infer<typeof complaintReasonsResponseSchema>;

// ---------------------------------------------------------------- moderation

/**
 * A moderator's decisions: `restore` (the complaints were wrong: the item is back), `remove`
 * (the vacancy or review goes for good, its owner told why), `block_company` (the company's
 * vacancies leave the site, its members cannot publish), `ban_user` (the author's account
 * cannot sign in).
 */
export const MODERATION_DECISIONS = ["restore", "remove", "block_company", "ban_user"] as const;
export const moderationDecisionSchema = z.enum(MODERATION_DECISIONS);
export type ModerationDecision = z.infer<typeof moderationDecisionSchema>;

export const MODERATION_DECISION_LABELS: Record<ModerationDecision, string> = {
  restore: "Вернуть",
  remove: "Удалить",
  block_company: "Заблокировать компанию",
  ban_user: "Заблокировать автора",
};

/** What brought a target to the queue: people's complaints, or a new company's first publications. */
export const moderationCauseSchema = z.enum(["complaints", "new_company"]);
export type ModerationCause = z.infer<typeof moderationCauseSchema>;

/** The item a queue entry is about, as the moderator reads it. */
export const moderationTargetSchema = z.object({
  type: complaintTargetTypeSchema,
  id: idSchema,
  /** The vacancy's title, the company's name, «Отзыв о компании …», «Сообщение от …». */
  title: z.string(),
  /** Its text (a vacancy's description as plain text, a review's, a message's). */
  text: z.string(),
  /** Where to look at it in the app; null when it has no page. */
  link: z.string().nullable(),
  /** The company it belongs to (a vacancy's, a review's subject, the company itself). */
  companyId: idSchema.nullable(),
  companyName: z.string().nullable(),
  companyVerified: z.boolean(),
  /** Whether it is hidden now (three complaints, or a decision). */
  hidden: z.boolean(),
});
export type ModerationTarget = z.infer<typeof moderationTargetSchema>;

/** One complaint as the moderator reads it (never the complainant's identity beyond a number). */
export const moderationComplaintSchema = z.object({
  id: idSchema,
  reason: complaintReasonSchema,
  text: z.string().nullable(),
  createdAt: dateTimeSchema,
});

/** A queue entry: one target, its open complaints, oldest first. */
export const moderationQueueItemSchema = z.object({
  target: moderationTargetSchema,
  cause: moderationCauseSchema,
  complaints: z.array(moderationComplaintSchema),
  since: dateTimeSchema,
});
export type ModerationQueueItem = z.infer<typeof moderationQueueItemSchema>;

/** `GET /v1/moderation/queue` answer: the open targets, the longest waiting first. */
export const moderationQueueResponseSchema = z.object({ items: z.array(moderationQueueItemSchema) });
export type ModerationQueueResponse = z.infer<typeof moderationQueueResponseSchema>;

/** `POST /v1/moderation/decisions` body. */
export const moderationDecisionRequestSchema = z.strictObject({
  targetType: complaintTargetTypeSchema,
  targetId: idSchema,
  decision: moderationDecisionSchema,
  note: plainTextSchema(1, MODERATION_NOTE_MAX_LENGTH, {
    short: COMPLAINT_MESSAGES.noteRequired,
    long: COMPLAINT_MESSAGES.noteTooLong,
  }),
});
export type ModerationDecisionRequest = z.input<typeof moderationDecisionRequestSchema>;

/** One decision in the log: who, what, when, why, and how many complaints it closed. */
export const moderationLogEntrySchema = z.object({
  id: idSchema,
  targetType: complaintTargetTypeSchema,
  targetId: idSchema,
  targetTitle: z.string(),
  decision: moderationDecisionSchema,
  note: z.string(),
  moderator: z.string(),
  complaints: z.number().int().nonnegative(),
  decidedAt: dateTimeSchema,
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;

/** `POST /v1/moderation/decisions` answer (201). */
export const moderationDecisionResponseSchema = z.object({ decision: moderationLogEntrySchema });

/** `GET /v1/moderation/log` query and answer: newest first. */
export const moderationLogQuerySchema = z.object({
  pageSize: optionalParam(z.coerce.number().int().min(1).max(100)),
  pageToken: optionalParam(z.string().max(200)),
});
export const moderationLogResponseSchema = z.object({
  entries: z.array(moderationLogEntrySchema),
  nextPageToken: z.string().nullable(),
});
export type ModerationLogResponse = z.infer<typeof moderationLogResponseSchema>;

/** What an owner sees on a hidden item: «На проверке» and why. */
export const UNDER_REVIEW_LABEL = "На проверке";
