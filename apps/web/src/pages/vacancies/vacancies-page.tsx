import { canOpenVacancyFilter } from "@rabota/domain/access";
import { VACANCY_CITIES } from "@rabota/domain/constants";
import { isVacancyFilterType } from "@rabota/domain/enums";
import { toVacancySearchParams, type VacancyFilters } from "@rabota/domain/wire/vacancy";
import {
  EmployerVacancyList,
  useVacancyListView,
  VacanciesStoreProvider,
  VacancyCard,
  VacancyFiltersPanel,
  VacancyList,
  type Viewer,
} from "@rabota/features/vacancies";
import { Button } from "@rabota/ui/button";
import { useState } from "react";
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { useApiClient } from "../../app/api-client-context";
import { useSignIn } from "../../app/use-sign-in";
import { paths } from "../../config/paths";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorScreen } from "../error/error-screen";
import { useViewer } from "./use-viewer";
import styles from "./vacancies-page.module.css";
import { ApplicantTabs, ResponseStatusTabs, ViewedPeriodTabs } from "./vacancy-tabs";

/** `/vacancies/:filterType?`: the list for applicants, employers (own vacancies) and guests. */
export default function VacanciesPage() {
  const { filterType } = useParams();
  const client = useApiClient();
  const viewer = useViewer();
  usePageTitle("Вакансии — Работа");

  if (filterType !== undefined && !isVacancyFilterType(filterType)) return <ErrorScreen status={404} />;
  if (filterType !== undefined && canOpenVacancyFilter(filterType, viewer.role) === 403) {
    return <ErrorScreen status={403} />;
  }
  return (
    <VacanciesStoreProvider api={client.vacancy}>
      <VacancyListPage filterType={filterType ?? null} viewer={viewer} />
    </VacanciesStoreProvider>
  );
}

function VacancyListPage({ filterType, viewer }: { filterType: string | null; viewer: Viewer }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  // After signing in from this list, the guest stays on it (with the like they asked for done).
  const signInHere = () => signIn({ kind: "stay" });
  const view = useVacancyListView({
    viewer,
    filterType,
    searchParams,
    onSignInRequired: (action) => signIn({ kind: "applicantAction", action }),
  });
  const [filtersOpenByDefault] = useState(() => window.matchMedia?.("(min-width: 1024px)").matches ?? true);

  const applyFilters = (next: VacancyFilters) => {
    const query = toVacancySearchParams({ ...next, companyId: undefined }).toString();
    navigate({ pathname: location.pathname, search: query ? `?${query}` : "" });
  };
  const openDetails = (href: string) => navigate(href);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{view.title}</h1>
      {viewer.role === "applicant" ? <ApplicantTabs current={filterType} /> : null}
      {filterType === "viewed" ? <ViewedPeriodTabs current={view.query.period ?? "all"} /> : null}
      {filterType === "applied" && viewer.role === "applicant" ? (
        <ResponseStatusTabs current={view.query.responseStatus ?? "all"} />
      ) : null}
      <div className={filterType === null ? styles.layout : undefined}>
        {filterType === null ? (
          <aside className={styles.filters}>
            {/* On phones the panel folds away, so the list starts on the first screen. */}
            <details className={styles.filterDetails} open={filtersOpenByDefault}>
              <summary className={styles.filterSummary}>Фильтры</summary>
              <VacancyFiltersPanel
                value={view.query.filters}
                onApply={applyFilters}
                cities={VACANCY_CITIES}
              />
            </details>
          </aside>
        ) : null}
        <div>
          {viewer.role === "employer" ? (
            <EmployerVacancyList hrefOf={paths.vacancyDetails.href} onOpen={openDetails} empty={view.empty} />
          ) : (
            <VacancyList
              emptyTitle={view.empty.title}
              emptyDescription={view.empty.description}
              allowLoadMore={viewer.role !== null}
              onRetry={view.retry}
              footer={
                viewer.role === null ? (
                  <div className={styles.guestCall}>
                    <p>Войдите, чтобы увидеть все вакансии, добавлять их в избранное и откликаться.</p>
                    <Button onClick={signInHere}>Войти</Button>
                  </div>
                ) : null
              }
              renderItem={(vacancy) => (
                <VacancyCard
                  vacancy={vacancy}
                  href={paths.vacancyDetails.href(vacancy.id)}
                  onOpen={openDetails}
                  onToggleLike={view.toggleLike}
                  showResponseStatus={filterType === "applied"}
                />
              )}
            />
          )}
        </div>
      </div>
    </div>
  );
}
