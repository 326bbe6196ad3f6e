import type { CompanyMemberStatus } from "@rabota/domain/enums";
import { index, pgEnum, pgTable, uuid } from "drizzle-orm/pg-core";
import { instant } from "../columns";
import { companies } from "./company";
import { employers } from "./employer";

/**
 * `COMPANY_MEMBER_STATUSES` of the domain, spelled out: drizzle-kit loads this file without
 * the workspace's source exports (the type below keeps the two lists equal).
 */
const STATUSES = [
  "pending",
  "active",
  "rejected",
  "removed",
] as const satisfies readonly CompanyMemberStatus[];
export const companyMemberStatus = pgEnum("company_member_status", STATUSES);

/**
 * Who may reach a company's data: one row per employer (an employer belongs to one company).
 * The founder of a company is `active` from the start; an employer who chose an existing
 * company at sign-up is `pending` until an active member of that company decides.
 */
export const companyMembers = pgTable(
  "company_members",
  {
    employerId: uuid("employer_id")
      .primaryKey()
      .references(() => employers.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    status: companyMemberStatus("status").notNull(),
    /** The active member who approved, rejected or removed; null for a founder and while pending. */
    decidedBy: uuid("decided_by").references(() => employers.id, { onDelete: "set null" }),
    decidedAt: instant("decided_at"),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [index("company_members_company_status_idx").on(table.companyId, table.status)],
);
