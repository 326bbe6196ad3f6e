import type { VacancyApplicationDto } from "@rabota/domain/wire/vacancy";
import { EmptyState } from "@rabota/ui/empty-state";
import { Link } from "@rabota/ui/link";
import { Skeleton } from "@rabota/ui/skeleton";
import { Chip, Tag } from "@rabota/ui/tag";
import { type ReactNode, useEffect } from "react";
import { plainClickOpens } from "../../lib/plain-click";
import { applicantFullName, appliedOnText } from "../lib/application-text";
import type { ApplicationsSort } from "../store/vacancies-store";
import {
  useVacancyActions,
  useVacancyApplications,
  useVacancyApplicationsSort,
  useVacancyApplicationsStatus,
} from "../store/vacancies-store-provider";
import { ApplicationRow } from "./application-row";
import "./vacancies.css";

const SORTS: { value: ApplicationsSort; label: string }[] = [
  { value: "appliedAt", label: "Сначала новые" },
  { value: "coefficient", label: "По коэффициенту" },
];

/** A candidate's valid test results: «SQL: 80 %», the characteristics test as taken. */
function TestResults({ results }: { results: VacancyApplicationDto["testResults"] }) {
  if (!results || results.length === 0) return <p className="rb-applications__meta">Тесты не пройдены</p>;
  return (
    <ul className="rb-applications__results" aria-label="Результаты тестов">
      {results.map((result) => (
        <li key={result.sessionId}>
          <Tag size="sm" tone="info">
            {result.title}: {result.traits ? "пройден" : `${Math.round(result.score ?? 0)} %`}
          </Tag>
        </li>
      ))}
    </ul>
  );
}

export interface VacancyApplicationsProps {
  vacancyId: string;
  /** The URL of an applicant's profile as the employer sees it. */
  candidateHref: (applicantId: string) => string;
  /** Client-side navigation to a candidate's profile (a plain click). */
  onOpenCandidate?: (href: string) => void;
  /** More about one candidate (the factor breakdown of the contest feature, composed by the page). */
  renderExtra?: (application: VacancyApplicationDto) => ReactNode;
  /** More actions on one response, after the status buttons (the chat's «Написать», composed by the page). */
  renderActions?: (application: VacancyApplicationDto) => ReactNode;
}

/**
 * The employer's responses to its vacancy (beyond the spec, issue 6): who applied (a link to
 * the candidate's profile), from where, when, the status, and the employer's answers
 * ({@link ApplicationRow}). Newest first or ranked by coefficient, each with the candidate's
 * coefficient and test results (issue 13).
 */
export function VacancyApplications({
  vacancyId,
  candidateHref,
  onOpenCandidate,
  renderExtra,
  renderActions,
}: VacancyApplicationsProps) {
  const applications = useVacancyApplications();
  const status = useVacancyApplicationsStatus();
  const sort = useVacancyApplicationsSort();
  const { loadApplications } = useVacancyActions();
  useEffect(() => {
    void loadApplications(vacancyId);
  }, [loadApplications, vacancyId]);

  return (
    <section className="rb-vacancy-details__section" aria-labelledby="vacancy-applications-title">
      <h2 id="vacancy-applications-title">Отклики</h2>
      <fieldset className="rb-applications__sort">
        <legend className="rb-sr-only">Порядок откликов</legend>
        {SORTS.map((option) => (
          <Chip
            key={option.value}
            selected={sort === option.value}
            onClick={() => void loadApplications(vacancyId, option.value)}
          >
            {option.label}
          </Chip>
        ))}
      </fieldset>
      {status === "loading" || status === "idle" ? (
        <Skeleton shape="text" lines={3} />
      ) : status === "error" ? (
        <p role="alert">Не удалось загрузить отклики.</p>
      ) : applications.length === 0 ? (
        <EmptyState size="compact" title="Откликов пока нет" />
      ) : (
        <ul className="rb-applications">
          {applications.map((item) => {
            const href = candidateHref(item.applicantId);
            return (
              <ApplicationRow
                key={item.applicantId}
                application={item}
                title={
                  <Link href={href} onClick={plainClickOpens(href, onOpenCandidate)} underline="hover">
                    {applicantFullName(item)}
                  </Link>
                }
                meta={[item.city, appliedOnText(item.appliedAt)].filter(Boolean).join(" · ")}
                details={
                  <>
                    {item.coefficient !== null && item.coefficient !== undefined ? (
                      <p className="rb-applications__name" data-testid="application-coefficient">
                        Коэффициент {Math.round(item.coefficient)}
                      </p>
                    ) : null}
                    <TestResults results={item.testResults} />
                  </>
                }
                actions={renderActions?.(item)}
                extra={renderExtra?.(item)}
              />
            );
          })}
        </ul>
      )}
    </section>
  );
}
