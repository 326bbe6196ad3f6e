import {
  CHAT_SOCKET,
  type ChatErrorCode,
  type ChatMessageAckEvent,
  type ChatMessageDto,
  type ChatMessageErrorEvent,
  type ChatMessageReadEvent,
  markChatReadSchema,
  sendChatMessageSchema,
} from "@rabota/domain/wire/chat";
import { createAdapter } from "@socket.io/postgres-adapter";
import type { FastifyInstance } from "fastify";
import { Server, type Socket } from "socket.io";
import type { DatabaseDriver } from "../../platform/db/database";
import { loggableError } from "../../platform/db/faults";
import { HttpError } from "../../platform/http/errors";
import { breaksWireRule } from "../../platform/http/refuse-nul";
import type { RateLimits } from "../../platform/limits/rate-limits";
import { ACCESS_COOKIE } from "../../platform/security/cookies";
import { isAllowedOrigin, originSet } from "../../platform/security/origin-check";
import type { SessionRevocations } from "../../platform/security/session-revocations";
import type { AccessTokens, SessionClaims } from "../../platform/security/session-tokens";
import { closablePool } from "./adapter-pool";
import type { ChatService } from "./service";

export interface ChatSocketDeps {
  chats: ChatService;
  tokens: AccessTokens;
  revocations: SessionRevocations;
  /** On a PostgreSQL server the Postgres adapter carries events between replicas. */
  driver: DatabaseDriver;
  publicOrigins: readonly string[];
  /** Whether a proxy is trusted (TRUST_PROXY): its X-Forwarded-Proto then names the scheme. */
  trustsProxy: boolean;
  /** The `chat` limit per user, counted in the database (shared with every replica). */
  limits: RateLimits;
  now: () => Date;
}

interface SocketData {
  session: SessionClaims;
  /** When the handshake's access token expires (ms): events after it are refused. */
  expiresAt: number;
}

/** What a client may send; payloads are validated before use. */
interface ClientEvents {
  message: (payload: unknown) => void;
  message_read: (payload: unknown) => void;
}

/** What the server sends (the domain's wire schemas). */
interface ServerEvents {
  message: (message: ChatMessageDto) => void;
  message_ack: (ack: ChatMessageAckEvent) => void;
  message_error: (error: ChatMessageErrorEvent) => void;
  message_read: (read: ChatMessageReadEvent) => void;
}

type ChatServer = Server<ClientEvents, ServerEvents, Record<string, never>, SocketData>;
type ChatSocket = Socket<ClientEvents, ServerEvents, Record<string, never>, SocketData>;

/** Every socket of a user joins its room; events go to the rooms of a chat's members of the moment. */
const userRoom = (userId: string) => `user:${userId}`;

