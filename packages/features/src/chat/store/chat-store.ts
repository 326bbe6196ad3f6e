import { isApiError } from "@rabota/api-client";
import type { ChatConnectionState, ChatSocketListener } from "@rabota/api-client/chat";
import type { ChatListStatus, Role } from "@rabota/domain/enums";
import { failureMessage } from "@rabota/domain/errors";
import {
  type ChatListItem,
  type ChatMessage,
  chatTitle,
  toChatListItem,
  toChatMessage,
} from "@rabota/domain/mappers";
import {
  acknowledgeMessage,
  failMessage,
  markMessagesRead,
  mergeStoredMessages,
  newestStoredId,
  queueOwnMessage,
  receiveLiveMessage,
  replayStartId,
  retryMessage,
  selectChat,
} from "@rabota/domain/transitions";
import type {
  ChatHistoryQuery,
  ChatHistoryResponse,
  ChatListQuery,
  ChatListResponse,
  ChatMessageAckEvent,
  ChatMessageDto,
  ChatSummaryResponse,
} from "@rabota/domain/wire/chat";
import { createStore } from "zustand/vanilla";

/** The chat's HTTP calls; the app wires them to `apiClient.chat`. */
export interface ChatApi {
  getSummary(): Promise<ChatSummaryResponse>;
  getList(query?: ChatListQuery): Promise<ChatListResponse>;
  getHistory(chatId: string, query?: ChatHistoryQuery): Promise<ChatHistoryResponse>;
  openForResponse(vacancyId: string, applicantId: string): Promise<string>;
}

/** The live connection; the app wires it to `@rabota/api-client/chat`'s socket (loaded on first use). */
export interface ChatLive {
  /** Connects and reports to `listener` until `disconnect()`. */
  connect(listener: ChatSocketListener): Promise<void>;
  disconnect(): void;
  send(chatId: string, text: string, clientMsgId: string): Promise<ChatMessageAckEvent>;
  markRead(chatId: string, upToId: string): void;
  /** What was stored in `chatId` after `afterId`, oldest first. */
  replay(chatId: string, afterId?: string): Promise<ChatMessageDto[]>;
}

/** A conversation's history as loaded so far (§3 per-chat state). */
export interface ChatThreadState {
  /** The newest history page loaded (0 = the newest 50). */
  currentPage: number;
  hasMore: boolean;
  status: ChatListStatus;
  /** The HTTP status of a failed load (403: not a member of this chat). */
  errorStatus: number | null;
}

/** A message from someone else in a chat that is not open: the app may show a toast. */
export interface IncomingNotice {
  seq: number;
  chatId: string;
  title: string | null;
  text: string;
}

export interface ChatState {
  /** Whether the chat is launched (the gateway's `CHAT_ENABLED`); null until asked. */
  enabled: boolean | null;
  /** Unread messages over all chats (the header's badge). */
  unreadTotal: number;
  userId: string | null;
  role: Role | null;
  connection: ChatConnectionState;
  /** The support chat first, then the others, newest activity first. */
  chats: ChatListItem[];
  listStatus: ChatListStatus;
  listPage: number;
  listHasNext: boolean;
  /** Messages per chat, oldest first. */
  messages: Record<string, ChatMessage[]>;
  threads: Record<string, ChatThreadState>;
  selectedChatId: string | null;
  incoming: IncomingNotice | null;
  /** Why the last message was refused when the user can act on it (a limit: how long to wait); cleared by the next delivered one. */
  sendNotice: string | null;
  actions: {
    /** Asks the gateway whether the chat is on (and the unread count); false when it cannot tell. */
    checkSummary: () => Promise<boolean>;
    /** Signed in: the summary, then (chat on) the live connection and the first list page. */
    start: (userId: string, role: Role | null) => Promise<void>;
    /** Signed out: closes the connection and forgets everything. */
    stop: () => void;
    loadList: () => Promise<void>;
    loadMoreChats: () => Promise<void>;
    /** Opens a chat: its unread count to 0 (§4), its newest history, the read mark sent. */
    openChat: (chatId: string) => Promise<void>;
    /** No chat open (the user left the conversation). */
    closeChat: () => void;
    /** The next older history page, placed before the messages shown (§4). */
    loadOlder: (chatId: string) => Promise<void>;
    /** Sends a message; it shows at once as `sending` (queued while offline). */
    send: (chatId: string, text: string) => void;
    /** «Повторить» for a failed message. */
    retry: (chatId: string, clientMsgId: string) => void;
    /** The chat of a response (opened if new); resolves its id. */
    openForResponse: (vacancyId: string, applicantId: string) => Promise<string>;
  };
}

/** A fresh client-side message id (the server stores one message per id, so a retry never doubles). */
const newClientMsgId = () => globalThis.crypto.randomUUID();

