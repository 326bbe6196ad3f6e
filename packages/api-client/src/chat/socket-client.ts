import { CHAT_ACK_TIMEOUT_MS } from "@rabota/domain/constants";
import {
  CHAT_SOCKET,
  type ChatErrorCode,
  type ChatMessageAckEvent,
  type ChatMessageDto,
  type ChatMessageReadEvent,
  chatMessageAckEventSchema,
  chatMessageDtoSchema,
  chatMessageErrorEventSchema,
  chatMessageReadEventSchema,
  sendChatMessageSchema,
} from "@rabota/domain/wire/chat";
import { io, type ManagerOptions, type Socket, type SocketOptions } from "socket.io-client";
import type { ApiClient } from "../client";

/** Where the socket is: `unauthorized` means the session is over (sign in again). */
export type ChatConnectionState = "idle" | "connecting" | "connected" | "disconnected" | "unauthorized";

/** A refused or unacknowledged send; `message` is the Russian text to show. */
export class ChatSendError extends Error {
  override readonly name = "ChatSendError";
  readonly code: ChatErrorCode;
  readonly clientMsgId: string;
  constructor(code: ChatErrorCode, clientMsgId: string, message?: string) {
    super(message ?? CHAT_SOCKET.errorMessages[code]);
    this.code = code;
    this.clientMsgId = clientMsgId;
  }
}

/** What a subscriber hears; every handler is optional. */
export interface ChatSocketListener {
  /** A new message in one of the caller's chats (also the caller's own, sent from another tab). */
  message?: (message: ChatMessageDto) => void;
  /** Messages read by a member (`readerId`): the other side's receipt, or the caller's other tab. */
  read?: (event: ChatMessageReadEvent) => void;
  /** The connection changed; on `connected` after a drop, replay what was missed. */
  state?: (state: ChatConnectionState) => void;
}

export interface ChatSocketOptions {
  /** The gateway origin, as for `createApiClient`; `""` for the page's own origin. */
  baseUrl: string;
  /** The HTTP client: its shared session refresh and the chat's replay call. */
  api: Pick<ApiClient, "chat" | "session">;
  /** Milliseconds a send waits for its `message_ack`; default 15 000. */
  ackTimeoutMs?: number;
  /**
   * Outside a browser: the `Cookie` header to send at each handshake (read again after a
   * refresh). A browser sends the page's cookies by itself.
   */
  cookieHeader?: () => string | Promise<string>;
  /** Extra socket.io-client options (e.g. `transports`). */
  socketOptions?: Partial<ManagerOptions & SocketOptions>;
  /**
   * Where the device's `offline` and `online` events come from: the page's `window` in a
   * browser (the default), none outside one.
   */
  network?: Pick<EventTarget, "addEventListener">;
}

