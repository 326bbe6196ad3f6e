import { sql } from "drizzle-orm";
import { index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { instant } from "../columns";
import { users } from "./auth";
import { companies } from "./company";

export const complaintTargetType = pgEnum("complaint_target_type", [
  "vacancy",
  "company",
  "review",
  "message",
]);
export const complaintReason = pgEnum("complaint_reason", [
  "fraud",
  "payment_required",
  "discrimination",
  "misleading",
  "abuse",
  "spam",
  "other",
]);
export const moderationDecision = pgEnum("moderation_decision", [
  "restore",
  "remove",
  "block_company",
  "ban_user",
]);
/** Why a target is in the queue: people complained, or a new unverified company published. */
export const moderationCause = pgEnum("moderation_cause", ["complaints", "new_company"]);

/**
 * A moderator's decision on a target (issue 42): the log. `target_title` keeps what the target
 * was called, so the log reads well after the target is gone.
 */
export const moderationDecisions = pgTable(
  "moderation_decisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    targetType: complaintTargetType("target_type").notNull(),
    targetId: text("target_id").notNull(),
    targetTitle: text("target_title").notNull(),
    decision: moderationDecision("decision").notNull(),
    note: text("note").notNull(),
    moderatorId: uuid("moderator_id").references(() => users.id, { onDelete: "set null" }),
    complaints: integer("complaints").notNull(),
    decidedAt: instant("decided_at").notNull(),
  },
  (table) => [index("moderation_decisions_order_idx").on(table.decidedAt.desc(), table.id.desc())],
);

/**
 * One person's complaint about one target (a second is refused by the unique index). Open
 * until a decision closes it (`decision_id`); the complainant is then told the outcome.
 */
export const complaints = pgTable(
  "complaints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    complainantId: uuid("complainant_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetType: complaintTargetType("target_type").notNull(),
    targetId: text("target_id").notNull(),
    reason: complaintReason("reason").notNull(),
    text: text("text"),
    createdAt: instant("created_at").notNull(),
    decisionId: uuid("decision_id").references(() => moderationDecisions.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("complaints_person_target_idx").on(table.complainantId, table.targetType, table.targetId),
    index("complaints_open_target_idx")
      .on(table.targetType, table.targetId)
      .where(sql`${table.decisionId} is null`),
  ],
);

/**
 * What waits for a moderator: one open case per target (complaints, or a new company's first
 * publications), closed by a decision. The queue is the open cases, the longest waiting first.
 */
export const moderationCases = pgTable(
  "moderation_cases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    targetType: complaintTargetType("target_type").notNull(),
    targetId: text("target_id").notNull(),
    cause: moderationCause("cause").notNull(),
    /** The company the target belongs to: counts a new company's first publications. */
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    openedAt: instant("opened_at").notNull(),
    closedAt: instant("closed_at"),
    decisionId: uuid("decision_id").references(() => moderationDecisions.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("moderation_cases_open_target_idx")
      .on(table.targetType, table.targetId)
      .where(sql`${table.closedAt} is null`),
    index("moderation_cases_open_order_idx")
      .on(table.openedAt, table.id)
      .where(sql`${table.closedAt} is null`),
    index("moderation_cases_company_cause_idx").on(table.companyId, table.cause),
  ],
);
