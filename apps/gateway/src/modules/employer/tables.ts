import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies, employers } from "../auth/tables";

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

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

/** The contact person's details beyond sign-up. */
export const employerContacts = pgTable("employer_contacts", {
  employerId: uuid("employer_id")
    .primaryKey()
    .references(() => employers.id, { onDelete: "cascade" }),
  phone: text("phone"),
  updatedAt: instant("updated_at").notNull(),
});
