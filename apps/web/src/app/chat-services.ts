import type { ApiClient } from "@rabota/api-client";
import type { ChatSocket } from "@rabota/api-client/chat";
import type { ChatApi, ChatLive } from "@rabota/features/chat";

/** The chat feature's HTTP calls, through the app's client (a chunk of its own, loaded on the first call). */
export function chatApiOf(client: () => Promise<ApiClient>): ChatApi {
  return {
    getSummary: async () => (await client()).chat.getSummary(),
    getList: async (query) => (await client()).chat.getList(query),
    getHistory: async (chatId, query) => (await client()).chat.getHistory(chatId, query),
    openForResponse: async (vacancyId, applicantId) =>
      (await client()).chat.openForResponse(vacancyId, applicantId),
  };
}

/**
 * The chat's live connection: the Socket.IO client of `@rabota/api-client/chat`, loaded the
 * first time a signed-in user with the chat on needs it (never on a guest's first paint). The
 * socket itself refreshes an expired session and reconnects.
 */
export function chatLiveOf(client: () => Promise<ApiClient>, baseUrl: string): ChatLive {
  let socket: Promise<ChatSocket> | null = null;
  let unsubscribe: (() => void) | null = null;
  const ready = () => {
    socket ??= Promise.all([import("@rabota/api-client/chat"), client()]).then(
      ([{ createChatSocket }, api]) => createChatSocket({ baseUrl, api }),
    );
    return socket;
  };
  return {
    async connect(listener) {
      const live = await ready();
      unsubscribe?.();
      unsubscribe = live.subscribe(listener);
      live.connect();
    },
    disconnect() {
      unsubscribe?.();
      unsubscribe = null;
      void socket?.then((live) => live.disconnect());
    },
    send: async (chatId, text, clientMsgId) => (await ready()).send(chatId, text, clientMsgId),
    markRead(chatId, upToId) {
      void ready().then((live) => live.markRead(chatId, upToId));
    },
    replay: async (chatId, afterId) => (await ready()).replay(chatId, afterId),
  };
}
