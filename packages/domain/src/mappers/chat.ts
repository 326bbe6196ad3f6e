import { CHAT_DEFAULT_COMPANY_NAME, CHAT_SUPPORT_LABEL } from "../constants";
import type { ChatMessageStatus, Role } from "../enums";
import type { ChatKind, ChatListItemDto, ChatMessageDto } from "../wire/chat";

/**
 * A chat message as the UI uses it: `senderId` is the wire's `senderRoleId` (§3). While it is
 * not yet stored (`sending`, `failed`) its id is the client's own `clientMsgId`.
 */
export interface ChatMessage {
  readonly id: string;
  readonly chatId: string;
  readonly text: string;
  /** Taken from the wire's `senderRoleId`. */
  readonly senderId: string;
  readonly sentAt: string;
  readonly readAt: string | null;
  readonly status: ChatMessageStatus;
  /** The id the sender's client gave it (matches an ack or a replayed copy to the local one). */
  readonly clientMsgId?: string | null;
}

/** A chat list entry as the UI uses it (§3). */
export interface ChatListItem {
  readonly chatId: string;
  readonly kind: ChatKind;
  /** «Компания» when the server sends none (§9). */
  readonly companyName: string;
  readonly vacancyName: string;
  readonly lastMessage: string;
  readonly sentAt: string | null;
  readonly unreadCount: number;
  readonly employerName: string;
  /** The applicant of a response chat (whom the employer writes to). */
  readonly applicantName: string;
}

/**
 * A history or live message for the UI, or null for an entry without id or text (§4: such
 * entries are dropped). Read status comes from `readAt`.
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
    clientMsgId: dto.clientMsgId ?? null,
  };
}

/** A chat list entry for the UI: missing texts empty, the company «Компания» (§9). */
export function toChatListItem(dto: ChatListItemDto, kind: ChatKind = dto.kind ?? "response"): ChatListItem {
  return {
    chatId: dto.chatId,
    kind,
    companyName: dto.companyName || CHAT_DEFAULT_COMPANY_NAME,
    vacancyName: dto.vacancyName ?? "",
    lastMessage: dto.lastMessage ?? "",
    sentAt: dto.sentAt ?? null,
    unreadCount: dto.unreadCount ?? 0,
    employerName: dto.employerName ?? "",
    applicantName: dto.applicantName ?? "",
  };
}

/**
 * Who a chat is with, as the list and the conversation name it: the fixed support label for
 * the support chat (§9), the applicant for an employer, the company for an applicant.
 */
export function chatTitle(chat: ChatListItem, viewerRole: Role | null): string {
  if (chat.kind === "support") return CHAT_SUPPORT_LABEL;
  if (viewerRole === "employer") return chat.applicantName || "Соискатель";
  return chat.companyName;
}
