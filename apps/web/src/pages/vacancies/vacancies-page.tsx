import { canOpenVacancyFilter } from "@rabota/domain/access";
import {
  isVacancyFilterType,
  RESPONSE_QUERY_FILTER_LABELS,
  RESPONSE_QUERY_FILTERS,
  type ResponseQueryFilter,
  VIEWED_QUERY_FILTERS,
  type ViewedQueryFilter,
} from "@rabota/domain/enums";
import type { Vacancy } from "@rabota/domain/mappers";
import {
  parseVacancySearchParams,
  toVacancySearchParams,
  type VacancyFilters,
} from "@rabota/domain/wire/vacancy";
import { useShellActions } from "@rabota/features/shell";
import {
  useVacancyActions,
  useVacancyList,
  VacanciesStoreProvider,
  VacancyCard,
  VacancyFiltersPanel,
  VacancyList,
  type VacancySource,
} from "@rabota/features/vacancies";
import { Button } from "@rabota/ui/button";
import { Checkbox } from "@rabota/ui/checkbox";
import { Modal } from "@rabota/ui/modal";
import { PageSpinner } from "@rabota/ui/spinner";
import { toast } from "@rabota/ui/toast";
import { useEffect, useMemo, useState } from "react";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { useApiClient } from "../../app/api-client-context";
import { paths } from "../../config/paths";
import { usePageTitle } from "../../lib/use-page-title";
import { ErrorScreen } from "../error/error-screen";
import { VACANCY_CITIES } from "./cities";
import { isViewerPending, useViewer, type Viewer } from "./use-viewer";
import styles from "./vacancies-page.module.css";

const VIEWED_PERIOD_LABELS: Record<ViewedQueryFilter | "all", string> = {
  all: "За всё время",
  today: "Сегодня",
  week: "За неделю",
};

const EMPTY_TEXTS: Record<string, { title: string; description?: string }> = {
  all: {
    title: "Вакансий не найдено",
    description: "Попробуйте изменить условия поиска или сбросить фильтры.",
  },
  own: {
    title: "У вашей компании пока нет вакансий",
    description: "Импортируйте вакансии, и они появятся здесь.",
  },
  liked: {
    title: "В избранном пока пусто",
    description: "Нажмите на сердечко у вакансии, чтобы сохранить её здесь.",
  },
  viewed: { title: "Вы ещё не смотрели вакансии за этот период" },
  applied: {
    title: "Откликов пока нет",
    description: "Откликнитесь на подходящую вакансию — статус появится здесь.",
  },
};

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
  if (isViewerPending(viewer)) return <PageSpinner label="Загрузка вакансий" />;
  return (
    <VacanciesStoreProvider api={client.vacancy}>
      <VacancyListView filterType={filterType ?? null} viewer={viewer} />
    </VacanciesStoreProvider>
  );
}

function readEnum<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((item) => item === value);
}

