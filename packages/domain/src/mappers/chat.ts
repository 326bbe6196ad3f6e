import type { ChatMessageStatus } from "../enums";

/** A chat message as the UI uses it: `senderId` is the wire's `senderRoleId` (§3). */
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

/** A chat list entry as the UI uses it (§3). */
export interface ChatListItem {
  readonly chatId: string;
  /** «Компания» when the server sends none (§9). */
  readonly companyName: string;
  readonly vacancyName: string;
  readonly lastMessage: string;
  readonly sentAt: string | null;
  readonly unreadCount: number;
  readonly employerName: string;
}
