import { Button } from "@rabota/ui/button";
import { EmptyState } from "@rabota/ui/empty-state";
import { ChatIcon } from "@rabota/ui/icon";
import { SUPPORT } from "../../app/layout/support-contacts";
import { usePageTitle } from "../../lib/use-page-title";
import styles from "./chats-unavailable-page.module.css";

/** `/chats-are-unavailable`: the chats page while chat is not available yet. */
export default function ChatsUnavailablePage() {
  usePageTitle("Чаты — Работа");
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Чаты</h1>
      <EmptyState
        icon={<ChatIcon size={32} />}
        title="Чаты пока недоступны"
        description="Мы готовим переписку между соискателями и работодателями. А пока с вопросами поможет техподдержка в Telegram."
        actions={
          <Button href={SUPPORT.telegramUrl} target="_blank" rel="noreferrer">
            Написать в техподдержку
          </Button>
        }
      />
    </div>
  );
}
