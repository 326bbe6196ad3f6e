/**
 * Wire schemas of the live chat (§3, §7; docs/decisions/010-live-chat.md): the HTTP calls
 * (summary, list, history, replay, open for a response) and the Socket.IO events
 * `message`, `message_ack`, `message_error`, `message_read`.
 */
import { z } from "zod";
import {
  CHAT_LIST_DEFAULT_PAGE,
  CHAT_LIST_PER_PAGE,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGES_DEFAULT_PAGE,
  CHAT_MESSAGES_PER_PAGE,
} from "../constants";
import { idSchema } from "./primitives";

// ---------------------------------------------------------------- HTTP

/** `GET /v1/chat/summary` (public) -> whether the chat is launched, and the caller's unread messages (0 for a guest). */
export const chatSummaryResponseSchema = z.object({
  enabled: z.boolean(),
  unread: z.number().int().min(0),
});
export type ChatSummaryResponse = z.infer<typeof chatSummaryResponseSchema>;

/** A chat is the support chat of one user, or the chat of one response (applicant × vacancy). */
export const CHAT_KINDS = ["support", "response"] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

/**
 * A chat list entry as the server sends it; `companyName` may be missing («Компания» then).
 * `applicantName` names the applicant of a response chat (the employer's counterpart), or the
 * user of a support chat as an operator sees it.
 */
export const chatListItemDtoSchema = z.object({
  chatId: idSchema,
  kind: z.enum(CHAT_KINDS).optional(),
  companyName: z.string().nullish(),
  vacancyName: z.string().nullish(),
  lastMessage: z.string().nullish(),
  sentAt: z.string().nullish(),
  unreadCount: z.number().int().min(0).nullish(),
  employerName: z.string().nullish(),
  applicantName: z.string().nullish(),
});
export type ChatListItemDto = z.infer<typeof chatListItemDtoSchema>;

/**
 * Values of the list's `type` filter: `all` (the default) every chat of the caller, `unread`
 * only those with unread messages, `support` only support chats (an operator's queue).
 */
export const CHAT_LIST_TYPES = ["all", "unread", "support"] as const;
export type ChatListType = (typeof CHAT_LIST_TYPES)[number];

/** `GET /v1/chat/list?type&page&perPage` (page from 1, 20 per page by default). */
export const chatListQuerySchema = z.object({
  type: z.enum(CHAT_LIST_TYPES).default("all"),
  page: z.coerce.number().int().min(1).default(CHAT_LIST_DEFAULT_PAGE),
  perPage: z.coerce.number().int().min(1).max(100).default(CHAT_LIST_PER_PAGE),
});
export type ChatListQuery = Partial<z.output<typeof chatListQuerySchema>>;

/**
 * -> `{ support, list, page, perPage, hasNext }`: `support` is the caller's own support chat
 * (shown first with its fixed label), `list` a page of the other chats, newest activity first.
 */
export const chatListResponseSchema = z.object({
  support: chatListItemDtoSchema.nullable(),
  list: z.array(chatListItemDtoSchema),
  page: z.number().int().min(1),
  perPage: z.number().int().min(1),
  hasNext: z.boolean(),
});
export type ChatListResponse = z.infer<typeof chatListResponseSchema>;

/**
 * A message as the server sends it, in a history page and as the live event `message`
 * (server -> client); `senderRoleId` is the sender's user id, `readAt` null until another
 * member has read it, `clientMsgId` the id the sender's client gave it. Ids grow with time.
 */
export const chatMessageDtoSchema = z.object({
  id: idSchema.nullish(),
  chatId: idSchema,
  text: z.string().nullish(),
  senderRoleId: idSchema,
  sentAt: z.string(),
  readAt: z.string().nullish(),
  clientMsgId: z.string().nullish(),
});
export type ChatMessageDto = z.infer<typeof chatMessageDtoSchema>;

/** `GET /v1/chat/{chatId}?page&perPage` (page from 0 = the newest 50, going back in time). */
export const chatHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(CHAT_MESSAGES_DEFAULT_PAGE),
  perPage: z.coerce.number().int().min(1).max(100).default(CHAT_MESSAGES_PER_PAGE),
});
export type ChatHistoryQuery = Partial<z.output<typeof chatHistoryQuerySchema>>;

