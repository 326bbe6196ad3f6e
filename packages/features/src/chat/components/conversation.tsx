import { CHAT_MESSAGE_MAX_LENGTH } from "@rabota/domain/constants";
import { type ChatMessage, chatTitle } from "@rabota/domain/mappers";
import { Button } from "@rabota/ui/button";
import { Composer, MessageBubble } from "@rabota/ui/chat";
import { ArrowLeftIcon } from "@rabota/ui/icon";
import { Spinner } from "@rabota/ui/spinner";
import { Fragment, type ReactNode, useEffect, useLayoutEffect, useRef } from "react";
import { dayLabel, messageTime } from "../lib/chat-format";
import {
  useChatActions,
  useChatConnection,
  useChatItem,
  useChatMessages,
  useChatRole,
  useChatSendNotice,
  useChatThread,
  useChatUserId,
} from "../store/chat-store-provider";

const BUBBLE_LABELS = {
  sending: "Отправляется",
  sent: "Отправлено",
  read: "Прочитано",
  failed: "Не отправлено",
  retry: "Повторить",
};

/** How close to the top (px) the reader scrolls before older messages load. */
const LOAD_OLDER_THRESHOLD_PX = 160;
/** How close to the bottom (px) still counts as reading the newest messages. */
const STICK_TO_BOTTOM_PX = 96;

export interface ConversationProps {
  chatId: string;
  /** Back to the list (shown on phones, where the list is its own screen). */
  onBack: () => void;
  /** Shown instead of the conversation when the user may not read it (403). */
  forbidden: ReactNode;
  /** Under each message of the other side (never one's own, nor support's): «Пожаловаться» (issue 42). */
  messageActions?: (message: ChatMessage) => ReactNode;
}

/**
 * Keeps the log where the reader is: at the bottom for new messages while they read the newest,
 * at the same message when older history is put above, and asks for older history near the top.
 */
function useLogScroll(messages: readonly ChatMessage[], onNearTop: () => void, canLoadOlder: boolean) {
  const logRef = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const previous = useRef<{ firstId: string | null; height: number }>({ firstId: null, height: 0 });

  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const firstId = messages[0]?.id ?? null;
    const before = previous.current;
    if (before.firstId && firstId !== before.firstId && !stickToBottom.current) {
      log.scrollTop += log.scrollHeight - before.height;
    } else if (stickToBottom.current) {
      log.scrollTop = log.scrollHeight;
    }
    previous.current = { firstId, height: log.scrollHeight };
    // A first page too short to scroll: nothing would ever ask for the older ones.
    if (canLoadOlder && log.scrollHeight <= log.clientHeight) onNearTop();
  }, [messages, canLoadOlder, onNearTop]);

  const onScroll = () => {
    const log = logRef.current;
    if (!log) return;
    stickToBottom.current = log.scrollHeight - log.scrollTop - log.clientHeight < STICK_TO_BOTTOM_PX;
    if (log.scrollTop < LOAD_OLDER_THRESHOLD_PX && canLoadOlder) onNearTop();
  };
  const toBottom = () => {
    stickToBottom.current = true;
  };
  return { logRef, onScroll, toBottom };
}

