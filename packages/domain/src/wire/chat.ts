/**
 * Wire schemas of the chat (§3, §7): the chat list, message history pages
 * and the live events `message`, `message_ack`, `message_read`.
 */
import { z } from "zod";
import {
  CHAT_LIST_DEFAULT_PAGE,
  CHAT_LIST_PER_PAGE,
  CHAT_MESSAGES_DEFAULT_PAGE,
  CHAT_MESSAGES_PER_PAGE,
  MAX_LENGTH,
} from "../constants";
import { idSchema } from "./primitives";

/** A chat list entry as the server sends it; `companyName` may be missing («Компания» then). */
export const chatListItemDtoSchema = z.object({
  chatId: idSchema,
  companyName: z.string().nullish(),
  vacancyName: z.string().nullish(),
  lastMessage: z.string().nullish(),
  sentAt: z.string().nullish(),
  unreadCount: z.number().int().min(0).nullish(),
  employerName: z.string().nullish(),
});
export type ChatListItemDto = z.infer<typeof chatListItemDtoSchema>;

/** `GET /v1/chat/list?type&page&perPage` (page from 1, 20 per page by default). */
export const chatListQuerySchema = z.object({
  type: z.string().max(50).optional(),
  page: z.coerce.number().int().min(1).default(CHAT_LIST_DEFAULT_PAGE),
  perPage: z.coerce.number().int().min(1).max(100).default(CHAT_LIST_PER_PAGE),
});
export type ChatListQuery = z.infer<typeof chatListQuerySchema>;

/** -> `{ list }`. */
export const chatListResponseSchema = z.object({ list: z.array(chatListItemDtoSchema) });
export type ChatListResponse = z.infer<typeof chatListResponseSchema>;

/**
 * A message as the server sends it, in a history page and as the live event `message`
 * (server -> client); `senderRoleId` is the sender's id, `readAt` null until read.
 */
export const chatMessageDtoSchema = z.object({
  id: idSchema.nullish(),
  chatId: idSchema,
  text: z.string().nullish(),
  senderRoleId: idSchema,
  sentAt: z.string(),
  readAt: z.string().nullish(),
});
export type ChatMessageDto = z.infer<typeof chatMessageDtoSchema>;

/** `GET /v1/chat/{chatId}?page&perPage` (page from 0, 50 per page by default). */
export const chatHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(CHAT_MESSAGES_DEFAULT_PAGE),
  perPage: z.coerce.number().int().min(1).max(100).default(CHAT_MESSAGES_PER_PAGE),
});
export type ChatHistoryQuery = z.infer<typeof chatHistoryQuerySchema>;

/** -> `{ messages, page, perPage, hasNext }`. */
export const chatHistoryResponseSchema = z.object({
  messages: z.array(chatMessageDtoSchema),
  page: z.number().int().min(0),
  perPage: z.number().int().min(1),
  hasNext: z.boolean(),
});
export type ChatHistoryResponse = z.infer<typeof chatHistoryResponseSchema>;

/** Live event `message` (client -> server): send a text to a chat. */
export const sendChatMessageSchema = z.strictObject({
  chatId: idSchema,
  text: z.string().trim().min(1).max(MAX_LENGTH.text),
});
export type SendChatMessage = z.input<typeof sendChatMessageSchema>;

/** Live event `message_ack`: the server stored the sender's latest message (id and time). */
export const chatMessageAckEventSchema = z.object({ chatId: idSchema, id: idSchema, sentAt: z.string() });
export type ChatMessageAckEvent = z.infer<typeof chatMessageAckEventSchema>;

/** Live event `message_read`: these messages of the chat are now read. */
export const chatMessageReadEventSchema = z.object({
  chatId: idSchema,
  messageIds: z.array(idSchema),
  readAt: z.string().nullish(),
});
export type ChatMessageReadEvent = z.infer<typeof chatMessageReadEventSchema>;

/** The names of the live chat events on the socket (§7). */
export const CHAT_EVENTS = { message: "message", ack: "message_ack", read: "message_read" } as const;
