import type { ChatMessage } from "../mappers/chat";

/**
 * The user's own messages on their way, and history joining the thread (§4). A message not yet
 * stored (`sending`, `failed`) carries its `clientMsgId` as its id until the ack gives it the
 * server's; every function returns a new thread, oldest first.
 */

const isLocal = (message: ChatMessage) => message.status === "sending" || message.status === "failed";

/** By time, then by id (ids grow with time), so equal times keep the server's order. */
function byTime(a: ChatMessage, b: ChatMessage): number {
  if (a.sentAt !== b.sentAt) return a.sentAt < b.sentAt ? -1 : 1;
  return a.id.length - b.id.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** A new own message, `sending`, at the end of the thread (its id is `clientMsgId` until acknowledged). */
export function queueOwnMessage(
  thread: readonly ChatMessage[],
  draft: { chatId: string; text: string; clientMsgId: string; senderId: string; sentAt: string },
): ChatMessage[] {
  return [
    ...thread,
    {
      id: draft.clientMsgId,
      chatId: draft.chatId,
      text: draft.text,
      senderId: draft.senderId,
      sentAt: draft.sentAt,
      readAt: null,
      status: "sending",
      clientMsgId: draft.clientMsgId,
    },
  ];
}

/** The own message sent under `clientMsgId` did not go out (refused, or no ack in time). */
export function failMessage(thread: readonly ChatMessage[], clientMsgId: string): ChatMessage[] {
  return thread.map((message) =>
    message.id === clientMsgId && message.status === "sending"
      ? { ...message, status: "failed" as const }
      : message,
  );
}

/** «Повторить»: the failed message is `sending` again, under the same `clientMsgId` (stored once). */
export function retryMessage(thread: readonly ChatMessage[], clientMsgId: string): ChatMessage[] {
  return thread.map((message) =>
    message.id === clientMsgId && message.status === "failed"
      ? { ...message, status: "sending" as const }
      : message,
  );
}

/**
 * Stored messages (a history page, or those replayed after a reconnect) joined with the thread:
 * sorted by time, none twice by id; a stored copy of a local message (same `clientMsgId`)
 * replaces it; messages still on their way stay last.
 */
export function mergeStoredMessages(
  thread: readonly ChatMessage[],
  stored: readonly ChatMessage[],
): ChatMessage[] {
  const storedClientIds = new Set(stored.map((message) => message.clientMsgId).filter(Boolean));
  const byId = new Map<string, ChatMessage>();
  for (const message of thread) if (!isLocal(message)) byId.set(message.id, message);
  for (const message of stored) {
    const known = byId.get(message.id);
    // A known message keeps a read status the live events gave it.
    byId.set(message.id, known?.status === "read" && message.status !== "read" ? known : message);
  }
  const local = thread.filter((message) => isLocal(message) && !storedClientIds.has(message.id));
  return [...[...byId.values()].sort(byTime), ...local];
}

/** The newest stored message's id: where a replay after a reconnect starts, or the read watermark. */
export function newestStoredId(thread: readonly ChatMessage[]): string | null {
  for (let i = thread.length - 1; i >= 0; i -= 1) {
    const message = thread[i];
    if (message && !isLocal(message)) return message.id;
  }
  return null;
}

/**
 * Where the replay after a reconnect starts (`undefined`: from the chat's start): just before
 * the oldest of `userId`'s stored messages not yet read, so the replay brings the read marks
 * the socket missed while away; else after the newest stored message.
 */
export function replayStartId(thread: readonly ChatMessage[], userId: string): string | undefined {
  let previous: string | undefined;
  for (const message of thread) {
    if (isLocal(message)) continue;
    if (message.senderId === userId && message.status !== "read") return previous;
    previous = message.id;
  }
  return previous;
}
