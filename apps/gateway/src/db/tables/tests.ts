import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { instant } from "../columns";
import { applicants } from "./profile";
import { vacancies } from "./vacancy";

export const testSessionStatus = pgEnum("test_session_status", ["IN_PROGRESS", "COMPLETED", "EXPIRED"]);
export const testMessageEvent = pgEnum("test_message_event", [
  "VACANCY_ASKED",
  "STARTED",
  "COMPLETED",
  "EXPIRED",
  "RETAKE_OPEN",
]);

/**
 * One sitting of a test, and once closed its result. The items are fixed at the start
 * (`item_ids`, with each item's option order as shown, `option_orders[i][shown] = bank
 * index`), so the bank may change without touching a sitting; `answers` keeps the shown
 * position per item id, exactly as given. A result counts for 12 months after `finished_at`.
 * At most one open sitting per applicant and test (the partial unique index), so two tabs
 * starting at once share one.
 */
export const testSessions = pgTable(
  "test_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicantId: uuid("applicant_id")
      .notNull()
      .references(() => applicants.id, { onDelete: "cascade" }),
    testName: text("test_name").notNull(),
    testVersion: integer("test_version").notNull(),
    itemIds: text("item_ids").array().notNull(),
    optionOrders: jsonb("option_orders").$type<number[][]>().notNull(),
    answers: jsonb("answers").$type<Record<string, number>>().notNull().default({}),
    status: testSessionStatus("status").notNull().default("IN_PROGRESS"),
    /** The vacancy whose test call started the sitting, if any. */
    vacancyId: uuid("vacancy_id").references(() => vacancies.id, { onDelete: "set null" }),
    startedAt: instant("started_at").notNull(),
    deadline: instant("deadline"),
    finishedAt: instant("finished_at"),
    /** Skill tests: share of correct answers, 0..100, and the count. */
    score: integer("score"),
    correct: integer("correct"),
    /** The characteristics test: trait -> 0..100. */
    traits: jsonb("traits").$type<Record<string, number>>(),
  },
  (table) => [
    index("test_sessions_applicant_idx").on(table.applicantId, table.testName, table.startedAt.desc()),
    uniqueIndex("test_sessions_open_idx")
      .on(table.applicantId, table.testName)
      .where(sql`${table.status} = 'IN_PROGRESS'`),
  ],
);

/**
 * The applicant's test messages, one per event. `event_key` names the event (`started:{session}`,
 * `asked:{vacancy}:{test}`, …) so recording it twice keeps one message.
 */
export const testMessages = pgTable(
  "test_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicantId: uuid("applicant_id")
      .notNull()
      .references(() => applicants.id, { onDelete: "cascade" }),
    eventKey: text("event_key").notNull(),
    event: testMessageEvent("event").notNull(),
    testName: text("test_name").notNull(),
    text: text("text").notNull(),
    sessionId: uuid("session_id").references(() => testSessions.id, { onDelete: "set null" }),
    vacancyId: uuid("vacancy_id").references(() => vacancies.id, { onDelete: "set null" }),
    score: integer("score"),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [
    uniqueIndex("test_messages_event_idx").on(table.applicantId, table.eventKey),
    index("test_messages_applicant_idx").on(table.applicantId, table.createdAt.desc()),
  ],
);
