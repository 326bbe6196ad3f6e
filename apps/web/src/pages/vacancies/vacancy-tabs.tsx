import {
  RESPONSE_QUERY_FILTER_LABELS,
  RESPONSE_QUERY_FILTERS,
  VACANCY_STATUS_LABELS,
  type VacancyStatus,
  VIEWED_QUERY_FILTERS,
  type ViewedQueryFilter,
} from "@rabota/domain/enums";
import { Link, useSearchParams } from "react-router";
import { paths } from "../../config/paths";
import styles from "./vacancies-page.module.css";

const VIEWED_PERIOD_LABELS: Record<ViewedQueryFilter | "all", string> = {
  all: "За всё время",
  today: "Сегодня",
  week: "За неделю",
};

interface Tab {
  filter: string | null;
  label: string;
  href: string;
}

/** The applicant's lists: all vacancies, favourites, viewed, responses. */
export function ApplicantTabs({ current }: { current: string | null }) {
  return (
    <SectionTabs
      current={current}
      tabs={[
        { filter: null, label: "Все вакансии", href: paths.vacancies.href() },
        { filter: "liked", label: "Избранное", href: paths.vacancyList.href("liked") },
        { filter: "viewed", label: "Просмотренные", href: paths.vacancyList.href("viewed") },
        { filter: "applied", label: "Отклики", href: paths.vacancyList.href("applied") },
      ]}
    />
  );
}

/** The employer's lists: all its vacancies, and those that ask for a test. */
export function EmployerTabs({ current }: { current: string | null }) {
  return (
    <SectionTabs
      current={current}
      tabs={[
        { filter: null, label: "Все вакансии", href: paths.vacancies.href() },
        { filter: "assessed", label: "С тестом", href: paths.vacancyList.href("assessed") },
      ]}
    />
  );
}

function SectionTabs({ current, tabs }: { current: string | null; tabs: Tab[] }) {
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

/** Chips that set one query parameter («all» removes it). */
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

/** The viewed list's period chips. */
export function ViewedPeriodTabs({ current }: { current: string }) {
  return (
    <QueryTabs
      label="Период"
      param="period"
      current={current}
      options={(["all", ...VIEWED_QUERY_FILTERS] as const).map((value) => ({
        value,
        label: VIEWED_PERIOD_LABELS[value],
      }))}
    />
  );
}

/** The responses list's status chips. */
export function ResponseStatusTabs({ current }: { current: string }) {
  return (
    <QueryTabs
      label="Статус отклика"
      param="status"
      current={current}
      options={[
        { value: "all", label: "Все" },
        ...RESPONSE_QUERY_FILTERS.map((value) => ({ value, label: RESPONSE_QUERY_FILTER_LABELS[value] })),
      ]}
    />
  );
}

/** The query parameter of the employer's active/archived choice (the list's own `filter.status`). */
const STATUS_PARAM = "filter.status";

/** The employer's own list: active vacancies (the default), drafts or archived ones, kept in the address. */
export function EmployerStatusTabs({ current }: { current: VacancyStatus | undefined }) {
  return (
    <QueryTabs
      label="Статус вакансий"
      param={STATUS_PARAM}
      current={current && current !== "VACANCY_STATUS_ACTIVE" ? current : "all"}
      options={[
        { value: "all", label: VACANCY_STATUS_LABELS.VACANCY_STATUS_ACTIVE },
        { value: "VACANCY_STATUS_DRAFT", label: VACANCY_STATUS_LABELS.VACANCY_STATUS_DRAFT },
        { value: "VACANCY_STATUS_ARCHIVED", label: VACANCY_STATUS_LABELS.VACANCY_STATUS_ARCHIVED },
      ]}
    />
  );
}

/** `search` (the filters' query string) with the employer's draft or archived choice kept. */
export function employerStatusSearch(search: string, status: VacancyStatus | undefined): string {
  if (!status || status === "VACANCY_STATUS_ACTIVE") return search;
  const params = new URLSearchParams(search);
  params.set(STATUS_PARAM, status);
  return `?${params.toString()}`;
}
