import { sql } from "drizzle-orm";
import { index, integer, pgTable, real, text, uuid } from "drizzle-orm/pg-core";
import { instant } from "../columns";
import { storedFiles } from "./files";

/** A company: employers found one at sign-up or join it; its vacancies and card belong to it. */
export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyName: text("company_name").notNull(),
    /** The company card every vacancy shows (city, logo, rating, feedback count). */
    city: text("city"),
    /**
     * The logo's only record. Readers sign an address when they answer: a stored signed address
     * would expire, break with a new signing secret, and could disagree with the profile.
     */
    logoFileId: uuid("logo_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    /**
     * The mean (one decimal) and count of the company's published reviews (issue 42), rewritten
     * in the transaction of every review change; null and 0 without reviews.
     */
    rating: real("rating"),
    feedbackCount: integer("feedback_count").notNull().default(0),
    /** When a moderator blocked the company (issue 42): its vacancies left the site, it cannot publish. */
    blockedAt: instant("blocked_at"),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [index("companies_name_lower_idx").on(sql`lower(${table.companyName})`)],
);

/**
 * A company's card beyond what vacancies show (`companies` holds the name, city and the logo's
 * file id, which vacancy cards use too); created on the first profile save.
 */
export const companyProfiles = pgTable("company_profiles", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  description: text("description"),
  website: text("website"),
  updatedAt: instant("updated_at").notNull(),
});