/** The `chatId` / `clientMsgId` of a payload that failed validation, to address the error. */
function field(raw: unknown, name: string): string | null {
  const value = (raw as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === "string" ? value.slice(0, 64) : null;
}

/**
 * The live chat on the gateway's own HTTP server (Socket.IO at `/socket.io`). The handshake
 * needs an allowed Origin (as the HTTP API's state-changing calls) and the access cookie:
 * `connect_error` says `TOKEN_EXPIRED` for an expired one (refresh, reconnect) and
 * `UNAUTHORIZED` otherwise. Each event checks the session again, then the chat membership
 * (in the service); events fan out to the user rooms of the chat's members at that moment,
 * so someone who leaves a company stops hearing its chats at once. Closed with the app.
 */
export function attachChatSocket(app: FastifyInstance, deps: ChatSocketDeps): ChatServer {
  const { chats, tokens, revocations, now } = deps;
  const allowedOrigins = originSet(deps.publicOrigins);
  const adapterPool = deps.driver.kind === "postgres" ? closablePool(deps.driver.pool) : null;
  const io: ChatServer = new Server(app.server, {
    path: CHAT_SOCKET.path,
    serveClient: false,
    // As the HTTP body limit: a 4 000-character message is a few kilobytes.
    maxHttpBufferSize: 64 * 1024,
    ...(adapterPool
      ? {
          adapter: createAdapter(adapterPool.pool, {
            errorHandler: (error) => app.log.error({ err: loggableError(error) }, "chat adapter error"),
          }),
        }
      : {}),
  });
  /** The scheme the browser used, as Fastify's `request.protocol` reads it for the HTTP calls. */
  const protocolOf = (socket: ChatSocket): string => {
    const forwarded = deps.trustsProxy ? socket.handshake.headers["x-forwarded-proto"] : undefined;
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
    return first || (socket.handshake.secure ? "https" : "http");
  };
  // Messages stored over HTTP (an invitation's) reach every member's tabs, the sender's too.
  chats.announceWith((sent) =>
    io.to(sent.memberUserIds.map(userRoom)).emit(CHAT_SOCKET.events.message, sent.message),
  );

  io.use(async (socket: ChatSocket, next) => {
    try {
      const { headers } = socket.handshake;
      if (
        !isAllowedOrigin(headers.origin, { protocol: protocolOf(socket), host: headers.host }, allowedOrigins)
      ) {
        return next(new Error("ORIGIN_NOT_ALLOWED"));
      }
      const token = app.parseCookie(headers.cookie ?? "")[ACCESS_COOKIE];
      const checked = token ? await tokens.inspect(token) : null;
      if (checked === "expired") return next(new Error(CHAT_SOCKET.handshake.tokenExpired));
      if (!checked || revocations.has(checked.claims.sessionId))
        return next(new Error(CHAT_SOCKET.handshake.unauthorized));
      socket.data = { session: checked.claims, expiresAt: checked.expiresAt.getTime() };
      return next();
    } catch (error) {
      app.log.error({ err: loggableError(error) }, "chat handshake failed");
      return next(new Error("UNKNOWN"));
    }
  });

  /** Answers a refused event with `message_error`: the code's text, or `message` when the refusal has its own (a limit's wait). */
  function refuse(
    socket: ChatSocket,
    code: ChatErrorCode,
    raw: unknown,
    message = CHAT_SOCKET.errorMessages[code],
  ): void {
    const event: ChatMessageErrorEvent = {
      clientMsgId: field(raw, "clientMsgId"),
      chatId: field(raw, "chatId"),
      code,
      message,
    };
    socket.emit(CHAT_SOCKET.events.error, event);
  }

  /** The code for a failed call of the service; unexpected faults are logged. */
  function codeOf(error: unknown): ChatErrorCode {
    if (error instanceof HttpError && error.status === 403) return "FORBIDDEN";
    if (error instanceof HttpError && error.status === 400) return "VALIDATION";
    app.log.error({ err: loggableError(error) }, "chat event failed");
    return "UNKNOWN";
  }

  /** False (and the socket closed, so the client refreshes and comes back) once the session ended. */
  function sessionLive(socket: ChatSocket, raw: unknown): boolean {
    const { session, expiresAt } = socket.data;
    if (now().getTime() < expiresAt && !revocations.has(session.sessionId)) return true;
    refuse(socket, "TOKEN_EXPIRED", raw);
    socket.disconnect(true);
    return false;
  }

  async function onMessage(socket: ChatSocket, raw: unknown): Promise<void> {
    if (!sessionLive(socket, raw)) return;
    const parsed = sendChatMessageSchema.safeParse(raw);
    // A NUL, which PostgreSQL cannot store, is refused as on every HTTP route.
    if (!parsed.success || breaksWireRule(raw)) return refuse(socket, "VALIDATION", raw);
    const { session } = socket.data;
    try {
      await deps.limits.take("chat", session.userId);
      const sent = await chats.send(session, parsed.data);
      socket.emit(CHAT_SOCKET.events.ack, sent.ack);
      if (!sent.created) return;
      io.to(sent.memberUserIds.map(userRoom))
        .except(socket.id)
        .emit(CHAT_SOCKET.events.message, sent.message);
      chats
        .scheduleUnreadMail(sent.message.chatId, sent.mailUserIds)
        .catch((error: unknown) =>
          app.log.error({ err: loggableError(error) }, "chat unread mail not queued"),
        );
    } catch (error) {
      // A limit's refusal says how long to wait, in Russian.
      if (error instanceof HttpError && error.status === 429)
        return refuse(socket, "RATE_LIMITED", raw, error.message);
      refuse(socket, codeOf(error), raw);
    }
  }

  async function onRead(socket: ChatSocket, raw: unknown): Promise<void> {
    if (!sessionLive(socket, raw)) return;
    const parsed = markChatReadSchema.safeParse(raw);
    if (!parsed.success || breaksWireRule(raw)) return refuse(socket, "VALIDATION", raw);
    try {
      const read = await chats.markRead(socket.data.session, parsed.data.chatId, parsed.data.upToId);
      if (read)
        io.to(read.memberUserIds.map(userRoom)).except(socket.id).emit(CHAT_SOCKET.events.read, read.event);
    } catch (error) {
      refuse(socket, codeOf(error), raw);
    }
  }

  io.on("connection", (socket: ChatSocket) => {
    const { session, expiresAt } = socket.data;
    void socket.join(userRoom(session.userId));
    // A socket outlives its token no more than a request would: at expiry it is closed and
    // the client refreshes and reconnects (a signed-out session cannot).
    const expiry = setTimeout(() => socket.disconnect(true), Math.max(0, expiresAt - now().getTime()));
    // One event at a time per socket, so a user's messages are stored in the order sent.
    let queue = Promise.resolve();
    const serially = (task: () => Promise<void>) => {
      queue = queue.then(task).catch((error: unknown) => {
        app.log.error({ err: loggableError(error) }, "chat event failed");
      });
    };
    socket.on(CHAT_SOCKET.events.message, (raw: unknown) => serially(() => onMessage(socket, raw)));
    socket.on(CHAT_SOCKET.events.read, (raw: unknown) => serially(() => onRead(socket, raw)));
    socket.on("disconnect", () => clearTimeout(expiry));
  });

  // Before the HTTP server closes: its open sockets would hold the close up. Only this
  // process's sockets; the adapter then stops (its LISTEN connection goes back to the pool).
  app.addHook("preClose", async () => {
    io.local.disconnectSockets(true);
    await io.of("/").adapter.close();
    await adapterPool?.close();
    io.engine.close();
  });
  return io;
}
