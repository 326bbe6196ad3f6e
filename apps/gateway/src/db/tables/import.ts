import type { ImportFolder } from "@rabota/domain/enums";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { instant } from "../columns";
import { companies } from "./company";
import { employers } from "./employer";
import { vacancyStatus } from "./vacancy";

/**
 * The `state` of an hh.ru authorization in flight (CSRF protection of the OAuth redirect): kept
 * hashed, bound to the employer who asked and its company, short-lived, and deleted when the
 * callback uses it, so it works once.
 */
export const hhOauthStates = pgTable(
  "hh_oauth_states",
  {
    stateHash: text("state_hash").primaryKey(),
    employerId: uuid("employer_id")
      .notNull()
      .references(() => employers.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    expiresAt: instant("expires_at").notNull(),
  },
  (table) => [index("hh_oauth_states_expires_idx").on(table.expiresAt)],
);

/**
 * Every authorization code the gateway exchanged (hashed): a code is exchanged once, and one
 * shown again is refused before hh.ru is asked.
 */
export const hhUsedCodes = pgTable("hh_used_codes", {
  codeHash: text("code_hash").primaryKey(),
  companyId: uuid("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" }),
  usedAt: instant("used_at").notNull(),
});

/**
 * A company's link to its hh.ru employer account: the tokens (sealed, see `SealedBox`), the
 * hh.ru employer and manager, and the code of the latest linking, which an import must name.
 */
export const hhConnections = pgTable("hh_connections", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  linkedBy: uuid("linked_by")
    .notNull()
    .references(() => employers.id, { onDelete: "cascade" }),
  codeHash: text("code_hash").notNull(),
  hhEmployerId: text("hh_employer_id").notNull(),
  hhManagerId: text("hh_manager_id"),
  accessToken: text("access_token").notNull(),
  refreshToken: text("refresh_token").notNull(),
  accessExpiresAt: instant("access_expires_at").notNull(),
  updatedAt: instant("updated_at").notNull(),
});

/**
 * One import of one hh.ru folder into a company. At most one run per company is queued or
 * running (the partial unique index), so two gateway replicas serialise imports too. A worker
 * holds the run by `heartbeat_at` (a lease that a dead worker stops renewing); `attempts`
 * counts the workers that took it, so a run that keeps killing its worker ends as failed.
 */
export const importRuns = pgTable(
  "import_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The order runs were started in (instants can tie; this cannot). */
    seq: integer("seq").notNull().generatedAlwaysAsIdentity(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    startedBy: uuid("started_by").references(() => employers.id, { onDelete: "set null" }),
    folder: vacancyStatus("folder").$type<ImportFolder>().notNull(),
    status: text("status", { enum: ["queued", "running", "done", "failed"] })
      .notNull()
      .default("queued"),
    total: integer("total"),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    heartbeatAt: instant("heartbeat_at"),
    createdAt: instant("created_at").notNull(),
    startedAt: instant("started_at"),
    finishedAt: instant("finished_at"),
  },
  (table) => [
    uniqueIndex("import_runs_one_active_idx")
      .on(table.companyId)
      .where(sql`${table.status} in ('queued', 'running')`),
    index("import_runs_company_idx").on(table.companyId, table.seq.desc()),
  ],
);

/**
 * What a run did with each hh.ru vacancy: written in the same transaction as the vacancy, so a
 * run resumed after a crash skips what it did and counts every vacancy exactly once.
 */
export const importRunItems = pgTable(
  "import_run_items",
  {
    runId: uuid("run_id")
      .notNull()
      .references(() => importRuns.id, { onDelete: "cascade" }),
    externalId: text("external_id").notNull(),
    outcome: text("outcome", { enum: ["imported", "updated", "kept", "failed"] }).notNull(),
    title: text("title"),
    reason: text("reason"),
    at: instant("at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.runId, table.externalId] })],
);
