import { randomUUID } from "node:crypto";
import { CHAT_DEFAULT_COMPANY_NAME, CHAT_SUPPORT_LABEL } from "@rabota/domain/constants";
import type {
  ChatHistoryResponse,
  ChatListItemDto,
  ChatListResponse,
  ChatListType,
  ChatMessageAckEvent,
  ChatMessageDto,
  ChatMessageReadEvent,
  ChatMessagesAfterResponse,
  ChatSummaryResponse,
} from "@rabota/domain/wire/chat";
import type { Config } from "../../config";
import { isUuid } from "../../db/columns";
import type { Db } from "../../platform/db/database";
import { badRequest, forbidden, notFound } from "../../platform/http/errors";
import { CHAT_REPLIES, NOT_FOUND_REPLIES } from "../../platform/http/messages";
import type { JobQueue } from "../../platform/jobs/jobs";
import type { Mailer } from "../../platform/mail/mailer";
import { chatUnreadMail } from "../../platform/mail/messages";
import type { SessionClaims } from "../../platform/security/session-tokens";
import * as lists from "./list-queries";
import * as mails from "./mail-queries";
import * as queries from "./queries";

/** The queue of the coalesced unread mail: one waiting job per chat and recipient. */
export const CHAT_UNREAD_MAIL_QUEUE = "chat-unread-mail";

/** The payload of a {@link CHAT_UNREAD_MAIL_QUEUE} job. */
export interface ChatUnreadMailJob {
  chatId: string;
  userId: string;
}

export interface ChatServiceDeps {
  db: Db;
  now: () => Date;
  config: Config;
  mailer: Mailer;
  jobs: JobQueue;
  /** The company an employer may act for (an active membership), or none. */
  activeCompanyOf: (employerId: string) => Promise<string | undefined>;
}

/** A stored message and who must hear of it. */
export interface SentMessage {
  ack: ChatMessageAckEvent;
  message: ChatMessageDto;
  /** False for a retried `clientMsgId`: acknowledged again, announced to nobody. */
  created: boolean;
  /** Every member's user id (both sides, the sender included: its other tabs). */
  memberUserIds: string[];
  /** Who gets the unread mail if it stays unread: the other side, support operators excepted. */
  mailUserIds: string[];
}

const MESSAGE_ID = /^[1-9]\d{0,15}$/;

function toMessageDto(row: queries.MessageRow & { readAt?: Date | null }): ChatMessageDto {
  return {
    id: String(row.id),
    chatId: row.chatId,
    text: row.text,
    senderRoleId: row.senderRoleId,
    sentAt: row.sentAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    clientMsgId: row.clientMsgId,
  };
}

function toListItem(row: lists.ChatListRow, access: queries.ChatAccess): ChatListItemDto {
  const support = row.kind === "support";
  return {
    chatId: row.chatId,
    kind: row.kind,
    companyName: support ? CHAT_SUPPORT_LABEL : (row.companyName ?? CHAT_DEFAULT_COMPANY_NAME),
    vacancyName: row.vacancyName,
    lastMessage: row.lastMessage,
    sentAt: row.sentAt?.toISOString() ?? null,
    unreadCount: row.unreadCount,
    employerName: row.employerName,
    // The counterpart's name: the applicant for the company, the user for an operator.
    applicantName: support && !access.operator ? null : row.customerName,
  };
}

/** A message id from the wire (a decimal string), or 400. */
function messageIdOf(value: string): number {
  if (!MESSAGE_ID.test(value)) throw badRequest(CHAT_REPLIES.invalidMessageId);
  return Number(value);
}

/**
 * The live chat: who may see which chat (checked on every call and event — a chat the caller
 * does not belong to is a 403, whether or not it exists), the list, history and replay, the
 * sending and reading the socket relays, and the coalesced unread mail.
 */
