import { CHAT_DEFAULT_COMPANY_NAME } from "../constants";
import type { ChatMessageStatus } from "../enums";
import type { ChatListItemDto, ChatMessageDto } from "../wire/chat";

/** A chat message as the UI uses it (spec §3). */
export interface ChatMessage {
  readonly id: string;
  readonly chatId: string;
  readonly text: string;
  /** Taken from the wire's `senderRoleId`. */
  readonly senderId: string;
  readonly sentAt: string;
  readonly readAt: string | null;
  readonly status: ChatMessageStatus;
}

/** A chat list entry as the UI uses it (spec §3). */
export interface ChatListItem {
  readonly chatId: string;
  /** «Компания» when the server sends none (spec §9). */
  readonly companyName: string;
  readonly vacancyName: string;
  readonly lastMessage: string;
  readonly sentAt: string | null;
  readonly unreadCount: number;
  readonly employerName: string;
}

/**
 * Message DTO -> model: `senderId` from `senderRoleId`, status `read` when `readAt` is set,
 * else `sent`. `null` for an entry without an id or a text (spec §4: such entries are dropped).
 */
export function toChatMessage(dto: ChatMessageDto): ChatMessage | null {
  if (!dto.id || !dto.text) return null;
  return {
    id: dto.id,
    chatId: dto.chatId,
    text: dto.text,
    senderId: dto.senderRoleId,
    sentAt: dto.sentAt,
    readAt: dto.readAt ?? null,
    status: dto.readAt ? "read" : "sent",
  };
}

/** Chat list DTO -> model; the company label defaults to «Компания», counts to 0. */
export function toChatListItem(dto: ChatListItemDto): ChatListItem {
  return {
    chatId: dto.chatId,
    companyName: dto.companyName?.trim() ? dto.companyName : CHAT_DEFAULT_COMPANY_NAME,
    vacancyName: dto.vacancyName ?? "",
    lastMessage: dto.lastMessage ?? "",
    sentAt: dto.sentAt ?? null,
    unreadCount: dto.unreadCount ?? 0,
    employerName: dto.employerName ?? "",
  };
}

/** Milliseconds of a timestamp; unparseable ones sort first rather than poisoning the order. */
function timeOf(value: string): number {
  const time = Date.parse(value);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * A history page as spec §4 wants it: entries without id or text dropped, the rest
 * mapped and sorted by time ascending (a stable sort: equal times keep server order).
 */
export function normalizeHistoryPage(page: readonly ChatMessageDto[]): ChatMessage[] {
  return page
    .map(toChatMessage)
    .filter((message): message is ChatMessage => message !== null)
    .sort((a, b) => timeOf(a.sentAt) - timeOf(b.sentAt));
}

/**
 * Place an older history page before the messages already shown (spec §4), skipping
 * messages already present by id.
 */
export function prependHistoryPage(
  existing: readonly ChatMessage[],
  page: readonly ChatMessageDto[],
): ChatMessage[] {
  const known = new Set(existing.map((message) => message.id));
  return [...normalizeHistoryPage(page).filter((message) => !known.has(message.id)), ...existing];
}
