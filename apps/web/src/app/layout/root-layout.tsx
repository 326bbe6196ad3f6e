import { useConsentRequired, useIsAuthChecked } from "@rabota/features/session";
import { PageSpinner } from "@rabota/ui/spinner";
import { Toaster } from "@rabota/ui/toast";
import { lazy, Suspense, useEffect, useState } from "react";
import { Outlet, useMatches } from "react-router";
import type { RouteHandle } from "../route-handle";
import { Footer } from "./footer";
import { Header } from "./header";
import { ModalHost } from "./modal-host";
import styles from "./root-layout.module.css";
import { useChatSession } from "./use-chat-session";
import { useRouteChangeEffects } from "./use-route-change-effects";

// The consent prompt loads only for the rare account that owes the consent.
const ConsentGate = lazy(() => import("./consent-gate").then((module) => ({ default: module.ConsentGate })));

function useNarrowFrame(): boolean {
  const matches = useMatches();
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.narrowFrame === true);
}

/** Tells once its page is on screen and live (mounted, or hydrated). */
function PageLive({ onLive }: { onLive: (live: true) => void }) {
  useEffect(() => onLive(true), [onLive]);
  return null;
}

/**
 * The frame every page lives in: header, content, footer, modal host, toasts. (§2.2) An account
 * that owes the personal-data consent sees the consent prompt in place of any page until it
 * gives it (issue 41): no page loads before.
 *
 * A page rendered on the server (issue 27) shows before its script has run: until the page is
 * hydrated the frame is `aria-disabled`, so assistive technology and test drivers wait instead of
 * typing into a field whose change React would not see.
 */
export function RootLayout() {
  const [live, setLive] = useState(false);
  const narrow = useNarrowFrame();
  const isAuthChecked = useIsAuthChecked();
  const consentRequired = useConsentRequired();
  useRouteChangeEffects();
  useChatSession();

  return (
    <div className={styles.app} aria-disabled={live ? undefined : true}>
      <a className={styles.skipLink} href="#main">
        К содержимому
      </a>
      <Header narrow={narrow} />
      {/* Focusable by script (route changes, the skip link), never by Tab. */}
      <main id="main" tabIndex={-1} className={narrow ? `${styles.main} ${styles.narrow}` : styles.main}>
        {isAuthChecked ? (
          <Suspense fallback={<PageSpinner label="Загрузка страницы" />}>
            {consentRequired ? <ConsentGate /> : <Outlet />}
            <PageLive onLive={setLive} />
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
