import { and, asc, desc, eq, gt, lte, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { users } from "../../db/tables/auth";
import { chatMessages, chatReads, chatSupportOperators, chats } from "../../db/tables/chat";
import { employers } from "../../db/tables/employer";
import { companyMembers } from "../../db/tables/membership";
import { applicants } from "../../db/tables/profile";
import { vacancyResponses } from "../../db/tables/responses";
import { vacancies } from "../../db/tables/vacancy";
import type { Queryable } from "../../platform/db/database";
import { firstRow } from "../../platform/db/first-row";

/**
 * Who is asking, resolved once per call: the user, the applicant id (an applicant), the
 * company of an active membership (an employer), and whether the user answers support.
 */
export interface ChatAccess {
  userId: string;
  applicantId: string | null;
  companyId: string | null;
  operator: boolean;
}

/**
 * A chat with what decides who belongs: its company (a response chat's vacancy's) and its
 * "customer" — the applicant's user of a response chat, the user of a support chat. Every
 * chat has two sides: the customer, and the company's active members or the support operators.
 */
export interface ChatRow {
  id: string;
  kind: "support" | "response";
  customerUserId: string;
  applicantId: string | null;
  companyId: string | null;
}

/** The applicant's user row, beside the `users` a query already joins (staff, senders). */
export const applicantUser = alias(users, "applicant_user");

export async function isSupportOperator(db: Queryable, userId: string): Promise<boolean> {
  const row = await firstRow(
    db
      .select({ userId: chatSupportOperators.userId })
      .from(chatSupportOperators)
      .where(eq(chatSupportOperators.userId, userId)),
  );
  return row !== undefined;
}

export async function insertSupportOperator(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.insert(chatSupportOperators).values({ userId, createdAt: now }).onConflictDoNothing();
}

export async function findChat(db: Queryable, chatId: string): Promise<ChatRow | undefined> {
  const row = await firstRow(
    db
      .select({
        id: chats.id,
        kind: chats.kind,
        supportUserId: chats.supportUserId,
        applicantUserId: applicants.userId,
        applicantId: chats.applicantId,
        companyId: vacancies.companyId,
      })
      .from(chats)
      .leftJoin(applicants, eq(applicants.id, chats.applicantId))
      .leftJoin(vacancies, eq(vacancies.id, chats.vacancyId))
      .where(eq(chats.id, chatId)),
  );
  const customerUserId = row?.supportUserId ?? row?.applicantUserId;
  if (!row || !customerUserId) return undefined;
  return {
    id: row.id,
    kind: row.kind,
    customerUserId,
    applicantId: row.applicantId,
    companyId: row.companyId,
  };
}

/** The user's support chat, opened on first use. */
export async function ensureSupportChat(db: Queryable, userId: string, now: Date): Promise<string> {
  await db
    .insert(chats)
    .values({ kind: "support", supportUserId: userId, createdAt: now })
    .onConflictDoNothing();
  const row = await firstRow(db.select({ id: chats.id }).from(chats).where(eq(chats.supportUserId, userId)));
  if (!row) throw new Error(`support chat of ${userId} vanished`);
  return row.id;
}

/** The response's chat, opened on first use. */
export async function ensureResponseChat(
  db: Queryable,
  input: { vacancyId: string; applicantId: string; now: Date },
): Promise<string> {
  await db
    .insert(chats)
    .values({
      kind: "response",
      vacancyId: input.vacancyId,
      applicantId: input.applicantId,
      createdAt: input.now,
    })
    .onConflictDoNothing();
  const row = await firstRow(
    db
      .select({ id: chats.id })
      .from(chats)
      .where(and(eq(chats.vacancyId, input.vacancyId), eq(chats.applicantId, input.applicantId))),
  );
  if (!row) throw new Error(`chat of response ${input.vacancyId}/${input.applicantId} vanished`);
  return row.id;
}

/** The company of the vacancy the applicant responded to; undefined without such a response. */
export async function findResponseCompany(
  db: Queryable,
  vacancyId: string,
  applicantId: string,
): Promise<string | undefined> {
  const row = await firstRow(
    db
      .select({ companyId: vacancies.companyId })
      .from(vacancyResponses)
      .innerJoin(vacancies, eq(vacancies.id, vacancyResponses.vacancyId))
      .where(and(eq(vacancyResponses.vacancyId, vacancyId), eq(vacancyResponses.applicantId, applicantId))),
  );
  return row?.companyId;
}

/** The users on the company (or support) side of a chat right now. */
export async function staffUserIds(db: Queryable, chat: ChatRow): Promise<string[]> {
  if (chat.kind === "support") {
    const rows = await db.select({ userId: chatSupportOperators.userId }).from(chatSupportOperators);
    return rows.map((row) => row.userId);
  }
  if (!chat.companyId) return [];
  const rows = await db
    .select({ userId: employers.userId })
    .from(companyMembers)
    .innerJoin(employers, eq(employers.id, companyMembers.employerId))
    .where(and(eq(companyMembers.companyId, chat.companyId), eq(companyMembers.status, "active")));
  return rows.map((row) => row.userId);
}

export interface MessageRow {
  id: number;
  chatId: string;
  text: string;
  senderRoleId: string;
  senderUserId: string;
  clientMsgId: string;
  sentAt: Date;
}

const messageColumns = {
  id: chatMessages.id,
  chatId: chatMessages.chatId,
  text: chatMessages.text,
  senderRoleId: chatMessages.senderRoleId,
  senderUserId: chatMessages.senderUserId,
  clientMsgId: chatMessages.clientMsgId,
  sentAt: chatMessages.sentAt,
};

/**
 * Stores a message and moves the chat up the list; a `(sender, clientMsgId)` stored before
 * stores nothing and answers that first message with `created: false`.
 */
export async function insertMessage(
  db: Queryable,
  input: {
    chatId: string;
    senderUserId: string;
    senderRoleId: string;
    senderRole: "applicant" | "employer";
    text: string;
    clientMsgId: string;
    now: Date;
  },
): Promise<{ message: MessageRow; created: boolean }> {
  const [inserted] = await db
    .insert(chatMessages)
    .values({ ...input, sentAt: input.now })
    .onConflictDoNothing()
    .returning(messageColumns);
  if (inserted) {
    await db.update(chats).set({ lastMessageAt: input.now }).where(eq(chats.id, input.chatId));
    return { message: inserted, created: true };
  }
  const existing = await firstRow(
    db
      .select(messageColumns)
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.senderUserId, input.senderUserId),
          eq(chatMessages.clientMsgId, input.clientMsgId),
        ),
      ),
  );
  if (!existing) throw new Error(`message ${input.clientMsgId} neither stored nor found`);
  return { message: existing, created: false };
}