function VacancyListView({ filterType, viewer }: { filterType: string | null; viewer: Viewer }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { load, like, unlike } = useVacancyActions();
  const shell = useShellActions();
  const [filtersOpenByDefault] = useState(() => window.matchMedia?.("(min-width: 1024px)").matches ?? true);

  const filters = useMemo(() => parseVacancySearchParams(searchParams).filters, [searchParams]);
  const period = readEnum(VIEWED_QUERY_FILTERS, searchParams.get("period"));
  const responseStatus = readEnum(RESPONSE_QUERY_FILTERS, searchParams.get("status"));
  const ownCompany = viewer.role === "employer" ? (viewer.companyId ?? null) : null;
  const isEmployerList = viewer.role === "employer";

  const source: VacancySource = useMemo(() => {
    if (viewer.role === "applicant" && filterType === "liked")
      return { kind: "liked", applicantId: viewer.applicantId };
    if (viewer.role === "applicant" && filterType === "viewed")
      return { kind: "viewed", applicantId: viewer.applicantId, period };
    if (viewer.role === "applicant" && filterType === "applied")
      return { kind: "applied", applicantId: viewer.applicantId, status: responseStatus };
    // Employers see their company's vacancies (every filter type they may open).
    if (isEmployerList)
      return { kind: "search", filters: { ...filters, companyId: ownCompany ?? undefined } };
    return { kind: "search", filters };
  }, [viewer, filterType, period, responseStatus, filters, isEmployerList, ownCompany]);
  const sourceKey = JSON.stringify(source);

  useEffect(() => {
    void load(source);
  }, [sourceKey, load]);

  const applyFilters = (next: VacancyFilters) => {
    const query = toVacancySearchParams({ ...next, companyId: undefined }).toString();
    navigate({ pathname: location.pathname, search: query ? `?${query}` : "" });
  };

  const toggleLike = (vacancy: Vacancy) => {
    if (viewer.role !== "applicant") {
      shell.openModal("auth");
      return;
    }
    const action = vacancy.isLikedByCurrentUser
      ? unlike(vacancy.id, viewer.applicantId, location.pathname)
      : like(vacancy.id, viewer.applicantId);
    action.catch(() => toast({ variant: "danger", title: "Не удалось обновить избранное" }));
  };

  const openDetails = (href: string) => navigate(href);
  const emptyKey = isEmployerList ? "own" : (filterType ?? "all");
  const empty = EMPTY_TEXTS[emptyKey] ?? EMPTY_TEXTS.all;
  const title = isEmployerList
    ? "Вакансии вашей компании"
    : filterType === "liked"
      ? "Избранное"
      : filterType === "viewed"
        ? "Просмотренные вакансии"
        : filterType === "applied"
          ? "Мои отклики"
          : "Вакансии";

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {viewer.role === "applicant" ? <ApplicantTabs current={filterType} /> : null}
      {filterType === "viewed" ? (
        <QueryTabs
          label="Период"
          param="period"
          current={period ?? "all"}
          options={(["all", ...VIEWED_QUERY_FILTERS] as const).map((value) => ({
            value,
            label: VIEWED_PERIOD_LABELS[value],
          }))}
        />
      ) : null}
      {filterType === "applied" && viewer.role === "applicant" ? (
        <QueryTabs
          label="Статус отклика"
          param="status"
          current={responseStatus ?? "all"}
          options={[
            { value: "all", label: "Все" },
            ...RESPONSE_QUERY_FILTERS.map((value: ResponseQueryFilter) => ({
              value,
              label: RESPONSE_QUERY_FILTER_LABELS[value],
            })),
          ]}
        />
      ) : null}
      <div className={filterType === null ? styles.layout : undefined}>
        {filterType === null ? (
          <aside className={styles.filters}>
            {/* On phones the panel folds away, so the list starts on the first screen. */}
            <details className={styles.filterDetails} open={filtersOpenByDefault}>
              <summary className={styles.filterSummary}>Фильтры</summary>
              <VacancyFiltersPanel value={filters} onApply={applyFilters} cities={VACANCY_CITIES} />
            </details>
          </aside>
        ) : null}
        <div>
          {isEmployerList ? (
            <EmployerList
              onOpen={openDetails}
              emptyTitle={empty?.title ?? ""}
              emptyDescription={empty?.description}
            />
          ) : (
            <VacancyList
              emptyTitle={empty?.title ?? ""}
              emptyDescription={empty?.description}
              allowLoadMore={viewer.role !== null}
              onRetry={() => void load(source)}
              footer={
                viewer.role === null ? (
                  <div className={styles.guestCall}>
                    <p>Войдите, чтобы увидеть все вакансии, добавлять их в избранное и откликаться.</p>
                    <Button onClick={() => shell.openModal("auth")}>Войти</Button>
                  </div>
                ) : null
              }
              renderItem={(vacancy) => (
                <VacancyCard
                  vacancy={vacancy}
                  href={paths.vacancyDetails.href(vacancy.id)}
                  onOpen={openDetails}
                  onToggleLike={toggleLike}
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

function ApplicantTabs({ current }: { current: string | null }) {
  const tabs = [
    { filter: null, label: "Все вакансии", href: paths.vacancies.href() },
    { filter: "liked", label: "Избранное", href: paths.vacancyList.href("liked") },
    { filter: "viewed", label: "Просмотренные", href: paths.vacancyList.href("viewed") },
    { filter: "applied", label: "Отклики", href: paths.vacancyList.href("applied") },
  ];
  return (
    <nav className={styles.tabs} aria-label="Разделы вакансий">
      {tabs.map((tab) => (
        <Link
          key={tab.label}
          to={tab.href}
          className={tab.filter === current ? `${styles.tab} ${styles.tabActive}` : styles.tab}
          aria-current={tab.filter === current ? "page" : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

function QueryTabs({
  label,
  param,
  current,
  options,
}: {
  label: string;
  param: string;
  current: string;
  options: { value: string; label: string }[];
}) {
  const [searchParams] = useSearchParams();
  return (
    <nav className={styles.tabs} aria-label={label}>
      {options.map((option) => {
        const next = new URLSearchParams(searchParams);
        if (option.value === "all") next.delete(param);
        else next.set(param, option.value);
        const query = next.toString();
        return (
          <Link
            key={option.value}
            to={{ search: query ? `?${query}` : "" }}
            className={option.value === current ? `${styles.chip} ${styles.chipActive}` : styles.chip}
            aria-current={option.value === current ? "true" : undefined}
          >
            {option.label}
          </Link>
        );
      })}
    </nav>
  );
}

/** The employer's own vacancies with multi-select deletion behind a confirmation. */
function EmployerList({
  onOpen,
  emptyTitle,
  emptyDescription,
}: {
  onOpen: (href: string) => void;
  emptyTitle: string;
  emptyDescription?: string;
}) {
  const vacancies = useVacancyList();
  const { remove } = useVacancyActions();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const chosen = vacancies.filter((vacancy) => selected.has(vacancy.id)).map((vacancy) => vacancy.id);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  const confirmDelete = async () => {
    setDeleting(true);
    try {
      await remove(chosen);
      toast({ variant: "success", title: chosen.length === 1 ? "Вакансия удалена" : "Вакансии удалены" });
      setSelected(new Set());
      setConfirming(false);
    } catch {
      toast({ variant: "danger", title: "Не удалось удалить вакансии" });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <VacancyList
        emptyTitle={emptyTitle}
        emptyDescription={emptyDescription}
        toolbar={
          chosen.length > 0 ? (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Удалить выбранные ({chosen.length})
            </Button>
          ) : null
        }
        renderItem={(vacancy) => (
          <VacancyCard
            vacancy={vacancy}
            href={paths.vacancyDetails.href(vacancy.id)}
            onOpen={onOpen}
            leading={
              <Checkbox
                label={<span className={styles.visuallyHidden}>Выбрать «{vacancy.title}»</span>}
                checked={selected.has(vacancy.id)}
                onChange={(event) => toggle(vacancy.id, event.target.checked)}
              />
            }
          />
        )}
      />
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Удалить вакансии?"
        description={`Будет удалено: ${chosen.length}. Отклики на них тоже удалятся. Это действие нельзя отменить.`}
        closeLabel="Закрыть"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Отмена
            </Button>
            <Button variant="danger" loading={deleting} onClick={() => void confirmDelete()}>
              Удалить
            </Button>
          </>
        }
      />
    </>
  );
}
