export {
  type ChatConnectionState,
  ChatSendError,
  type ChatSocket,
  type ChatSocketListener,
  type ChatSocketOptions,
  createChatSocket,
} from "./chat/socket-client";
