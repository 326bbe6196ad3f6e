import { moderationAccess } from "@rabota/domain/access";
import { ModerationScreen, ModerationStoreProvider, type ModerationTab } from "@rabota/features/moderation";
import { useIsAuthChecked, useSessionRole } from "@rabota/features/session";
import { PageSpinner } from "@rabota/ui/spinner";
import { useNavigate, useParams } from "react-router";
import { useApiClient } from "../../app/api-client-context";
import { paths } from "../../config/paths";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorScreen } from "../error/error-screen";
import styles from "./moderation-page.module.css";

/**
 * `/moderation` «Очередь» and `/moderation/log` «Журнал» (issue 42), the moderators' page: the
 * tab lives in the address (Back returns to the other one). Anyone else gets the 403 page (a
 * guest's with «Войти», which comes back here); an unknown tab is a 404.
 */
export default function ModerationPage() {
  const { tab } = useParams();
  const access = moderationAccess(useSessionRole(), useIsAuthChecked());
  const client = useApiClient();
  const navigate = useNavigate();
  usePageTitle(tab === "log" ? "Журнал модерации — Работа" : "Модерация — Работа");

  if (tab !== undefined && tab !== "log") return <ErrorScreen status={404} />;
  if (access === "loading") return <PageSpinner label="Проверяем вход" />;
  if (access !== "page") return <ErrorScreen status={access} />;
  const current: ModerationTab = tab === "log" ? "log" : "queue";
  return (
    <div className={styles.page}>
      <ModerationStoreProvider api={client.moderation}>
        <ModerationScreen
          tab={current}
          onTabChange={(next) => navigate(paths.moderation.href(next === "log" ? "log" : undefined))}
          onOpen={(href) => navigate(href)}
        />
      </ModerationStoreProvider>
    </div>
  );
}
