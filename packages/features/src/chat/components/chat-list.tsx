import { chatTitle } from "@rabota/domain/mappers";
import { Button } from "@rabota/ui/button";
import { ChatListItem } from "@rabota/ui/chat";
import { EmptyState } from "@rabota/ui/empty-state";
import { ErrorState } from "@rabota/ui/error-state";
import { ChatIcon } from "@rabota/ui/icon";
import { Skeleton } from "@rabota/ui/skeleton";
import type { MouseEvent } from "react";
import { listTime, unreadLabel } from "../lib/chat-format";
import {
  useChatActions,
  useChatList,
  useChatListHasNext,
  useChatListStatus,
  useChatRole,
} from "../store/chat-store-provider";

export interface ChatListProps {
  /** The chat open now. */
  currentChatId: string | null;
  /** The address of a chat (`/chats/{chatId}`). */
  chatHref: (chatId: string) => string;
  /** Client-side navigation for a plain click. */
  onNavigate: (href: string) => void;
}

/** A plain left click navigates in the app; a modified one (new tab) is left to the browser. */
function inAppClick(href: string, onNavigate: (href: string) => void) {
  return (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  };
}

/** The chat list: the support chat first with its fixed label, then the others with unread counts. */
export function ChatList({ currentChatId, chatHref, onNavigate }: ChatListProps) {
  const chats = useChatList();
  const status = useChatListStatus();
  const hasNext = useChatListHasNext();
  const role = useChatRole();
  const { loadList, loadMoreChats } = useChatActions();

  if (chats.length === 0) {
    if (status === "failed") {
      return (
        <ErrorState
          size="compact"
          title="Не удалось загрузить чаты"
          actions={
            <Button variant="secondary" size="sm" onClick={() => void loadList()}>
              Повторить
            </Button>
          }
        />
      );
    }
    if (status !== "succeeded") return <Skeleton shape="text" lines={4} />;
    return (
      <EmptyState
        size="compact"
        icon={<ChatIcon size={28} />}
        title="Чатов пока нет"
        description="Чат появится, когда вы напишете по отклику."
      />
    );
  }
  return (
    <>
      <ul className="rb-chat-list" aria-label="Список чатов">
        {chats.map((chat) => {
          const href = chatHref(chat.chatId);
          return (
            <li key={chat.chatId} data-testid="chat-list-item">
              <ChatListItem
                href={href}
                onClick={inAppClick(href, onNavigate)}
                title={chatTitle(chat, role)}
                subtitle={chat.kind === "support" ? undefined : chat.vacancyName || undefined}
                preview={
                  chat.lastMessage || (chat.kind === "support" ? "Напишите, если нужна помощь" : undefined)
                }
                time={listTime(chat.sentAt)}
                unreadCount={chat.unreadCount}
                unreadLabel={unreadLabel(chat.unreadCount)}
                current={chat.chatId === currentChatId}
                pinned={chat.kind === "support"}
              />
            </li>
          );
        })}
      </ul>
      {hasNext ? (
        <Button variant="ghost" size="sm" loading={status === "pending"} onClick={() => void loadMoreChats()}>
          Показать ещё
        </Button>
      ) : null}
    </>
  );
}
