import { useIsAuthenticated } from "@rabota/features/session";
import { Button } from "@rabota/ui/button";
import { ErrorState } from "@rabota/ui/error-state";
import { LogInIcon } from "@rabota/ui/icon";
import { Link, matchPath, useLocation } from "react-router";
import { useSignIn } from "../../app/use-sign-in";
import { paths } from "../../config/paths";
import { usePageTitle } from "../../lib/use-page-title";
import styles from "./error-screen.module.css";

const TEXTS: Record<number, { title: string; description: string }> = {
  0: {
    title: "Нет связи с сервером",
    description: "Проверьте подключение к интернету и обновите страницу.",
  },
  403: {
    title: "Доступ запрещён",
    description:
      "У вас нет прав на эту страницу. Войдите под другой учётной записью или вернитесь на главную.",
  },
  404: {
    title: "Страница не найдена",
    description: "Возможно, её удалили или в адресе опечатка. Начните с главной или посмотрите вакансии.",
  },
};

/** A guest's 403: the page opens after signing in. */
const GUEST_FORBIDDEN = {
  title: "Доступ запрещён",
  description: "Эта страница открывается после входа в профиль.",
};

const SERVER_ERROR = {
  title: "Что-то пошло не так",
  description: "Мы уже разбираемся. Попробуйте обновить страницу чуть позже.",
};

/**
 * «Войти» on a 403 a guest meets: the sign-in comes back to this page, now allowed. On the
 * bare /error/403 there is no page to come back to, so it is a plain sign-in (to /profile).
 */
function SignInButton() {
  const signIn = useSignIn();
  const { pathname } = useLocation();
  const onErrorRoute = matchPath(paths.error.path, pathname) !== null;
  return (
    <Button startIcon={<LogInIcon />} onClick={() => signIn(onErrorRoute ? null : { kind: "stay" })}>
      Войти
    </Button>
  );
}

/**
 * A full-page error for a status code: its number, what happened, where to go next (for a
 * guest on a 403, first of all «Войти»).
 */
export function ErrorScreen({ status }: { status: number }) {
  const isAuthenticated = useIsAuthenticated();
  const guestForbidden = status === 403 && !isAuthenticated;
  const text = guestForbidden ? GUEST_FORBIDDEN : (TEXTS[status] ?? SERVER_ERROR);
  usePageTitle(`${text.title} — Работа`);
  return (
    <div className={styles.screen}>
      <ErrorState
        code={status}
        title={text.title}
        description={text.description}
        headingLevel={1}
        actions={
          <>
            {guestForbidden ? <SignInButton /> : null}
            <Button asChild variant={guestForbidden ? "secondary" : undefined}>
              <Link to={paths.home.href()}>На главную</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={paths.vacancies.href()}>К вакансиям</Link>
            </Button>
          </>
        }
      />
    </div>
  );
}
