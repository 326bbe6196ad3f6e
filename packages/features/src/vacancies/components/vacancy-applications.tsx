import { RESPONSE_STATUS_LABELS } from "@rabota/domain/enums";
import type { VacancyApplicationDto } from "@rabota/domain/wire/vacancy";
import { Button } from "@rabota/ui/button";
import { EmptyState } from "@rabota/ui/empty-state";
import { Skeleton } from "@rabota/ui/skeleton";
import { Chip, Tag } from "@rabota/ui/tag";
import { type ReactNode, useEffect, useState } from "react";
import type { ApplicationsSort } from "../store/vacancies-store";
import {
  useVacancyActions,
  useVacancyApplications,
  useVacancyApplicationsSort,
  useVacancyApplicationsStatus,
} from "../store/vacancies-store-provider";
import "./vacancies.css";

const dateFormat = new Intl.DateTimeFormat("ru-RU", { day: "2-digit", month: "2-digit", year: "numeric" });

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
  /** More about one candidate (the factor breakdown of the contest feature, composed by the page). */
  renderExtra?: (application: VacancyApplicationDto) => ReactNode;
}

/**
 * The employer's responses to its vacancy (beyond the spec, issue 6): who applied, from
 * where, when, the status, and the actions «Просмотрено» and «Отказать»; newest first or
 * ranked by coefficient, each with the candidate's coefficient and test results (issue 13).
 */
export function VacancyApplications({ vacancyId, renderExtra }: VacancyApplicationsProps) {
  const applications = useVacancyApplications();
  const status = useVacancyApplicationsStatus();
  const sort = useVacancyApplicationsSort();
  const { loadApplications, setApplicationStatus } = useVacancyActions();
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(() => {
    void loadApplications(vacancyId);
  }, [loadApplications, vacancyId]);

  const change = async (applicantId: string, next: "RESPONSE_STATUS_VIEWED" | "RESPONSE_STATUS_REJECTED") => {
    setBusy(applicantId);
    try {
      await setApplicationStatus(vacancyId, applicantId, next);
    } finally {
      setBusy(null);
    }
  };

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
          {applications.map((item) => (
            <li key={item.applicantId} className="rb-applications__item" data-testid="application">
              <div>
                <p className="rb-applications__name">
                  {item.applicantName} {item.applicantSurname}
                </p>
                <p className="rb-applications__meta">
                  {[item.city, `отклик от ${dateFormat.format(new Date(item.appliedAt))}`]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
                {item.coefficient !== null && item.coefficient !== undefined ? (
                  <p className="rb-applications__name" data-testid="application-coefficient">
                    Коэффициент {Math.round(item.coefficient)}
                  </p>
                ) : null}
                <TestResults results={item.testResults} />
              </div>
              <Tag
                tone={
                  item.status === "RESPONSE_STATUS_REJECTED"
                    ? "danger"
                    : item.status === "RESPONSE_STATUS_VIEWED"
                      ? "info"
                      : "neutral"
                }
              >
                {RESPONSE_STATUS_LABELS[item.status]}
              </Tag>
              <div className="rb-applications__actions">
                {item.status === "RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED" ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy === item.applicantId}
                    onClick={() => void change(item.applicantId, "RESPONSE_STATUS_VIEWED")}
                  >
                    Просмотрено
                  </Button>
                ) : null}
                {item.status !== "RESPONSE_STATUS_REJECTED" ? (
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={busy === item.applicantId}
                    onClick={() => void change(item.applicantId, "RESPONSE_STATUS_REJECTED")}
                  >
                    Отказать
                  </Button>
                ) : null}
              </div>
              {renderExtra ? <div className="rb-applications__extra">{renderExtra(item)}</div> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
