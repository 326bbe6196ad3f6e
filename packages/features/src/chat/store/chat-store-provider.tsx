import type { ChatMessage } from "@rabota/domain/mappers";
import {
  defineFeatureStore,
  type FeatureStoreProps,
  FeatureStoreProvider,
  useFeatureStore,
} from "../../lib/store-kit";
import { type ChatApi, type ChatLive, createChatStore, type IncomingNotice } from "./chat-store";

const chatStore = defineFeatureStore("Chat", (input: { api: ChatApi; live: ChatLive }) =>
  createChatStore(input),
);

/** The chat store for the whole app (the header's badge, toasts and /chats share it). */
export function ChatStoreProvider(props: FeatureStoreProps<typeof chatStore>) {
  return <FeatureStoreProvider of={chatStore} {...props} />;
}

const NO_MESSAGES: readonly ChatMessage[] = [];

/** Whether the chat is launched: null until the gateway has said. */
export const useChatEnabled = () => useFeatureStore(chatStore, (state) => state.enabled);
/** Unread messages over all chats. */
export const useChatUnreadTotal = () => useFeatureStore(chatStore, (state) => state.unreadTotal);
/** The latest message from someone else in a chat that is not open. */
export const useChatIncoming = (): IncomingNotice | null =>
  useFeatureStore(chatStore, (state) => state.incoming);
/** The store's intents. */
export const useChatActions = () => useFeatureStore(chatStore, (state) => state.actions);

export const useChatList = () => useFeatureStore(chatStore, (state) => state.chats);
export const useChatListStatus = () => useFeatureStore(chatStore, (state) => state.listStatus);
export const useChatListHasNext = () => useFeatureStore(chatStore, (state) => state.listHasNext);
export const useChatRole = () => useFeatureStore(chatStore, (state) => state.role);
export const useChatUserId = () => useFeatureStore(chatStore, (state) => state.userId);
export const useChatConnection = () => useFeatureStore(chatStore, (state) => state.connection);
export const useChatItem = (chatId: string) =>
  useFeatureStore(chatStore, (state) => state.chats.find((chat) => chat.chatId === chatId) ?? null);
export const useChatMessages = (chatId: string) =>
  useFeatureStore(chatStore, (state) => state.messages[chatId] ?? NO_MESSAGES);
export const useChatThread = (chatId: string) => useFeatureStore(chatStore, (state) => state.threads[chatId]);
export const useChatSendNotice = () => useFeatureStore(chatStore, (state) => state.sendNotice);
