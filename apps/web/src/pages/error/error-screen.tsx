import { Button } from "@rabota/ui/button";
import { ErrorState } from "@rabota/ui/error-state";
import { Link } from "react-router";
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

const SERVER_ERROR = {
  title: "Что-то пошло не так",
  description: "Мы уже разбираемся. Попробуйте обновить страницу чуть позже.",
};

/** A full-page error for a status code: its number, what happened, where to go next. */
export function ErrorScreen({ status }: { status: number }) {
  const text = TEXTS[status] ?? SERVER_ERROR;
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
            <Button asChild>
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