/** -> `{ messages, page, perPage, hasNext }`; `messages` oldest first within the page. */
export const chatHistoryResponseSchema = z.object({
  messages: z.array(chatMessageDtoSchema),
  page: z.number().int().min(0),
  perPage: z.number().int().min(1),
  hasNext: z.boolean(),
});
export type ChatHistoryResponse = z.infer<typeof chatHistoryResponseSchema>;

/** `GET /v1/chat/{chatId}/messages?after={messageId}`: what a client missed, oldest first, at most `limit`. */
export const chatMessagesAfterQuerySchema = z.object({
  after: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export type ChatMessagesAfterQuery = Partial<z.output<typeof chatMessagesAfterQuerySchema>>;

/** -> `{ messages, hasMore }`: `hasMore` asks for another call after the last id. */
export const chatMessagesAfterResponseSchema = z.object({
  messages: z.array(chatMessageDtoSchema),
  hasMore: z.boolean(),
});
export type ChatMessagesAfterResponse = z.infer<typeof chatMessagesAfterResponseSchema>;

/** The path of the calls about one chat: `/v1/chat/{chatId}…`. */
export const chatIdParamsSchema = z.object({ chatId: idSchema });

/** The path of `POST /v1/chat/response/{vacancyId}/{applicantId}`. */
export const chatResponseParamsSchema = z.object({ vacancyId: idSchema, applicantId: idSchema });

/** `POST /v1/chat/response/{vacancyId}/{applicantId}` -> the chat of that response (opened if new). */
export const chatOpenResponseSchema = z.object({ chatId: idSchema });
export type ChatOpenResponse = z.infer<typeof chatOpenResponseSchema>;

// ---------------------------------------------------------------- Socket.IO events

/** A chat message's text: trimmed, 1–4 000 characters of plain text. */
export const chatMessageTextSchema = z.string().trim().min(1).max(CHAT_MESSAGE_MAX_LENGTH);

/**
 * Live event `message` (client -> server): send a text to a chat. `clientMsgId` is unique
 * per sender: sending it again stores nothing new and acknowledges the first message again.
 */
export const sendChatMessageSchema = z.strictObject({
  chatId: idSchema,
  text: chatMessageTextSchema,
  clientMsgId: idSchema,
});
export type SendChatMessage = z.input<typeof sendChatMessageSchema>;

/** Live event `message_ack` (server -> the sending socket): the message is stored. */
export const chatMessageAckEventSchema = z.object({
  clientMsgId: idSchema,
  id: idSchema,
  chatId: idSchema,
  sentAt: z.string(),
});
export type ChatMessageAckEvent = z.infer<typeof chatMessageAckEventSchema>;

/**
 * What the client shows for each code of `message_error`, plus `TIMEOUT` (the client's own:
 * no ack in time). The table is the list of codes too, so a code cannot lack its text.
 */
export const CHAT_ERROR_MESSAGES = {
  VALIDATION: "Сообщение должно содержать от 1 до 4000 символов",
  FORBIDDEN: "Нет доступа к этому чату",
  RATE_LIMITED: "Слишком много сообщений, подождите немного",
  TOKEN_EXPIRED: "Сессия истекла, переподключаемся",
  TIMEOUT: "Сервер не ответил, сообщение не отправлено",
  UNKNOWN: "Не удалось отправить сообщение",
};
export type ChatErrorCode = keyof typeof CHAT_ERROR_MESSAGES;
/** The codes in the table's order: the values a `message_error` event's `code` may take. */
export const CHAT_ERROR_CODES = Object.keys(CHAT_ERROR_MESSAGES) as [ChatErrorCode, ...ChatErrorCode[]];

/**
 * Live event `message_error` (server -> the sending socket): a `message` (with its
 * `clientMsgId`) or `message_read` was refused; nothing was stored.
 */
export const chatMessageErrorEventSchema = z.object({
  clientMsgId: z.string().nullish(),
  chatId: z.string().nullish(),
  code: z.enum(CHAT_ERROR_CODES),
  message: z.string(),
});
export type ChatMessageErrorEvent = z.infer<typeof chatMessageErrorEventSchema>;

/** Live event `message_read` (client -> server): the caller has read the chat up to this message. */
export const markChatReadSchema = z.strictObject({ chatId: idSchema, upToId: idSchema });
export type MarkChatRead = z.input<typeof markChatReadSchema>;

/**
 * Live event `message_read` (server -> the chat's other members and the reader's other tabs):
 * `readerId` has read these messages at `readAt`.
 */
export const chatMessageReadEventSchema = z.object({
  chatId: idSchema,
  messageIds: z.array(idSchema),
  readAt: z.string().nullish(),
  readerId: idSchema.optional(),
});
export type ChatMessageReadEvent = z.infer<typeof chatMessageReadEventSchema>;

/** The names of the live chat events on the socket (§7). */
export const CHAT_EVENTS = {
  message: "message",
  ack: "message_ack",
  error: "message_error",
  read: "message_read",
} as const;

/** The `connect_error` message of a handshake whose access token has expired (refresh, then reconnect). */
export const CHAT_TOKEN_EXPIRED = "TOKEN_EXPIRED";
/** The `connect_error` message of a handshake without a valid session. */
export const CHAT_UNAUTHORIZED = "UNAUTHORIZED";
/** The Socket.IO path on the gateway's port. */
export const CHAT_SOCKET_PATH = "/socket.io";

/**
 * What both ends of the chat socket agree on besides the event schemas, as one object: the
 * gateway's server and the API client's socket read it alike, so neither lists the pieces.
 */
export const CHAT_SOCKET = {
  path: CHAT_SOCKET_PATH,
  events: CHAT_EVENTS,
  /** The `connect_error` messages of a refused handshake. */
  handshake: { tokenExpired: CHAT_TOKEN_EXPIRED, unauthorized: CHAT_UNAUTHORIZED },
  /** The Russian text of each `message_error` code. */
  errorMessages: CHAT_ERROR_MESSAGES,
} as const;

/** Who sends a live event to whom. */
export type ChatEventDirection = "client → server" | "server → sender" | "server → members";

/**
 * Every live chat event with its payload schema, in the order of a message's life: what the
 * api-client README's "Socket.IO events" section is generated from (so it cannot go stale).
 * `server → members` reaches every socket of the chat's members except the sending one.
 */
export const CHAT_SOCKET_EVENTS = [
  {
    name: CHAT_EVENTS.message,
    direction: "client → server",
    payload: sendChatMessageSchema,
    description:
      "Send a text to a chat the caller belongs to. Sending a `clientMsgId` again stores nothing new and acknowledges the first message again.",
  },
  {
    name: CHAT_EVENTS.ack,
    direction: "server → sender",
    payload: chatMessageAckEventSchema,
    description: "The message is stored: its id and time, matched to the send by `clientMsgId`.",
  },
  {
    name: CHAT_EVENTS.error,
    direction: "server → sender",
    payload: chatMessageErrorEventSchema,
    description:
      "A `message` or `message_read` was refused and nothing was stored; `message` is the Russian text to show (codes below).",
  },
  {
    name: CHAT_EVENTS.message,
    direction: "server → members",
    payload: chatMessageDtoSchema,
    description: "A new message of a chat: to the other members, and to the sender's other tabs.",
  },
  {
    name: CHAT_EVENTS.read,
    direction: "client → server",
    payload: markChatReadSchema,
    description: "The caller has read the chat up to `upToId` (a watermark: it only moves forward).",
  },
  {
    name: CHAT_EVENTS.read,
    direction: "server → members",
    payload: chatMessageReadEventSchema,
    description: "Read receipts: `readerId` has read these messages (also the reader's own other tabs).",
  },
] as const satisfies readonly {
  name: string;
  direction: ChatEventDirection;
  payload: z.ZodType;
  description: string;
}[];
