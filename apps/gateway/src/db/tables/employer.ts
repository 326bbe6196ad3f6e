import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { instant } from "../columns";
import { users } from "./auth";
import { companies } from "./company";

/** The employer side of a user; its id is the one in `/v1/profile/employer/{employerId}`. */
export const employers = pgTable(
  "employers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "restrict" }),
    position: text("position").notNull(),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [index("employers_company_idx").on(table.companyId)],
);

/** The contact person's details beyond sign-up. */
export const employerContacts = pgTable("employer_contacts", {
  employerId: uuid("employer_id")
    .primaryKey()
    .references(() => employers.id, { onDelete: "cascade" }),
  phone: text("phone"),
  updatedAt: instant("updated_at").notNull(),
});