const INITIAL = {
  enabled: null,
  unreadTotal: 0,
  userId: null,
  role: null,
  connection: "idle" as ChatConnectionState,
  chats: [],
  listStatus: "idle" as ChatListStatus,
  listPage: 0,
  listHasNext: false,
  messages: {},
  threads: {},
  selectedChatId: null,
  incoming: null,
  sendNotice: null,
} satisfies Omit<ChatState, "actions">;

function listItemsOf(response: ChatListResponse): ChatListItem[] {
  return response.list.map((dto) => toChatListItem(dto));
}

/**
 * Creates the chat store: the summary (on/off, unread), the chat list, each conversation's
 * history and live messages, the user's own messages from `sending` to `sent` / `read` (or
 * `failed`, with a retry), and catching up after a reconnect. Acks match by `clientMsgId`, so
 * several messages in flight stay right.
 */
export function createChatStore({ api, live }: { api: ChatApi; live: ChatLive }) {
  let session = 0;
  let noticeSeq = 0;
  let wasConnected = false;

  return createStore<ChatState>()((set, get) => {
    const setThread = (chatId: string, patch: Partial<ChatThreadState>) => {
      const current = get().threads[chatId] ?? {
        currentPage: -1,
        hasMore: true,
        status: "idle",
        errorStatus: null,
      };
      set({ threads: { ...get().threads, [chatId]: { ...current, ...patch } } });
    };
    const setMessages = (chatId: string, update: (thread: ChatMessage[]) => ChatMessage[]) =>
      set({ messages: { ...get().messages, [chatId]: update(get().messages[chatId] ?? []) } });

    /** Tells the server the open chat is read up to its newest stored message. */
    const markOpenChatRead = () => {
      const { selectedChatId, messages } = get();
      if (!selectedChatId) return;
      const upToId = newestStoredId(messages[selectedChatId] ?? []);
      if (upToId) live.markRead(selectedChatId, upToId);
    };

    const deliver = (chatId: string, text: string, clientMsgId: string) => {
      const mine = session;
      live.send(chatId, text, clientMsgId).then(
        (ack) => {
          if (mine !== session) return;
          setMessages(chatId, (thread) => acknowledgeMessage(thread, ack));
          if (get().sendNotice) set({ sendNotice: null });
        },
        (error: unknown) => {
          if (mine !== session) return;
          setMessages(chatId, (thread) => failMessage(thread, clientMsgId));
          // Sending too fast: the server's text says how long to wait.
          const notice = failureMessage(error, "");
          if (notice) set({ sendNotice: notice });
        },
      );
    };

    /** A notice of a message from someone else in a chat that is not open. */
    const notify = (chatId: string, text: string) => {
      const chat = get().chats.find((item) => item.chatId === chatId);
      set({ incoming: { seq: ++noticeSeq, chatId, title: chat ? chatTitle(chat, get().role) : null, text } });
    };

    const onMessage = (dto: ChatMessageDto) => {
      const message = toChatMessage(dto);
      const { userId, chats, selectedChatId } = get();
      if (!message || !userId) return;
      const known = chats.some((chat) => chat.chatId === message.chatId);
      const before = get();
      const next = receiveLiveMessage(before, message, userId, dto.clientMsgId);
      if (next === before) return;
      set({ chats: [...next.chats], messages: next.messages as Record<string, ChatMessage[]> });
      if (message.senderId === userId) return;
      if (selectedChatId === message.chatId) {
        markOpenChatRead();
        return;
      }
      set({ unreadTotal: get().unreadTotal + 1 });
      notify(message.chatId, message.text);
      // A chat opened by the other side since the list was loaded.
      if (!known) void get().actions.loadList();
    };

    const onRead: ChatSocketListener["read"] = (event) => {
      const { userId } = get();
      if (event.readerId && event.readerId === userId) {
        // Read in another tab of this user: the chat has nothing unread here either.
        const chat = get().chats.find((item) => item.chatId === event.chatId);
        if (chat && chat.unreadCount > 0) {
          set({
            unreadTotal: Math.max(0, get().unreadTotal - chat.unreadCount),
            chats: selectChat(get().chats, event.chatId),
          });
        }
        return;
      }
      setMessages(event.chatId, (thread) => markMessagesRead(thread, event.messageIds, event.readAt ?? null));
    };

    /** Back after a drop: what was stored meanwhile in the chats shown, the list and the count. */
    const catchUp = async () => {
      const mine = session;
      const { userId } = get();
      if (!userId) return;
      const loaded = Object.keys(get().threads);
      await Promise.all(
        loaded.map(async (chatId) => {
          try {
            const missed = await live.replay(chatId, replayStartId(get().messages[chatId] ?? [], userId));
            if (mine !== session) return;
            const stored = missed.map(toChatMessage).filter((m): m is ChatMessage => m !== null);
            setMessages(chatId, (thread) => mergeStoredMessages(thread, stored));
          } catch {
            // The next reconnect tries again.
          }
        }),
      );
      if (mine !== session) return;
      markOpenChatRead();
      const unreadBefore = new Map(get().chats.map((chat) => [chat.chatId, chat.unreadCount]));
      await Promise.all([get().actions.checkSummary(), loadListPage(1)]);
      if (mine !== session) return;
      // A message that came while the socket was away gets its notice all the same.
      const raised = get().chats.find(
        (chat) =>
          chat.chatId !== get().selectedChatId && chat.unreadCount > (unreadBefore.get(chat.chatId) ?? 0),
      );
      if (raised) notify(raised.chatId, raised.lastMessage);
    };

    const onState = (connection: ChatConnectionState) => {
      set({ connection });
      if (connection !== "connected") return;
      if (wasConnected) void catchUp();
      wasConnected = true;
    };

    const loadListPage = async (page: number) => {
      const mine = session;
      set({ listStatus: "pending" });
      try {
        const response = await api.getList({ type: "all", page });
        if (mine !== session) return;
        const support = response.support ? [toChatListItem(response.support, "support")] : [];
        const others = listItemsOf(response);
        const selected = get().selectedChatId;
        // The open chat has nothing unread, whatever the list (loaded meanwhile) says.
        const fresh = (items: ChatListItem[]) => (selected ? selectChat(items, selected) : items);
        const chats =
          page === 1
            ? fresh([...support, ...others])
            : [
                ...get().chats,
                ...fresh(others).filter((item) => !get().chats.some((known) => known.chatId === item.chatId)),
              ];
        set({ chats, listStatus: "succeeded", listPage: response.page, listHasNext: response.hasNext });
      } catch {
        if (mine === session) set({ listStatus: "failed" });
      }
    };

    const loadHistoryPage = async (chatId: string, page: number) => {
      const mine = session;
      setThread(chatId, { status: "pending", errorStatus: null });
      try {
        const response = await api.getHistory(chatId, { page });
        if (mine !== session) return;
        const stored = response.messages.map(toChatMessage).filter((m): m is ChatMessage => m !== null);
        setMessages(chatId, (thread) => mergeStoredMessages(thread, stored));
        setThread(chatId, { currentPage: response.page, hasMore: response.hasNext, status: "succeeded" });
      } catch (error) {
        if (mine === session)
          setThread(chatId, { status: "failed", errorStatus: isApiError(error) ? error.status : null });
      }
    };

    return {
      ...INITIAL,
      actions: {
        async checkSummary() {
          try {
            const summary = await api.getSummary();
            set({ enabled: summary.enabled, unreadTotal: summary.unread });
            return summary.enabled;
          } catch {
            return get().enabled ?? false;
          }
        },
        async start(userId, role) {
          if (get().userId === userId) return;
          get().actions.stop();
          const mine = session;
          set({ userId, role });
          const enabled = await get().actions.checkSummary();
          if (!enabled || mine !== session) return;
          await live.connect({ message: onMessage, read: onRead, state: onState });
          if (mine === session) await loadListPage(1);
        },
        stop() {
          session += 1;
          wasConnected = false;
          live.disconnect();
          set({ ...INITIAL, enabled: get().enabled });
        },
        loadList: () => loadListPage(1),
        async loadMoreChats() {
          if (get().listStatus === "pending" || !get().listHasNext) return;
          await loadListPage(get().listPage + 1);
        },
        async openChat(chatId) {
          const { chats, unreadTotal } = get();
          const unread = chats.find((chat) => chat.chatId === chatId)?.unreadCount ?? 0;
          set({
            selectedChatId: chatId,
            chats: selectChat(chats, chatId),
            unreadTotal: Math.max(0, unreadTotal - unread),
          });
          const thread = get().threads[chatId];
          if (!thread || thread.status === "failed") await loadHistoryPage(chatId, 0);
          markOpenChatRead();
        },
        closeChat() {
          set({ selectedChatId: null });
        },
        async loadOlder(chatId) {
          const thread = get().threads[chatId];
          if (!thread || thread.status === "pending" || !thread.hasMore) return;
          await loadHistoryPage(chatId, thread.currentPage + 1);
        },
        send(chatId, text) {
          const { userId } = get();
          if (!userId) return;
          const clientMsgId = newClientMsgId();
          const sentAt = new Date().toISOString();
          setMessages(chatId, (thread) =>
            queueOwnMessage(thread, { chatId, text, clientMsgId, senderId: userId, sentAt }),
          );
          set({
            chats: get().chats.map((chat) =>
              chat.chatId === chatId ? { ...chat, lastMessage: text, sentAt } : chat,
            ),
          });
          deliver(chatId, text, clientMsgId);
        },
        retry(chatId, clientMsgId) {
          const message = get().messages[chatId]?.find((m) => m.id === clientMsgId && m.status === "failed");
          if (!message) return;
          setMessages(chatId, (thread) => retryMessage(thread, clientMsgId));
          deliver(chatId, message.text, clientMsgId);
        },
        openForResponse: (vacancyId, applicantId) => api.openForResponse(vacancyId, applicantId),
      },
    };
  });
}
