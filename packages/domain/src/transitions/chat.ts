import type { ChatListItem, ChatMessage } from "../mappers/chat";

/** Selecting a chat resets its unread count to 0 (spec §4). */
export function selectChat(chats: readonly ChatListItem[], chatId: string): ChatListItem[] {
  return chats.map((chat) =>
    chat.chatId === chatId && chat.unreadCount !== 0 ? { ...chat, unreadCount: 0 } : chat,
  );
}

/** The chat state a live message touches. */
export interface LiveChatState {
  readonly chats: readonly ChatListItem[];
  /** Messages per chat id, oldest first. */
  readonly messages: Readonly<Record<string, readonly ChatMessage[]>>;
  readonly selectedChatId: string | null;
}

/**
 * An incoming live message (spec §4): added to its chat unless its id is already there, the
 * chat preview (last message, time) updated, and the unread count raised unless that chat is
 * selected or the message is the user's own (sent from another tab: shown, never unread).
 * A message whose `clientMsgId` matches a message still `sending` here is left to the
 * acknowledgement.
 */
export function receiveLiveMessage(
  state: LiveChatState,
  message: ChatMessage,
  currentUserId: string,
  clientMsgId?: string | null,
): LiveChatState {
  const thread = state.messages[message.chatId] ?? [];
  if (thread.some((existing) => existing.id === message.id || (clientMsgId && existing.id === clientMsgId))) {
    return state;
  }
  const own = message.senderId === currentUserId;
  const raisesUnread = !own && state.selectedChatId !== message.chatId;
  return {
    ...state,
    messages: { ...state.messages, [message.chatId]: [...thread, message] },
    chats: state.chats.map((chat) =>
      chat.chatId === message.chatId
        ? {
            ...chat,
            lastMessage: message.text,
            sentAt: message.sentAt,
            unreadCount: raisesUnread ? chat.unreadCount + 1 : chat.unreadCount,
          }
        : chat,
    ),
  };
}

/**
 * An acknowledgement (spec §4): the own message sent under `clientMsgId` (kept as its id while
 * `sending`) becomes `sent`, with the server's id and time. Acks match by the client's id, so
 * they may arrive in any order; an unknown one changes nothing.
 */
export function acknowledgeMessage(
  thread: readonly ChatMessage[],
  ack: { readonly clientMsgId: string; readonly id: string; readonly sentAt: string },
): ChatMessage[] {
  return thread.map((message) =>
    message.id === ack.clientMsgId && message.status === "sending"
      ? { ...message, id: ack.id, sentAt: ack.sentAt, status: "sent" as const }
      : message,
  );
}

/** A read event (spec §4): the listed message ids become `read` (with the read time, if given). */
export function markMessagesRead(
  thread: readonly ChatMessage[],
  messageIds: readonly string[],
  readAt: string | null = null,
): ChatMessage[] {
  const ids = new Set(messageIds);
  return thread.map((message) =>
    ids.has(message.id) ? { ...message, status: "read" as const, readAt: readAt ?? message.readAt } : message,
  );
}