export class ChatService {
  /** Tells the members' open sockets of a message stored outside the socket (none while the chat is off). */
  #announce: ((sent: SentMessage) => void) | null = null;

  constructor(private readonly deps: ChatServiceDeps) {}

  /** The socket server hands over how it announces a message to the members' rooms. */
  announceWith(announce: (sent: SentMessage) => void): void {
    this.#announce = announce;
  }

  /** Who the session is for the chat: applicant id, active company, operator or not. */
  async accessOf(session: SessionClaims): Promise<queries.ChatAccess> {
    const [companyId, operator] = await Promise.all([
      session.role === "employer" ? this.deps.activeCompanyOf(session.profileId) : undefined,
      queries.isSupportOperator(this.deps.db, session.userId),
    ]);
    return {
      userId: session.userId,
      applicantId: session.role === "applicant" ? session.profileId : null,
      companyId: companyId ?? null,
      operator,
    };
  }

  /** Whether `access` belongs to the chat now. */
  #belongs(access: queries.ChatAccess, chat: queries.ChatRow): boolean {
    if (chat.kind === "support") return chat.customerUserId === access.userId || access.operator;
    return (
      (access.applicantId !== null && chat.applicantId === access.applicantId) ||
      (access.companyId !== null && chat.companyId === access.companyId)
    );
  }

  /** The chat if the caller belongs to it; 403 otherwise (also for an unknown or malformed id). */
  async #chatOf(access: queries.ChatAccess, chatId: string): Promise<queries.ChatRow> {
    const chat = isUuid(chatId) ? await queries.findChat(this.deps.db, chatId) : undefined;
    if (!chat || !this.#belongs(access, chat)) throw forbidden(CHAT_REPLIES.notMember);
    return chat;
  }

  /**
   * A message of a chat `session` belongs to, for a complaint about it (issue 42), with its chat's
   * company; undefined for an unknown id or a chat that is not the caller's (no existence oracle).
   */
  async messageSeenBy(session: SessionClaims, messageId: string) {
    const message = await this.messageForModeration(messageId);
    if (!message) return undefined;
    const chat = await queries.findChat(this.deps.db, message.chatId);
    if (!chat || !this.#belongs(await this.accessOf(session), chat)) return undefined;
    return { ...message, companyId: chat.companyId };
  }

  /** A message as moderators read it: text, sender, chat; undefined for an unknown id. */
  async messageForModeration(messageId: string) {
    if (!/^[1-9]\d{0,15}$/.test(messageId)) return undefined;
    return queries.findMessage(this.deps.db, Number(messageId));
  }

  /** `{ enabled, unread }`: a guest and a disabled chat count 0. */
  async summary(session: SessionClaims | undefined): Promise<ChatSummaryResponse> {
    const enabled = this.deps.config.chat.enabled;
    if (!enabled || !session) return { enabled, unread: 0 };
    return { enabled, unread: await lists.unreadTotal(this.deps.db, await this.accessOf(session)) };
  }

  /** The caller's support chat (opened on first use) and a page of its other chats. */
  async list(
    session: SessionClaims,
    query: { type: ChatListType; page: number; perPage: number },
  ): Promise<ChatListResponse> {
    const access = await this.accessOf(session);
    const supportId = await queries.ensureSupportChat(this.deps.db, session.userId, this.deps.now());
    const [support, rows] = await Promise.all([
      lists.supportChatItem(this.deps.db, access, supportId),
      lists.listChats(this.deps.db, access, {
        type: query.type,
        offset: (query.page - 1) * query.perPage,
        limit: query.perPage + 1,
      }),
    ]);
    return {
      support: support ? toListItem(support, access) : null,
      list: rows.slice(0, query.perPage).map((row) => toListItem(row, access)),
      page: query.page,
      perPage: query.perPage,
      hasNext: rows.length > query.perPage,
    };
  }

  /** Page `page` of the history (0: the newest), oldest first within the page. */
  async history(
    session: SessionClaims,
    chatId: string,
    query: { page: number; perPage: number },
  ): Promise<ChatHistoryResponse> {
    const chat = await this.#chatOf(await this.accessOf(session), chatId);
    const rows = await queries.messagesPage(this.deps.db, chat, {
      offset: query.page * query.perPage,
      limit: query.perPage + 1,
    });
    return {
      messages: rows.slice(0, query.perPage).reverse().map(toMessageDto),
      page: query.page,
      perPage: query.perPage,
      hasNext: rows.length > query.perPage,
    };
  }

  /** The messages after `afterId` (from the start without it), oldest first: a reconnect's replay. */
  async messagesAfter(
    session: SessionClaims,
    chatId: string,
    query: { after?: string | undefined; limit: number },
  ): Promise<ChatMessagesAfterResponse> {
    const chat = await this.#chatOf(await this.accessOf(session), chatId);
    const after = query.after === undefined ? 0 : messageIdOf(query.after);
    const rows = await queries.messagesAfter(this.deps.db, chat, after, query.limit + 1);
    return { messages: rows.slice(0, query.limit).map(toMessageDto), hasMore: rows.length > query.limit };
  }

  /**
   * The chat of a response, opened if new: for the applicant who responded or an active member
   * of the vacancy's company (403 for anyone else), 404 when there is no such response.
   */
  async openForResponse(session: SessionClaims, vacancyId: string, applicantId: string): Promise<string> {
    const companyId =
      isUuid(vacancyId) && isUuid(applicantId)
        ? await queries.findResponseCompany(this.deps.db, vacancyId, applicantId)
        : undefined;
    if (!companyId) throw notFound(NOT_FOUND_REPLIES.response);
    const access = await this.accessOf(session);
    if (access.applicantId !== applicantId && access.companyId !== companyId) {
      throw forbidden(CHAT_REPLIES.notParty);
    }
    return this.openOnApply(applicantId, vacancyId);
  }

  /**
   * Writes `text` into the chat of a response as the session's user (an invitation's message,
   * issue 25): the members' open sockets hear it live, as a message sent on the socket, and the
   * other side's unread mail is queued.
   */
  async postToResponse(session: SessionClaims, vacancyId: string, applicantId: string, text: string) {
    const chatId = await this.openForResponse(session, vacancyId, applicantId);
    const sent = await this.send(session, { chatId, text, clientMsgId: randomUUID() });
    if (sent.created) this.#announce?.(sent);
    await this.scheduleUnreadMail(chatId, sent.mailUserIds);
    return sent;
  }

  /** Opens the chat of a response just made (the vacancy module calls it on apply). */
  openOnApply = (applicantId: string, vacancyId: string): Promise<string> =>
    queries.ensureResponseChat(this.deps.db, { vacancyId, applicantId, now: this.deps.now() });

  /** Every member now, and the other side of `senderUserId` (who is mailed). */
  async #members(chat: queries.ChatRow, senderUserId: string) {
    const staff = await queries.staffUserIds(this.deps.db, chat);
    const senderIsCustomer = senderUserId === chat.customerUserId;
    const otherSide = senderIsCustomer ? staff : [chat.customerUserId];
    return {
      memberUserIds: [...new Set([chat.customerUserId, ...staff])],
      // Operators watch their queue in the app; only the user of a support chat is mailed.
      mailUserIds: chat.kind === "support" && senderIsCustomer ? [] : otherSide,
    };
  }

  /**
   * Stores a message (already validated: trimmed, 1–4 000 characters) from the session's user;
   * 403 for a chat the user does not belong to. A `clientMsgId` the user sent before stores
   * nothing and answers the first message again.
   */
  async send(
    session: SessionClaims,
    input: { chatId: string; text: string; clientMsgId: string },
  ): Promise<SentMessage> {
    const chat = await this.#chatOf(await this.accessOf(session), input.chatId);
    const senderRole = session.role;
    // Moderators read what is complained about; they do not write in people's chats.
    if (senderRole === "moderator") throw forbidden();
    const { message, created } = await this.deps.db.transaction((tx) =>
      queries.insertMessage(tx, {
        chatId: chat.id,
        senderUserId: session.userId,
        senderRoleId: session.profileId,
        senderRole,
        text: input.text,
        clientMsgId: input.clientMsgId,
        now: this.deps.now(),
      }),
    );
    const members = await this.#members(chat, session.userId);
    const dto = toMessageDto(message);
    return {
      ack: { clientMsgId: message.clientMsgId, id: dto.id ?? "", chatId: message.chatId, sentAt: dto.sentAt },
      message: dto,
      created,
      ...members,
    };
  }

  /**
   * Queues the unread mail of each recipient, to run after the configured delay; a mail
   * already waiting for that chat and recipient absorbs it (one mail per unread spell).
   * Does nothing on a process that runs no jobs.
   */
  async scheduleUnreadMail(chatId: string, userIds: readonly string[]): Promise<void> {
    if (!this.deps.config.jobs) return;
    for (const userId of userIds) {
      await this.deps.jobs.send<ChatUnreadMailJob>(
        CHAT_UNREAD_MAIL_QUEUE,
        { chatId, userId },
        { singletonKey: `${chatId}:${userId}`, startAfter: this.deps.config.chat.unreadEmailDelaySeconds },
      );
    }
  }

  /**
   * Moves the session's read watermark of the chat to `upToId`; the event for the others
   * (the newly read messages of the other side) and every member's user id, or null when
   * nothing new was read. 403 for a chat the user does not belong to.
   */
  async markRead(
    session: SessionClaims,
    chatId: string,
    upToId: string,
  ): Promise<{ event: ChatMessageReadEvent; memberUserIds: string[] } | null> {
    const chat = await this.#chatOf(await this.accessOf(session), chatId);
    const now = this.deps.now();
    const ids = await queries.advanceWatermark(this.deps.db, {
      chat,
      userId: session.userId,
      upToId: messageIdOf(upToId),
      now,
    });
    if (ids.length === 0) return null;
    const { memberUserIds } = await this.#members(chat, session.userId);
    return {
      event: {
        chatId: chat.id,
        messageIds: ids.map(String),
        readAt: now.toISOString(),
        readerId: session.profileId,
      },
      memberUserIds,
    };
  }

  /**
   * The unread mail job: mails the member about the other side's messages it has neither read
   * nor been mailed about, if it still belongs to the chat; the result says what happened.
   */
  mailUnread = async ({ chatId, userId }: ChatUnreadMailJob): Promise<string> => {
    const chat = await queries.findChat(this.deps.db, chatId);
    if (!chat) return "chat gone";
    const staff = await queries.staffUserIds(this.deps.db, chat);
    if (userId !== chat.customerUserId && !staff.includes(userId)) return "no longer a member";
    const unread = await mails.unmailedUnread(this.deps.db, chat, userId);
    if (unread.count === 0) return "read";
    const [contact] = await mails.contactsOf(this.deps.db, [userId]);
    if (!contact) return "user gone";
    await this.deps.mailer.send(
      chatUnreadMail(contact.email, {
        name: contact.name,
        count: unread.count,
        chatTitle: await this.#titleOf(chat),
      }),
    );
    await mails.markMailed(this.deps.db, chatId, userId, unread.newestId);
    return `mailed ${unread.count}`;
  };

  async #titleOf(chat: queries.ChatRow): Promise<string> {
    if (chat.kind === "support") return CHAT_SUPPORT_LABEL;
    const parts = await mails.chatTitleParts(this.deps.db, chat.id);
    const company = parts?.companyName ?? CHAT_DEFAULT_COMPANY_NAME;
    return parts?.vacancyName ? `${company}: ${parts.vacancyName}` : company;
  }
}
