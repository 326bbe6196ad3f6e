import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { instant } from "../columns";
import { companies } from "./company";
import { applicants } from "./profile";
import { applicantAndVacancy } from "./vacancy";

/**
 * What applicants hid from the vacancy list (issue 26). The list excludes them for that
 * applicant with anti-joins on these primary keys (applicant first), so a probe per listed row
 * costs one index lookup however much is hidden.
 */
export const hiddenVacancies = pgTable(
  "hidden_vacancies",
  {
    ...applicantAndVacancy(),
    hiddenAt: instant("hidden_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.applicantId, table.vacancyId] }),
    // Deleting a vacancy deletes its rows here.
    index("hidden_vacancies_vacancy_idx").on(table.vacancyId),
  ],
);

/** Companies an applicant never wants to see a vacancy of. */
export const hiddenCompanies = pgTable(
  "hidden_companies",
  {
    applicantId: uuid("applicant_id")
      .notNull()
      .references(() => applicants.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    hiddenAt: instant("hidden_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.applicantId, table.companyId] }),
    // Deleting a company deletes its rows here.
    index("hidden_companies_company_idx").on(table.companyId),
  ],
);

/** «Исключить слова»: lower-cased words a listed vacancy's title must not contain. */
export const hiddenWords = pgTable("hidden_words", {
  applicantId: uuid("applicant_id")
    .primaryKey()
    .references(() => applicants.id, { onDelete: "cascade" }),
  words: text("words").array().notNull().default(sql`'{}'::text[]`),
  updatedAt: instant("updated_at").notNull(),
});
