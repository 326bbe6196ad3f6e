import { sql } from "drizzle-orm";
import { date, index, integer, pgEnum, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { instant } from "../columns";
import { companies } from "./company";
import { applicantAndVacancy } from "./vacancy";

// The responses module's tables: the responses and what the response rates are kept in.

export const responseStatus = pgEnum("response_status", [
  "RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED",
  "RESPONSE_STATUS_VIEWED",
  "RESPONSE_STATUS_REJECTED",
  "RESPONSE_STATUS_INVITED",
  "RESPONSE_STATUS_NO_ANSWER",
]);

/** Who started a response: the applicant, or an employer inviting a found person (issue 44). */
export const responseStarter = pgEnum("response_starter", ["applicant", "employer"]);

/**
 * An application: one per applicant and vacancy; the employer moves its status. A rejection
 * is `rejected_at`, the instant it takes effect (the employer's undo window after «Отказать»):
 * the employer sees it at once, the applicant only from then on, and until then the employer
 * may take it back. `status` keeps the viewed state underneath, so an undo restores it; a
 * `status` of REJECTED (rows from before the window existed) is a rejection already in effect.
 */
export const vacancyResponses = pgTable(
  "vacancy_responses",
  {
    ...applicantAndVacancy(),
    status: responseStatus("status").notNull().default("RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED"),
    appliedAt: instant("applied_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
    rejectedAt: instant("rejected_at"),
    /** The employer's message with «Пригласить» (status INVITED), which the applicant reads. */
    invitationMessage: text("invitation_message"),
    /**
     * The first answer: when the employer invited or rejected (the click, not the end of the
     * rejection's undo window). An undone rejection, if it was the only answer, clears it.
     */
    answeredAt: instant("answered_at"),
    /**
     * `employer` for an invitation of a person found in the candidate search: no response of
     * theirs, so it counts in no response rate and opens no more of the profile than they show.
     */
    startedBy: responseStarter("started_by").notNull().default("applicant"),
  },
  (table) => [
    primaryKey({ columns: [table.applicantId, table.vacancyId] }),
    index("vacancy_responses_applicant_idx").on(table.applicantId, table.appliedAt.desc()),
    index("vacancy_responses_vacancy_idx").on(table.vacancyId, table.appliedAt.desc()),
    // The sweep of unanswered responses reads the oldest of those still waiting for an answer.
    index("vacancy_responses_waiting_idx")
      .on(table.appliedAt)
      .where(
        sql`${table.status} in ('RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED', 'RESPONSE_STATUS_VIEWED') and ${table.rejectedAt} is null`,
      ),
  ],
);

/**
 * The company's response rate (issue 25), kept current in the transaction of every response
 * and answer, in two parts. `company_response_days`: responses counted by the day they were
 * made (UTC) and how many whole hours passed until their first answer, when that came within
 * `RESPONSE_STALE_AFTER_MS` (`answer_hours` -1: no answer in time, or none yet).
 * `company_response_rates`: the same counts summed over the window (the last 90 days), one row
 * per company, which is all a read needs. The sweep deletes the days that leave the window and
 * takes them off the sums in one transaction. Rows stay when a vacancy or an applicant is
 * deleted: a company does not improve its rate by deleting what it left unanswered.
 */
export const companyResponseDays = pgTable(
  "company_response_days",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    answerHours: integer("answer_hours").notNull(),
    responses: integer("responses").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.day, table.answerHours] }),
    // The sweep deletes the oldest days of every company.
    index("company_response_days_day_idx").on(table.day),
  ],
);

/**
 * The window's sums per company: `responses` made in it, and `answer_hours[h + 1]` of them
 * answered in time after `h` whole hours (PostgreSQL arrays count from 1).
 */
export const companyResponseRates = pgTable("company_response_rates", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  responses: integer("responses").notNull().default(0),
  answerHours: integer("answer_hours").array().notNull().default(sql`'{}'::int[]`),
});