/** One conversation: its header, the message log (older history above as the user scrolls up) and the field. */
export function Conversation({ chatId, onBack, forbidden, messageActions }: ConversationProps) {
  const chat = useChatItem(chatId);
  const role = useChatRole();
  const userId = useChatUserId();
  const messages = useChatMessages(chatId);
  const thread = useChatThread(chatId);
  const connection = useChatConnection();
  const sendNotice = useChatSendNotice();
  const actions = useChatActions();
  const canLoadOlder = thread?.status === "succeeded" && thread.hasMore;
  const loadOlder = useRef(() => void actions.loadOlder(chatId));
  loadOlder.current = () => void actions.loadOlder(chatId);
  const { logRef, onScroll, toBottom } = useLogScroll(messages, () => loadOlder.current(), canLoadOlder);

  useEffect(() => {
    void actions.openChat(chatId);
    return () => actions.closeChat();
  }, [actions, chatId]);

  if (thread?.status === "failed" && (thread.errorStatus === 403 || thread.errorStatus === 404)) {
    return <>{forbidden}</>;
  }

  const title = chat ? chatTitle(chat, role) : "Чат";
  const subtitle = chat && chat.kind !== "support" ? chat.vacancyName : "";
  const firstLoad = !thread || (thread.status === "pending" && messages.length === 0);

  return (
    <section className="rb-conversation" aria-labelledby="conversation-title">
      <header className="rb-conversation__header">
        <Button
          variant="ghost"
          size="sm"
          startIcon={<ArrowLeftIcon />}
          className="rb-conversation__back"
          onClick={onBack}
        >
          Назад
        </Button>
        <div className="rb-conversation__who">
          <h2 id="conversation-title" className="rb-conversation__title">
            {title}
          </h2>
          {subtitle ? <p className="rb-conversation__subtitle">{subtitle}</p> : null}
        </div>
      </header>
      {connection === "disconnected" ? (
        <p className="rb-conversation__offline" role="status">
          Нет соединения. Сообщения отправятся, когда связь восстановится.
        </p>
      ) : null}
      <div
        ref={logRef}
        className="rb-conversation__log"
        role="log"
        aria-live="polite"
        aria-label={`Сообщения: ${title}`}
        aria-busy={thread?.status === "pending" || undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it (WCAG 2.1.1).
        tabIndex={0}
        onScroll={onScroll}
      >
        {thread?.status === "pending" && messages.length > 0 ? (
          <div className="rb-conversation__older">
            <Spinner size="sm" label="Загружаем ранние сообщения" />
          </div>
        ) : canLoadOlder ? (
          <div className="rb-conversation__older">
            <Button variant="ghost" size="sm" onClick={() => loadOlder.current()}>
              Показать ранние сообщения
            </Button>
          </div>
        ) : null}
        {firstLoad ? (
          <div className="rb-conversation__placeholder">
            <Spinner label="Загружаем сообщения" />
          </div>
        ) : thread?.status === "failed" && messages.length === 0 ? (
          <div className="rb-conversation__placeholder">
            <p>Не удалось загрузить сообщения.</p>
            <Button variant="secondary" size="sm" onClick={() => void actions.openChat(chatId)}>
              Повторить
            </Button>
          </div>
        ) : messages.length === 0 ? (
          <p className="rb-conversation__placeholder">Сообщений пока нет. Напишите первым.</p>
        ) : (
          messages.map((message, index) => {
            const day = dayLabel(message.sentAt);
            const previous = messages[index - 1];
            const newDay = !previous || dayLabel(previous.sentAt) !== day;
            const own = message.senderId === userId;
            return (
              <Fragment key={message.clientMsgId ?? message.id}>
                {newDay ? (
                  <p className="rb-conversation__day">
                    <span>{day}</span>
                  </p>
                ) : null}
                <MessageBubble
                  data-testid="chat-message"
                  text={message.text}
                  time={messageTime(message.sentAt)}
                  dateTime={message.sentAt}
                  own={own}
                  delivery={message.status}
                  labels={BUBBLE_LABELS}
                  onRetry={own ? () => actions.retry(chatId, message.id) : undefined}
                />
                {!own && messageActions && chat?.kind !== "support" ? (
                  <div className="rb-conversation__message-actions">{messageActions(message)}</div>
                ) : null}
              </Fragment>
            );
          })
        )}
      </div>
      {sendNotice ? (
        <p className="rb-conversation__notice" role="status">
          {sendNotice}
        </p>
      ) : null}
      <Composer
        className="rb-conversation__composer"
        label="Сообщение"
        placeholder="Напишите сообщение…"
        sendLabel="Отправить"
        hint="Enter — отправить, Shift+Enter — новая строка"
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        onSend={(text) => {
          toBottom();
          actions.send(chatId, text);
        }}
      />
    </section>
  );
}
