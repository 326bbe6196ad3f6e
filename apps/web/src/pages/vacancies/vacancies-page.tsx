import { canOpenVacancyFilter } from "@rabota/domain/access";
import { isVacancyFilterType } from "@rabota/domain/enums";
import {
  hasVisitorVacancyFilters,
  type VacancyFilters,
  vacancyListSearch,
} from "@rabota/domain/wire/vacancy";
import { HiddenStoreProvider, HiddenWordsField, HideActions, useHiddenLoad } from "@rabota/features/hidden";
import { SaveSearchButton, SearchesStoreProvider } from "@rabota/features/searches";
import {
  listTitleFor,
  RecommendedVacancies,
  useVacancyActions,
  useVacancyListView,
  useVacancyMatchesActions,
  VacanciesStoreProvider,
  VacancyCard,
  VacancyFiltersPanel,
  VacancyList,
  VacancyMatchesStoreProvider,
  type Viewer,
} from "@rabota/features/vacancies";
import { Button } from "@rabota/ui/button";
import { lazy, Suspense, useContext, useMemo, useState } from "react";
import { useLocation, useNavigate, useNavigationType, useParams, useSearchParams } from "react-router";
import { useApiClient } from "../../app/api-client-context";
import { searchesApiOf, vacanciesApiOf } from "../../app/feature-apis";
import { useServedVacancies } from "../../app/served-page";
import { useSignIn } from "../../app/use-sign-in";
import { paths } from "../../config/paths";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorScreen } from "../error/error-screen";
import { EmployerPartsContext } from "./employer-parts";
import { useViewer } from "./use-viewer";
import styles from "./vacancies-page.module.css";
import {
  ApplicantTabs,
  EmployerStatusTabs,
  EmployerTabs,
  employerStatusSearch,
  ResponseStatusTabs,
  ViewedPeriodTabs,
} from "./vacancy-tabs";

// The employer's frame and parts (the company gate, the import) load only for an employer.
const EmployerVacancies = lazy(() => import("./employer-vacancies"));

/** `/vacancies/:filterType?`: the list for applicants, employers (own vacancies) and guests. */
export default function VacanciesPage() {
  const { filterType } = useParams();
  const client = useApiClient();
  const viewer = useViewer();
  const api = useMemo(() => vacanciesApiOf(client), [client]);
  // A server-rendered list (issue 27): the store starts from it, the list view keeps it.
  const served = useServedVacancies((page) => page.list !== undefined);
  usePageTitle("Вакансии — Работа");

  if (filterType !== undefined && !isVacancyFilterType(filterType)) return <ErrorScreen status={404} />;
  if (filterType !== undefined && canOpenVacancyFilter(filterType, viewer.role) === 403) {
    return <ErrorScreen status={403} />;
  }
  const list = (
    <VacanciesStoreProvider api={api} served={served}>
      <HiddenStoreProvider api={client.hidden}>
        <SearchesStoreProvider api={searchesApiOf(client)}>
          <VacancyMatchesStoreProvider api={client.vacancy}>
            <VacancyListPage filterType={filterType ?? null} viewer={viewer} />
          </VacancyMatchesStoreProvider>
        </SearchesStoreProvider>
      </HiddenStoreProvider>
    </VacanciesStoreProvider>
  );
  if (viewer.role !== "employer") return list;
  // The employer's list is its company's: only an active member of the company sees it.
  return (
    <Suspense fallback={null}>
      <EmployerVacancies
        employerId={viewer.employerId}
        frame={(content) => (
          <div className={styles.page}>
            <h1 className={styles.title}>{listTitleFor(viewer, filterType ?? null)}</h1>
            {content}
          </div>
        )}
      >
        {(parts) => <EmployerPartsContext.Provider value={parts}>{list}</EmployerPartsContext.Provider>}
      </EmployerVacancies>
    </Suspense>
  );
}