interface PendingSend {
  payload: { chatId: string; text: string; clientMsgId: string };
  resolve: (ack: ChatMessageAckEvent) => void;
  reject: (error: ChatSendError) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Waits before refreshing again after a refresh that did not work, doubling from the first
 * to the last. A refresh the server refused ended the session, and the app disconnects the
 * socket then; one that got no answer left the session alive, and the chat comes back.
 */
const REFRESH_RETRY_FIRST_MS = 2_000;
const REFRESH_RETRY_MAX_MS = 30_000;

function newClientMsgId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * The live chat's socket (Socket.IO on the gateway's `/socket.io`), authenticated by the
 * session cookie. A handshake refused with `TOKEN_EXPIRED` refreshes the session through the
 * HTTP client's shared refresh and connects again; so does the first one refused as
 * `UNAUTHORIZED`, since a browser drops the access cookie when it expires (its max-age is the
 * token's life) and a reconnect after a long drop carries none. A refresh that does not work
 * sets `unauthorized` and is tried again (2 s, doubling to 30 s) until `disconnect()`: one the
 * server refused ended the session (the app disconnects), one without an answer did not.
 * Sends wait for their `message_ack`
 * (matched by `clientMsgId`) and are sent again after a reconnect — the server stores a
 * `clientMsgId` once — so a send survives a dropped connection until its timeout.
 */
export function createChatSocket(options: ChatSocketOptions) {
  const ackTimeoutMs = options.ackTimeoutMs ?? CHAT_ACK_TIMEOUT_MS;
  const listeners = new Set<ChatSocketListener>();
  const pending = new Map<string, PendingSend>();
  // The latest watermark asked for per chat while offline; sent on (re)connect.
  const unsentReads = new Map<string, string>();
  // Watermarks sent on the current connection. One the server refused because the token ran
  // out just then, or one lost with a closing transport, would be lost for good: on a drop they
  // go back to `unsentReads` and are sent again (a watermark already stored is a no-op).
  const readsSentOnConnection = new Map<string, string>();
  let state: ChatConnectionState = "idle";
  let wanted = false;
  // Whether a handshake refused as UNAUTHORIZED was already answered with a refresh.
  let refreshedForRefusal = false;
  // The next refresh after one that did not work, and how long it waits.
  let refreshRetry: ReturnType<typeof setTimeout> | null = null;
  let refreshRetryMs = REFRESH_RETRY_FIRST_MS;

  const socket: Socket = io(options.baseUrl || undefined, {
    path: CHAT_SOCKET.path,
    autoConnect: false,
    withCredentials: true,
    ...options.socketOptions,
  });

  function emitRead(chatId: string, upToId: string) {
    readsSentOnConnection.set(chatId, upToId);
    socket.emit(CHAT_SOCKET.events.read, { chatId, upToId });
  }

  function setState(next: ChatConnectionState) {
    if (state === next) return;
    state = next;
    for (const listener of listeners) listener.state?.(next);
  }

  async function open() {
    if (!wanted || socket.connected) return;
    setState("connecting");
    if (options.cookieHeader) {
      socket.io.opts.extraHeaders = { cookie: await options.cookieHeader() };
    }
    socket.connect();
  }

  async function refreshAndReconnect() {
    socket.disconnect();
    const refreshed = await options.api.session.refresh();
    if (refreshed) {
      await open();
      return;
    }
    setState("unauthorized");
    if (!wanted || refreshRetry) return;
    refreshRetry = setTimeout(() => {
      refreshRetry = null;
      if (wanted) void refreshAndReconnect();
    }, refreshRetryMs);
    refreshRetryMs = Math.min(refreshRetryMs * 2, REFRESH_RETRY_MAX_MS);
  }

  function stopRefreshRetry() {
    if (refreshRetry) clearTimeout(refreshRetry);
    refreshRetry = null;
    refreshRetryMs = REFRESH_RETRY_FIRST_MS;
  }

  // The device knows first that its network went (`offline`): the socket is closed then, so the
  // chat says so at once and queues what is typed, instead of when a ping or a long poll finally
  // fails (up to 45 s: 25 s between pings, 20 s to wait for one). `online` connects again at
  // once instead of at the next step of socket.io's backoff.
  const network =
    options.network ?? (globalThis as { window?: Pick<EventTarget, "addEventListener"> }).window;
  network?.addEventListener("offline", () => {
    if (!wanted) return;
    socket.disconnect();
    setState("disconnected");
  });
  network?.addEventListener("online", () => void open());

  socket.on("connect", () => {
    refreshedForRefusal = false;
    stopRefreshRetry();
    setState("connected");
    for (const { payload } of pending.values()) socket.emit(CHAT_SOCKET.events.message, payload);
    for (const [chatId, upToId] of unsentReads) emitRead(chatId, upToId);
    unsentReads.clear();
  });
  socket.on("connect_error", (error: Error) => {
    if (error.message === CHAT_SOCKET.handshake.tokenExpired) {
      void refreshAndReconnect();
    } else if (error.message === CHAT_SOCKET.handshake.unauthorized && !refreshedForRefusal) {
      refreshedForRefusal = true;
      void refreshAndReconnect();
    } else if (socket.active) {
      setState("disconnected"); // a transport failure: socket.io-client retries by itself
    } else {
      setState("unauthorized"); // refused at the handshake (no session, wrong origin)
    }
  });
  socket.on("disconnect", (reason) => {
    for (const [chatId, upToId] of readsSentOnConnection) {
      if (!unsentReads.has(chatId)) unsentReads.set(chatId, upToId);
    }
    readsSentOnConnection.clear();
    setState("disconnected");
    // The server closed the socket (its session ran out mid-connection): refresh, come back.
    if (reason === "io server disconnect" && wanted) void refreshAndReconnect();
  });

  socket.on(CHAT_SOCKET.events.message, (raw: unknown) => {
    const parsed = chatMessageDtoSchema.safeParse(raw);
    if (!parsed.success) return;
    for (const listener of listeners) listener.message?.(parsed.data);
  });
  socket.on(CHAT_SOCKET.events.read, (raw: unknown) => {
    const parsed = chatMessageReadEventSchema.safeParse(raw);
    if (!parsed.success) return;
    for (const listener of listeners) listener.read?.(parsed.data);
  });
  socket.on(CHAT_SOCKET.events.ack, (raw: unknown) => {
    const parsed = chatMessageAckEventSchema.safeParse(raw);
    if (!parsed.success) return;
    const entry = pending.get(parsed.data.clientMsgId);
    if (!entry) return;
    pending.delete(parsed.data.clientMsgId);
    clearTimeout(entry.timer);
    entry.resolve(parsed.data);
  });
  socket.on(CHAT_SOCKET.events.error, (raw: unknown) => {
    const parsed = chatMessageErrorEventSchema.safeParse(raw);
    if (!parsed.success) return;
    const { code, clientMsgId, message } = parsed.data;
    // The session ran out: the send stays pending and goes again after the refresh.
    if (code === "TOKEN_EXPIRED" || !clientMsgId) return;
    const entry = pending.get(clientMsgId);
    if (!entry) return;
    pending.delete(clientMsgId);
    clearTimeout(entry.timer);
    entry.reject(new ChatSendError(code, clientMsgId, message));
  });

  return {
    /** The current connection state. */
    get state(): ChatConnectionState {
      return state;
    },
    /** Connects (and keeps reconnecting) until `disconnect()`. */
    connect(): void {
      wanted = true;
      void open();
    },
    /** Closes the socket; pending sends fail with `TIMEOUT` when their time is up. */
    disconnect(): void {
      wanted = false;
      stopRefreshRetry();
      socket.disconnect();
      setState("idle");
    },
    /**
     * Sends `text` to a chat and resolves with the server's ack `{ clientMsgId, id, chatId, sentAt }`.
     * Rejects with a {@link ChatSendError}: `VALIDATION` (blank or over 4 000 characters, checked
     * here first), `FORBIDDEN`, `RATE_LIMITED`, `UNKNOWN`, or `TIMEOUT`. Pass the same
     * `clientMsgId` to retry a send without storing it twice.
     */
    send(chatId: string, text: string, clientMsgId: string = newClientMsgId()): Promise<ChatMessageAckEvent> {
      const parsed = sendChatMessageSchema.safeParse({ chatId, text, clientMsgId });
      if (!parsed.success) return Promise.reject(new ChatSendError("VALIDATION", clientMsgId));
      const existing = pending.get(clientMsgId);
      if (existing) clearTimeout(existing.timer);
      return new Promise<ChatMessageAckEvent>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(clientMsgId);
          reject(new ChatSendError("TIMEOUT", clientMsgId));
        }, ackTimeoutMs);
        pending.set(clientMsgId, { payload: parsed.data, resolve, reject, timer });
        if (socket.connected) socket.emit(CHAT_SOCKET.events.message, parsed.data);
      });
    },
    /** Marks the chat read up to `upToId` (the newest message shown); sent on reconnect if offline. */
    markRead(chatId: string, upToId: string): void {
      if (socket.connected) emitRead(chatId, upToId);
      else unsentReads.set(chatId, upToId);
    },
    /** Adds a listener; returns the function that removes it. */
    subscribe(listener: ChatSocketListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * Everything in `chatId` after `afterId` (from the start without it), oldest first, from
     * the database over HTTP: what the client missed while it was away.
     */
    async replay(chatId: string, afterId?: string): Promise<ChatMessageDto[]> {
      const messages: ChatMessageDto[] = [];
      let after = afterId;
      for (;;) {
        const page = await options.api.chat.getMessagesAfter(chatId, after);
        messages.push(...page.messages);
        const last = page.messages.at(-1)?.id;
        if (!page.hasMore || !last) return messages;
        after = last;
      }
    },
  };
}

/** The live chat socket made by {@link createChatSocket}. */
export type ChatSocket = ReturnType<typeof createChatSocket>;
