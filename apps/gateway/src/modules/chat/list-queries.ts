import type { ChatListType } from "@rabota/domain/wire/chat";
import { and, desc, eq, ne, or, type SQL, sql } from "drizzle-orm";
import { users } from "../../db/tables/auth";
import { chatMessages, chatReads, chats } from "../../db/tables/chat";
import { companies } from "../../db/tables/company";
import { applicants } from "../../db/tables/profile";
import { vacancies } from "../../db/tables/vacancy";
import type { Queryable } from "../../platform/db/database";
import { firstRow } from "../../platform/db/first-row";
import { applicantUser, type ChatAccess, fromOtherSide } from "./queries";

// The chat list and the unread counts: what each caller sees of their chats.

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
