import { ChatsScreen, useChatEnabled } from "@rabota/features/chat";
import { ComplaintButton, ComplaintsStoreProvider } from "@rabota/features/moderation";
import { useIsAuthChecked, useIsAuthenticated } from "@rabota/features/session";
import { PageSpinner } from "@rabota/ui/spinner";
import { Navigate, useNavigate, useParams } from "react-router";
import { useApiClient } from "../../app/api-client-context";
import { paths } from "../../config/paths";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorScreen } from "../error/error-screen";
import styles from "./chats-page.module.css";

/**
 * `/chats` and `/chats/{chatId}` (issue 15), signed-in users only: a guest gets the 403 page
 * (with «Войти», which comes back here); with the chat off (`CHAT_ENABLED=false`), the spec's
 * `/chats-are-unavailable`. A chat the user is not a member of shows the 403 page. Each message
 * of the other side has «Пожаловаться» (issue 42).
 */
export default function ChatsPage() {
  const { chatId = null } = useParams();
  const isAuthChecked = useIsAuthChecked();
  const isAuthenticated = useIsAuthenticated();
  const enabled = useChatEnabled();
  const navigate = useNavigate();
  const client = useApiClient();
  usePageTitle("Чаты — Работа");

  if (!isAuthChecked) return <PageSpinner label="Проверяем вход" />;
  if (!isAuthenticated) return <ErrorScreen status={403} />;
  if (enabled === false) return <Navigate to={paths.chatsUnavailable.href()} replace />;
  if (enabled === null) return <PageSpinner label="Загружаем чаты" />;
  return (
    <div className={styles.page}>
      <ComplaintsStoreProvider api={client.complaints}>
        <ChatsScreen
          chatId={chatId}
          chatHref={paths.chats.href}
          onNavigate={(href) => void navigate(href)}
          listHref={paths.chats.href()}
          forbidden={<ErrorScreen status={403} />}
          messageActions={(message) => (
            <ComplaintButton
              look="inline"
              targetType="message"
              targetId={message.id}
              subject={message.text.length > 120 ? `«${message.text.slice(0, 120)}…»` : `«${message.text}»`}
              aria-label="Пожаловаться на сообщение"
              // Only a signed-in user reads a chat.
              signedIn
              onSignInRequired={() => {}}
            />
          )}
        />
      </ComplaintsStoreProvider>
    </div>
  );
}
