import { useIsAuthChecked } from "@rabota/features/session";
import { PageSpinner } from "@rabota/ui/spinner";
import { Toaster } from "@rabota/ui/toast";
import { Suspense } from "react";
import { Outlet, useMatches } from "react-router";
import type { RouteHandle } from "../route-handle";
import { Footer } from "./footer";
import { Header } from "./header";
import { ModalHost } from "./modal-host";
import styles from "./root-layout.module.css";
import { useChatSession } from "./use-chat-session";
import { useRouteChangeEffects } from "./use-route-change-effects";

function useNarrowFrame(): boolean {
  const matches = useMatches();
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.narrowFrame === true);
}

/** The frame every page lives in: header, content, footer, modal host, toasts. (§2.2) */
export function RootLayout() {
  const narrow = useNarrowFrame();
  const isAuthChecked = useIsAuthChecked();
  useRouteChangeEffects();
  useChatSession();

  return (
    <div className={styles.app}>
      <a className={styles.skipLink} href="#main">
        К содержимому
      </a>
      <Header narrow={narrow} />
      {/* Focusable by script (route changes, the skip link), never by Tab. */}
      <main id="main" tabIndex={-1} className={narrow ? `${styles.main} ${styles.narrow}` : styles.main}>
        {isAuthChecked ? (
          <Suspense fallback={<PageSpinner label="Загрузка страницы" />}>
            <Outlet />
          </Suspense>
        ) : (
          <PageSpinner label="Проверяем вход" />
        )}
      </main>
      <Footer narrow={narrow} />
      <ModalHost />
      <Toaster closeLabel="Закрыть уведомление" label="Уведомления" />
    </div>
  );
}