function VacancyListPage({ filterType, viewer }: { filterType: string | null; viewer: Viewer }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  // After signing in from this list, the guest stays on it (with the like they asked for done).
  const signInHere = () => signIn({ kind: "stay" });
  // Back/Forward to a list shows it as it was left; a link or a new filter loads it anew.
  const returning = useNavigationType() === "POP";
  const view = useVacancyListView({
    viewer,
    filterType,
    searchParams,
    onSignInRequired: (action) => signIn({ kind: "applicantAction", action }),
    returning,
  });
  const filtersSet = hasVisitorVacancyFilters(view.query.filters);
  // Phones fold the panel so the list starts on the first screen, unless filters are set
  // (a shared link): then the panel, and its «Сбросить фильтры», show what narrows the list.
  // "auto" leaves the fold to the stylesheet (open on wide screens, folded on phones), so the
  // server's markup is right at every width and hydration changes nothing.
  const [fold, setFold] = useState<"auto" | "open" | "closed">(() => (filtersSet ? "open" : "auto"));

  // Each filter change is a new entry in the history, so Back undoes it. The employer's
  // active/archived choice stays as it is.
  const applyFilters = (next: VacancyFilters) =>
    navigate({
      pathname: location.pathname,
      search:
        viewer.role === "employer"
          ? employerStatusSearch(vacancyListSearch(next), view.query.filters.status)
          : vacancyListSearch(next),
    });
  const openDetails = (href: string) => navigate(href);
  const { drop } = useVacancyActions();
  const matches = useVacancyMatchesActions();
  const employer = useContext(EmployerPartsContext);
  // What fits the applicant tops their whole list; a search or filters say what they look for.
  const recommendationsFor =
    viewer.role === "applicant" && filterType === null && !filtersSet ? viewer.applicantId : null;

  return (
    <div className={styles.page}>
      {employer ? (
        <div className={styles.heading}>
          <h1 className={styles.title}>{view.title}</h1>
          <div className={styles.headingActions}>
            <Button
              href={paths.vacancyNew.href()}
              onClick={(event) => {
                event.preventDefault();
                navigate(paths.vacancyNew.href());
              }}
            >
              Создать вакансию
            </Button>
            <employer.ImportButton />
          </div>
        </div>
      ) : viewer.role === "applicant" && filterType === null ? (
        <div className={styles.heading}>
          <h1 className={styles.title}>{view.title}</h1>
          <SaveSearchButton filters={view.query.filters} />
        </div>
      ) : (
        <h1 className={styles.title}>{view.title}</h1>
      )}
      {viewer.role === "applicant" ? <ApplicantTabs current={filterType} /> : null}
      {employer && viewer.role === "employer" ? (
        <>
          <div className={styles.tabRow}>
            <EmployerTabs current={filterType} />
            <EmployerStatusTabs current={view.query.filters.status} />
          </div>
          <employer.EmployerImport companyId={viewer.companyId} onListChanged={view.retry} />
        </>
      ) : null}
      {filterType === "viewed" ? <ViewedPeriodTabs current={view.query.period ?? "all"} /> : null}
      {filterType === "applied" && viewer.role === "applicant" ? (
        <ResponseStatusTabs current={view.query.responseStatus ?? "all"} />
      ) : null}
      <div className={filterType === null ? styles.layout : undefined}>
        {filterType === null ? (
          <aside className={styles.filters}>
            <details className={styles.filterDetails} open={fold !== "closed"} data-fold={fold}>
              {/* Only phones show the summary; a folded panel there is "auto" or "closed". */}
              {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is its details' own button (keyboard included); the click is taken over to keep the fold's state. */}
              <summary
                className={styles.filterSummary}
                onClick={(event) => {
                  event.preventDefault();
                  setFold((current) => (current === "open" ? "closed" : "open"));
                }}
              >
                Фильтры{filtersSet ? <span className={styles.filterMark}> · заданы</span> : null}
              </summary>
              <VacancyFiltersPanel value={view.query.filters} onApply={applyFilters} />
              {viewer.role === "applicant" ? <ExcludedWords onSaved={view.retry} /> : null}
            </details>
          </aside>
        ) : null}
        <div>
          {employer ? (
            <employer.EmployerVacancyList
              hrefOf={paths.vacancyDetails.href}
              onOpen={openDetails}
              companyHrefOf={paths.company.href}
              empty={view.empty}
            />
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
                  companyHref={paths.company.href(vacancy.company.id)}
                  onToggleLike={view.toggleLike}
                  showResponseStatus={filterType === "applied"}
                  footer={
                    viewer.role === "applicant" && filterType === null ? (
                      <HideActions
                        vacancyId={vacancy.id}
                        companyId={vacancy.company.id}
                        companyName={vacancy.company.name}
                        onHidden={(hidden) => {
                          const keep = (item: { id: string; company: { id: string } }) =>
                            "vacancyId" in hidden
                              ? item.id !== hidden.vacancyId
                              : item.company.id !== hidden.companyId;
                          drop((item) => !keep(item));
                          matches.drop(keep);
                        }}
                        onRestored={view.retry}
                      />
                    ) : null
                  }
                />
              )}
            />
          )}
          {/* Under the list, not above it: arriving after the list, a block above it shifted the
              cards a guest's page had shown (layout shift) and the place «Назад» returns to. */}
          {recommendationsFor ? (
            <RecommendedVacancies
              applicantId={recommendationsFor}
              hrefOf={paths.vacancyDetails.href}
              companyHrefOf={paths.company.href}
              onOpen={openDetails}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** «Исключить слова» under the filters: loads the applicant's words, reloads the list when saved. */
function ExcludedWords({ onSaved }: { onSaved: () => void }) {
  useHiddenLoad();
  return <HiddenWordsField onSaved={onSaved} />;
}
