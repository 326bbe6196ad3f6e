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
 * An incoming live message (spec §4). From another user: added to its chat unless its id
 * is already there, the chat preview (last message, time) updated, and the unread count
 * raised unless that chat is selected. The user's own echo is left to the acknowledgement.
 */
export function receiveLiveMessage(
  state: LiveChatState,
  message: ChatMessage,
  currentUserId: string,
): LiveChatState {
  if (message.senderId === currentUserId) return state;
  const thread = state.messages[message.chatId] ?? [];
  if (thread.some((existing) => existing.id === message.id)) return state;
  const isSelected = state.selectedChatId === message.chatId;
  return {
    ...state,
    messages: { ...state.messages, [message.chatId]: [...thread, message] },
    chats: state.chats.map((chat) =>
      chat.chatId === message.chatId
        ? {
            ...chat,
            lastMessage: message.text,
            sentAt: message.sentAt,
            unreadCount: isSelected ? chat.unreadCount : chat.unreadCount + 1,
          }
        : chat,
    ),
  };
}

/**
 * An acknowledgement (spec §4): the latest own message still `sending` becomes `sent`,
 * with the server's id and time. Nothing changes when no message is sending.
 */
export function acknowledgeMessage(
  thread: readonly ChatMessage[],
  ack: { readonly id: string; readonly sentAt: string },
): ChatMessage[] {
  const index = thread.findLastIndex((message) => message.status === "sending");
  if (index === -1) return [...thread];
  return thread.map((message, i) =>
    i === index ? { ...message, id: ack.id, sentAt: ack.sentAt, status: "sent" as const } : message,
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
