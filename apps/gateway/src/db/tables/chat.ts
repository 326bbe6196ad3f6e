import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  customType,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { instant } from "../columns";
import { userRole, users } from "./auth";
import { applicants } from "./profile";
import { vacancies } from "./vacancy";

/** `CHAT_KINDS` of the domain, spelled out: drizzle-kit loads this file without the workspace's source exports. */
export const chatKind = pgEnum("chat_kind", ["support", "response"]);

/**
 * A chat: the support chat of one user (`support_user_id`), or the chat of one response
 * (`applicant_id` × `vacancy_id`) between the applicant and the vacancy's company. Who belongs
 * is never stored here: it is read from the response and the company's active members at each
 * call, so a member who leaves the company loses the chat at once.
 */
export const chats = pgTable(
  "chats",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: chatKind("kind").notNull(),
    supportUserId: uuid("support_user_id").references(() => users.id, { onDelete: "cascade" }),
    applicantId: uuid("applicant_id").references(() => applicants.id, { onDelete: "cascade" }),
    vacancyId: uuid("vacancy_id").references(() => vacancies.id, { onDelete: "cascade" }),
    createdAt: instant("created_at").notNull(),
    /** The latest message's time (null before the first): the list's order. */
    lastMessageAt: instant("last_message_at"),
  },
  (table) => [
    uniqueIndex("chats_support_user_idx").on(table.supportUserId),
    uniqueIndex("chats_response_idx").on(table.vacancyId, table.applicantId),
    index("chats_applicant_idx").on(table.applicantId),
    index("chats_kind_activity_idx").on(table.kind, table.lastMessageAt.desc()),
  ],
);

/**
 * A message. Ids grow with time (an identity), so "after id" and the read watermark are
 * comparisons. `(sender_user_id, client_msg_id)` is unique: a retried send stores nothing new.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    chatId: uuid("chat_id")
      .notNull()
      .references(() => chats.id, { onDelete: "cascade" }),
    senderUserId: uuid("sender_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The sender's applicant or employer id: the wire's `senderRoleId`. */
    senderRoleId: uuid("sender_role_id").notNull(),
    senderRole: userRole("sender_role").notNull(),
    text: text("text").notNull(),
    clientMsgId: text("client_msg_id").notNull(),
    sentAt: instant("sent_at").notNull(),
  },
  (table) => [
    uniqueIndex("chat_messages_client_msg_idx").on(table.senderUserId, table.clientMsgId),
    index("chat_messages_chat_idx").on(table.chatId, table.id.desc()),
  ],
);

/**
 * What one member has read of one chat: a watermark (the last read message id) and when it
 * last moved; unread counts and each message's `readAt` are derived from it.
 * `notified_up_to_id` is the newest message the member was mailed about (one mail per spell).
 */
export const chatReads = pgTable(
  "chat_reads",
  {
    chatId: uuid("chat_id")
      .notNull()
      .references(() => chats.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastReadMessageId: bigint("last_read_message_id", { mode: "number" }).notNull().default(0),
    readAt: instant("read_at"),
    notifiedUpToId: bigint("notified_up_to_id", { mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.chatId, table.userId] })],
);

/** Users who answer support chats: they see every user's support chat and write in it. */
export const chatSupportOperators = pgTable("chat_support_operators", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: instant("created_at").notNull(),
});

const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

/**
 * Where `@socket.io/postgres-adapter` keeps packets too large for a NOTIFY (its default table
 * name and shape); it deletes old rows itself. Used only on a PostgreSQL server.
 */
export const socketIoAttachments = pgTable("socket_io_attachments", {
  id: bigserial("id", { mode: "number" }).unique(),
  createdAt: instant("created_at").default(sql`now()`),
  payload: bytea("payload"),
});
