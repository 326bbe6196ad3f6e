import { date, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { instant } from "../columns";
import { companies } from "./company";
import { employers } from "./employer";

/**
 * A company the registry of legal entities confirmed (issue 42): what the registry says of it,
 * shown on its page, and who asked. One ИНН verifies one company on Rabota.
 */
export const companyVerifications = pgTable("company_verifications", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  inn: text("inn").notNull().unique(),
  ogrn: text("ogrn").notNull(),
  legalName: text("legal_name").notNull(),
  registeredOn: date("registered_on", { mode: "string" }).notNull(),
  verifiedBy: uuid("verified_by").references(() => employers.id, { onDelete: "set null" }),
  verifiedAt: instant("verified_at").notNull(),
});