/** True when the message was written by the other side than `readerUserId`'s (the customer's or the staff's). */
export function fromOtherSide(customerUserId: SQL | string, readerUserId: SQL | string): SQL {
  return sql`((${chatMessages.senderUserId} = (${customerUserId})::uuid) <> ((${readerUserId})::uuid = (${customerUserId})::uuid))`;
}

/**
 * A message's `readAt`: when the first member of the other side moved the watermark past it
 * (the time of that member's latest read, the watermark keeping no history).
 */
function readAtOf(chat: ChatRow) {
  return sql<Date | null>`(
    select min(${chatReads.readAt}) from ${chatReads}
    where ${chatReads.chatId} = ${chatMessages.chatId}
      and ${chatReads.lastReadMessageId} >= ${chatMessages.id}
      and ((${chatMessages.senderUserId} = ${chat.customerUserId}::uuid) <> (${chatReads.userId} = ${chat.customerUserId}::uuid))
  )`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value)));
}

export type MessageWithReadRow = MessageRow & { readAt: Date | null };

/** One history page: newest first from `offset`, `limit` rows. */
export async function messagesPage(
  db: Queryable,
  chat: ChatRow,
  page: { offset: number; limit: number },
): Promise<MessageWithReadRow[]> {
  return db
    .select({ ...messageColumns, readAt: readAtOf(chat) })
    .from(chatMessages)
    .where(eq(chatMessages.chatId, chat.id))
    .orderBy(desc(chatMessages.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** Messages after `afterId`, oldest first, at most `limit`. */
export async function messagesAfter(
  db: Queryable,
  chat: ChatRow,
  afterId: number,
  limit: number,
): Promise<MessageWithReadRow[]> {
  return db
    .select({ ...messageColumns, readAt: readAtOf(chat) })
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chat.id), gt(chatMessages.id, afterId)))
    .orderBy(asc(chatMessages.id))
    .limit(limit);
}

/**
 * Moves the reader's watermark forward to `upToId` (never past the chat's newest message,
 * never back) and answers the other side's messages it newly covers, with the read time;
 * nothing when it did not move.
 */
export async function advanceWatermark(
  db: Queryable,
  input: { chat: ChatRow; userId: string; upToId: number; now: Date },
): Promise<number[]> {
  const { chat, userId, now } = input;
  const [newest] = await db
    .select({ id: sql<number | null>`max(${chatMessages.id})`.mapWith(Number) })
    .from(chatMessages)
    .where(eq(chatMessages.chatId, chat.id));
  const upToId = Math.min(input.upToId, newest?.id ?? 0);
  if (upToId <= 0) return [];
  const previous = await firstRow(
    db
      .select({ lastReadMessageId: chatReads.lastReadMessageId })
      .from(chatReads)
      .where(and(eq(chatReads.chatId, chat.id), eq(chatReads.userId, userId))),
  );
  const from = previous?.lastReadMessageId ?? 0;
  if (upToId <= from) return [];
  const [moved] = await db
    .insert(chatReads)
    .values({ chatId: chat.id, userId, lastReadMessageId: upToId, readAt: now })
    .onConflictDoUpdate({
      target: [chatReads.chatId, chatReads.userId],
      set: { lastReadMessageId: upToId, readAt: now },
      // A concurrent read that went further wins.
      setWhere: sql`${chatReads.lastReadMessageId} < ${upToId}`,
    })
    .returning({ chatId: chatReads.chatId });
  if (!moved) return [];
  const rows = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.chatId, chat.id),
        gt(chatMessages.id, from),
        lte(chatMessages.id, upToId),
        fromOtherSide(chat.customerUserId, userId),
      ),
    )
    .orderBy(asc(chatMessages.id));
  return rows.map((row) => row.id);
}

// ---------------------------------------------------------------- the list

/** One message with its sender's name and chat (issue 42: complaints about it); undefined for an unknown id. */
export async function findMessage(db: Queryable, messageId: number) {
  return firstRow(
    db
      .select({
        id: chatMessages.id,
        chatId: chatMessages.chatId,
        text: chatMessages.text,
        senderUserId: chatMessages.senderUserId,
        senderName: sql<string>`${users.name} || ' ' || ${users.surname}`,
        sentAt: chatMessages.sentAt,
      })
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.senderUserId))
      .where(eq(chatMessages.id, messageId)),
  );
}
