import { vacancyListSearch } from "@rabota/domain/wire/vacancy";
import { HiddenSection, HiddenStoreProvider } from "@rabota/features/hidden";
import { SavedSearchList, SearchesStoreProvider } from "@rabota/features/searches";
import { useIsAuthChecked, useSessionRole } from "@rabota/features/session";
import { PageSpinner } from "@rabota/ui/spinner";
import { useNavigate } from "react-router";
import { useApiClient } from "../../app/api-client-context";
import { searchesApiOf } from "../../app/feature-apis";
import { paths } from "../../config/paths";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorScreen } from "../error/error-screen";
import styles from "./searches-page.module.css";

/**
 * `/searches` «Сохранённые поиски» (issue 26), an applicant's, with the «Скрытые» section (what
 * the applicant hid from the list, each with «Показать снова»): a guest gets the 403 page (with
 * «Войти», which comes back here), an employer the 403 page.
 */
export default function SearchesPage() {
  const isAuthChecked = useIsAuthChecked();
  const role = useSessionRole();
  const client = useApiClient();
  const navigate = useNavigate();
  usePageTitle("Сохранённые поиски — Работа");

  if (!isAuthChecked) return <PageSpinner label="Проверяем вход" />;
  if (role !== "applicant") return <ErrorScreen status={403} />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Сохранённые поиски</h1>
      <SearchesStoreProvider api={searchesApiOf(client)}>
        <SavedSearchList
          hrefOf={(search) => `${paths.vacancies.href()}${vacancyListSearch(search.filter)}`}
          onOpen={(href) => void navigate(href)}
        />
      </SearchesStoreProvider>
      <div className={styles.hidden}>
        <HiddenStoreProvider api={client.hidden}>
          <HiddenSection vacancyHref={paths.vacancyDetails.href} onOpen={(href) => void navigate(href)} />
        </HiddenStoreProvider>
      </div>
    </div>
  );
}
