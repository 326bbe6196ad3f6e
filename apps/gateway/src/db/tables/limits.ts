import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "../columns";

/**
 * Rate-limit counters every replica shares (docs/decisions/017-shared-rate-limits.md): one row
 * per limit and subject (`profile:{userId}`, `codeSends:{email}`), counting hits in a fixed
 * window that ends at `resetsAt`. Rows whose window ended are dead and swept.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetsAt: instant("resets_at").notNull(),
  },
  (table) => [index("rate_limit_counters_resets_at_idx").on(table.resetsAt)],
);
