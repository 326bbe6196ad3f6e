import { CHAT_EVENTS, CHAT_SOCKET_PATH } from "@rabota/domain/wire/chat";
import { io, type Socket } from "socket.io-client";

/** Everything a test socket heard, in order, by event. */
interface ChatEvents {
  message: Record<string, unknown>[];
  message_ack: Record<string, unknown>[];
  message_error: Record<string, unknown>[];
  message_read: Record<string, unknown>[];
}

/** A real socket.io-client connection to a gateway, recording every chat event it receives. */
export interface TestChatSocket {
  socket: Socket;
  events: ChatEvents;
  /** Emits `message`. */
  send(payload: Record<string, unknown>): void;
  /** Emits `message_read`. */
  read(payload: Record<string, unknown>): void;
  close(): void;
}

/**
 * Connects to the gateway at `url` over WebSocket with `cookie` (and `origin`, when given);
 * resolves once connected, rejects with the `connect_error` (its message is the server's).
 */
export function connectChat(
  url: string,
  cookie: string,
  options: { origin?: string } = {},
): Promise<TestChatSocket> {
  const socket = io(url, {
    path: CHAT_SOCKET_PATH,
    transports: ["websocket"],
    forceNew: true,
    reconnection: false,
    extraHeaders: { cookie, ...(options.origin ? { origin: options.origin } : {}) },
  });
  const events: ChatEvents = { message: [], message_ack: [], message_error: [], message_read: [] };
  for (const name of Object.values(CHAT_EVENTS)) {
    socket.on(name, (payload: Record<string, unknown>) => events[name].push(payload));
  }
  return new Promise((resolve, reject) => {
    socket.once("connect", () =>
      resolve({
        socket,
        events,
        send: (payload) => socket.emit(CHAT_EVENTS.message, payload),
        read: (payload) => socket.emit(CHAT_EVENTS.read, payload),
        close: () => socket.close(),
      }),
    );
    socket.once("connect_error", (error) => {
      socket.close();
      reject(error);
    });
  });
}
