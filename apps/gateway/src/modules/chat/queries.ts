import type { ChatListType } from "@rabota/domain/wire/chat";
import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { users } from "../../db/tables/auth";
import { chatMessages, chatReads, chatSupportOperators, chats } from "../../db/tables/chat";
import { companies } from "../../db/tables/company";
import { employers } from "../../db/tables/employer";
import { companyMembers } from "../../db/tables/membership";
import { applicants } from "../../db/tables/profile";
import { vacancies, vacancyResponses } from "../../db/tables/vacancy";
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

const applicantUser = alias(users, "applicant_user");

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
function fromOtherSide(customerUserId: SQL | string, readerUserId: SQL | string): SQL {
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

/** The chat's customer: the support chat's user, or the response's applicant's user. */
const customerOfChat = sql`coalesce(${chats.supportUserId}, ${applicantUser.id})`;

function unreadOf(userId: string) {
  return sql<number>`(
    select count(*) from ${chatMessages}
    where ${chatMessages.chatId} = ${chats.id}
      and ${fromOtherSide(customerOfChat, userId)}
      and ${chatMessages.id} > coalesce((
        select ${chatReads.lastReadMessageId} from ${chatReads}
        where ${chatReads.chatId} = ${chats.id} and ${chatReads.userId} = ${userId}
      ), 0)
  )`.mapWith(Number);
}

/** The chats `access` sees besides its own support chat, narrowed by `type`. */
function listedChats(access: ChatAccess, type: ChatListType): SQL | undefined {
  const seen: SQL[] = [];
  if (type !== "support") {
    if (access.applicantId)
      seen.push(and(eq(chats.kind, "response"), eq(chats.applicantId, access.applicantId)) as SQL);
    if (access.companyId)
      seen.push(and(eq(chats.kind, "response"), eq(vacancies.companyId, access.companyId)) as SQL);
  }
  // An operator's queue: every other user's support chat that has a message.
  if (access.operator) {
    seen.push(
      and(
        eq(chats.kind, "support"),
        ne(chats.supportUserId, access.userId),
        sql`${chats.lastMessageAt} is not null`,
      ) as SQL,
    );
  }
  if (seen.length === 0) return undefined;
  const visible = or(...seen);
  return type === "unread" ? and(visible, sql`${unreadOf(access.userId)} > 0`) : visible;
}

export interface ChatListRow {
  chatId: string;
  kind: "support" | "response";
  companyName: string | null;
  vacancyName: string | null;
  lastMessage: string | null;
  sentAt: Date | null;
  unreadCount: number;
  employerName: string | null;
  customerName: string | null;
}

function listSelect(db: Queryable, userId: string) {
  return db
    .select({
      chatId: chats.id,
      kind: chats.kind,
      companyName: companies.companyName,
      vacancyName: vacancies.title,
      lastMessage: sql<string | null>`(
        select ${chatMessages.text} from ${chatMessages}
        where ${chatMessages.chatId} = ${chats.id} order by ${chatMessages.id} desc limit 1
      )`,
      sentAt: chats.lastMessageAt,
      unreadCount: unreadOf(userId),
      employerName: sql<string | null>`(
        select ${users.name} || ' ' || ${users.surname} from ${chatMessages}
        join ${users} on ${users.id} = ${chatMessages.senderUserId}
        where ${chatMessages.chatId} = ${chats.id} and ${chatMessages.senderRole} = 'employer'
        order by ${chatMessages.id} desc limit 1
      )`,
      customerName: sql<string | null>`(
        -- trimmed: a deleted account's surname is empty
        select trim(${users.name} || ' ' || ${users.surname}) from ${users} where ${users.id} = ${customerOfChat}
      )`,
    })
    .from(chats)
    .leftJoin(applicants, eq(applicants.id, chats.applicantId))
    .leftJoin(applicantUser, eq(applicantUser.id, applicants.userId))
    .leftJoin(vacancies, eq(vacancies.id, chats.vacancyId))
    .leftJoin(companies, eq(companies.id, vacancies.companyId));
}

/** One page of the caller's chats, latest activity first (a chat without messages by its opening). */
export async function listChats(
  db: Queryable,
  access: ChatAccess,
  input: { type: ChatListType; offset: number; limit: number },
): Promise<ChatListRow[]> {
  const where = listedChats(access, input.type);
  if (!where) return [];
  return listSelect(db, access.userId)
    .where(where)
    .orderBy(desc(sql`coalesce(${chats.lastMessageAt}, ${chats.createdAt})`), desc(chats.id))
    .offset(input.offset)
    .limit(input.limit);
}

/** The caller's own support chat as a list entry. */
export async function supportChatItem(db: Queryable, access: ChatAccess, chatId: string) {
  return firstRow(listSelect(db, access.userId).where(eq(chats.id, chatId)));
}

/** Unread messages over every chat the caller sees, its own support chat included. */
export async function unreadTotal(db: Queryable, access: ChatAccess): Promise<number> {
  const listed = listedChats(access, "all");
  const own = and(eq(chats.kind, "support"), eq(chats.supportUserId, access.userId)) as SQL;
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${unreadOf(access.userId)}), 0)`.mapWith(Number) })
    .from(chats)
    .leftJoin(applicants, eq(applicants.id, chats.applicantId))
    .leftJoin(applicantUser, eq(applicantUser.id, applicants.userId))
    .leftJoin(vacancies, eq(vacancies.id, chats.vacancyId))
    .where(listed ? or(listed, own) : own);
  return row?.total ?? 0;
}

// ---------------------------------------------------------------- the unread mail

/**
 * The other side's messages the member has neither read nor been mailed about: how many and
 * the newest id (0 and 0 when none).
 */
export async function unmailedUnread(
  db: Queryable,
  chat: ChatRow,
  userId: string,
): Promise<{ count: number; newestId: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      newestId: sql<number>`coalesce(max(${chatMessages.id}), 0)`.mapWith(Number),
    })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.chatId, chat.id),
        fromOtherSide(chat.customerUserId, userId),
        gt(
          chatMessages.id,
          sql`coalesce((
            select greatest(${chatReads.lastReadMessageId}, ${chatReads.notifiedUpToId}) from ${chatReads}
            where ${chatReads.chatId} = ${chat.id} and ${chatReads.userId} = ${userId}
          ), 0)`,
        ),
      ),
    );
  return { count: row?.count ?? 0, newestId: row?.newestId ?? 0 };
}

export async function markMailed(
  db: Queryable,
  chatId: string,
  userId: string,
  upToId: number,
): Promise<void> {
  await db
    .insert(chatReads)
    .values({ chatId, userId, notifiedUpToId: upToId })
    .onConflictDoUpdate({
      target: [chatReads.chatId, chatReads.userId],
      set: { notifiedUpToId: sql`greatest(${chatReads.notifiedUpToId}, ${upToId})` },
    });
}

/** Address and first name of users, for mail; a deleted account has no address to mail. */
export async function contactsOf(db: Queryable, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(and(inArray(users.id, userIds), isNull(users.deletedAt)));
}

/** A chat's title for mail: the company and vacancy of a response chat. */
export async function chatTitleParts(db: Queryable, chatId: string) {
  return firstRow(
    db
      .select({ companyName: companies.companyName, vacancyName: vacancies.title })
      .from(chats)
      .leftJoin(vacancies, eq(vacancies.id, chats.vacancyId))
      .leftJoin(companies, eq(companies.id, vacancies.companyId))
      .where(eq(chats.id, chatId)),
  );
}
