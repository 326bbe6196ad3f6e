import {
  type ChatHistoryQuery,
  type ChatListQuery,
  chatHistoryResponseSchema,
  chatListResponseSchema,
  chatMessagesAfterResponseSchema,
  chatOpenResponseSchema,
  chatSummaryResponseSchema,
} from "@rabota/domain/wire/chat";
import type { Http } from "../http";

const id = (value: string) => encodeURIComponent(value);

/** The live chat's HTTP calls; the live events go through `@rabota/api-client/chat`. */
/**
 * The chat's reads run in the background too (the header's count, the catch-up after every
 * reconnect), and the chat shows its own state when one fails (the list's and the thread's
 * «Повторить», the composer's «Нет соединения»): a failed read must not send the app to its
 * error page, which took a user typing offline out of the conversation.
 */
const CHAT_READS_OWN_FAILURES = true;

export function createChatCalls({ request }: Http) {
  return {
    /**
     * `GET /v1/chat/summary` -> `{ enabled, unread }`: whether the chat is launched
     * (`CHAT_ENABLED`) and the caller's unread messages; a guest gets `unread: 0`.
     */
    getSummary: () =>
      request("get", "/v1/chat/summary", {
        call: "chat.getSummary",
        schema: chatSummaryResponseSchema,
        ownsFailures: CHAT_READS_OWN_FAILURES,
      }),
    /**
     * `GET /v1/chat/list?type&page&perPage` -> `{ support, list, page, perPage, hasNext }`;
     * `type` is `all` (default), `unread` or `support`. 404 when the chat is off.
     */
    getList: (query: ChatListQuery = {}) =>
      request("get", "/v1/chat/list", {
        call: "chat.getList",
        ownsFailures: CHAT_READS_OWN_FAILURES,
        query: { ...query },
        schema: chatListResponseSchema,
      }),
    /**
     * `GET /v1/chat/{chatId}?page&perPage` -> `{ messages, page, perPage, hasNext }`: page 0
     * is the newest 50, oldest first; 403 for a chat the caller is not a member of.
     */
    getHistory: (chatId: string, query: ChatHistoryQuery = {}) =>
      request("get", `/v1/chat/${id(chatId)}`, {
        call: "chat.getHistory",
        ownsFailures: CHAT_READS_OWN_FAILURES,
        query: { ...query },
        schema: chatHistoryResponseSchema,
      }),
    /**
     * `GET /v1/chat/{chatId}/messages?after=` -> `{ messages, hasMore }`: the messages after
     * `afterId` (all from the start without it), oldest first, for catching up after a reconnect.
     */
    getMessagesAfter: (chatId: string, afterId?: string) =>
      request("get", `/v1/chat/${id(chatId)}/messages`, {
        call: "chat.getMessagesAfter",
        ownsFailures: CHAT_READS_OWN_FAILURES,
        query: { after: afterId },
        schema: chatMessagesAfterResponseSchema,
      }),
    /**
     * `POST /v1/chat/response/{vacancyId}/{applicantId}` -> the chat id of that response
     * (opened if new); for the applicant or an active member of the vacancy's company.
     */
    openForResponse: async (vacancyId: string, applicantId: string) =>
      (
        await request("post", `/v1/chat/response/${id(vacancyId)}/${id(applicantId)}`, {
          call: "chat.openForResponse",
          schema: chatOpenResponseSchema,
        })
      ).chatId,
  };
}
