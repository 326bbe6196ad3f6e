import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Messages of the `outbox` mail transport: kept instead of delivered (development and tests). */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    /** Identity, so "newest first" is exact even when two messages share a timestamp. */
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    code: text("code"),
    /** Extra headers the message carried (`List-Unsubscribe` of an alert), null for none. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("outbox_messages_to_sent_idx").on(table.to, table.sentAt)],
);
