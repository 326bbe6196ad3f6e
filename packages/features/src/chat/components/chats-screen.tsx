import type { ChatMessage } from "@rabota/domain/mappers";
import { EmptyState } from "@rabota/ui/empty-state";
import { ChatIcon } from "@rabota/ui/icon";
import type { ReactNode } from "react";
import { ChatList } from "./chat-list";
import { Conversation } from "./conversation";
import "./chat.css";

export interface ChatsScreenProps {
  /** The chat open now (from the address), or null for the list alone. */
  chatId: string | null;
  chatHref: (chatId: string) => string;
  /** Client-side navigation (a chat from the list, Back). */
  onNavigate: (href: string) => void;
  /** The list's own address (Back on a phone). */
  listHref: string;
  /** Shown in place of a conversation the user may not read. */
  forbidden: ReactNode;
  /** Under each message of the other side: «Пожаловаться» (issue 42), composed by the app. */
  messageActions?: (message: ChatMessage) => ReactNode;
}

/**
 * The chats page: the list beside the open conversation; on a phone (≤ 640 px) they are two
 * screens — the list at `/chats`, the conversation with «Назад» at `/chats/{chatId}`.
 */
export function ChatsScreen({
  chatId,
  chatHref,
  onNavigate,
  listHref,
  forbidden,
  messageActions,
}: ChatsScreenProps) {
  return (
    <div className="rb-chats" data-view={chatId ? "conversation" : "list"}>
      <div className="rb-chats__list">
        <h1 className="rb-chats__heading">Чаты</h1>
        <ChatList currentChatId={chatId} chatHref={chatHref} onNavigate={onNavigate} />
      </div>
      <div className="rb-chats__conversation">
        {chatId ? (
          <Conversation
            key={chatId}
            chatId={chatId}
            onBack={() => onNavigate(listHref)}
            forbidden={forbidden}
            messageActions={messageActions}
          />
        ) : (
          <EmptyState
            icon={<ChatIcon size={32} />}
            title="Выберите чат"
            description="Здесь появится переписка с работодателем или соискателем."
          />
        )}
      </div>
    </div>
  );
}
