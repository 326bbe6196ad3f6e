import type { SearchAlert } from "@rabota/domain/enums";
import type { SavedSearchFilter } from "@rabota/domain/wire/searches";
import { index, jsonb, pgEnum, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { instant } from "../columns";
import { applicants } from "./profile";
import { vacancies } from "./vacancy";

/**
 * `SEARCH_ALERTS` of the domain, spelled out: drizzle-kit loads this file without the
 * workspace's source exports (the type keeps the two lists equal).
 */
const ALERTS = ["INSTANT", "DAILY", "OFF"] as const satisfies readonly SearchAlert[];
export const searchAlert = pgEnum("search_alert", ALERTS);

/** An applicant's saved searches (issue 26): the list's filters under a name, and their alert. */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicantId: uuid("applicant_id")
      .notNull()
      .references(() => applicants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The list's visitor filters, as the wire's `filter` (validated on the way in). */
    filter: jsonb("filter").$type<SavedSearchFilter>().notNull(),
    alert: searchAlert("alert").notNull(),
    /** When the applicant last opened the search: `newCount` counts what was published since. */
    openedAt: instant("opened_at").notNull(),
    /**
     * Alerts announce vacancies published after this: when the search was saved or its alert
     * last switched on, so turning alerts on never mails the backlog.
     */
    alertSince: instant("alert_since").notNull(),
    /**
     * The time up to which an alert run has looked (the next run looks again a little before
     * it, for publications that committed late); null until the first run.
     */
    alertedThrough: instant("alerted_through"),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
  },
  (table) => [
    index("saved_searches_applicant_idx").on(table.applicantId, table.createdAt.desc()),
    // The alert runs read the searches of one kind (INSTANT or DAILY) in id order.
    index("saved_searches_alert_idx").on(table.alert, table.id),
  ],
);

/**
 * Which vacancies each search has announced: the key is claimed (inserted) before the mail is
 * sent, so a vacancy is mailed at most once per search whatever runs at once, retries or dies.
 */
export const savedSearchDeliveries = pgTable(
  "saved_search_deliveries",
  {
    searchId: uuid("search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    vacancyId: uuid("vacancy_id")
      .notNull()
      .references(() => vacancies.id, { onDelete: "cascade" }),
    claimedAt: instant("claimed_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.searchId, table.vacancyId] }),
    // Deleting a vacancy deletes its deliveries.
    index("saved_search_deliveries_vacancy_idx").on(table.vacancyId),
  ],
);
