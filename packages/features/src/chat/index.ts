export { ChatsScreen } from "./components/chats-screen";
export type { ChatApi, ChatLive } from "./store/chat-store";
export { createChatStore } from "./store/chat-store";
export {
  ChatStoreProvider,
  useChatActions,
  useChatEnabled,
  useChatIncoming,
  useChatUnreadTotal,
} from "./store/chat-store-provider";
