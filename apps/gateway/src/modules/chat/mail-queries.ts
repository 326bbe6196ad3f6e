import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { users } from "../../db/tables/auth";
import { chatMessages, chatReads, chats } from "../../db/tables/chat";
import { companies } from "../../db/tables/company";
import { vacancies } from "../../db/tables/vacancy";
import type { Queryable } from "../../platform/db/database";
import { firstRow } from "../../platform/db/first-row";
import { type ChatRow, fromOtherSide } from "./queries";

// The unread mail: what a member of a chat has not read and not been mailed about.

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
