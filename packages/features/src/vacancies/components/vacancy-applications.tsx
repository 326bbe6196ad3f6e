import { RESPONSE_STATUS_LABELS } from "@rabota/domain/enums";
import { Button } from "@rabota/ui/button";
import { EmptyState } from "@rabota/ui/empty-state";
import { Skeleton } from "@rabota/ui/skeleton";
import { Tag } from "@rabota/ui/tag";
import { useEffect, useState } from "react";
import {
  useVacancyActions,
  useVacancyApplications,
  useVacancyApplicationsStatus,
} from "../store/vacancies-store-provider";
import "./vacancies.css";

const dateFormat = new Intl.DateTimeFormat("ru-RU", { day: "2-digit", month: "2-digit", year: "numeric" });

/**
 * The employer's responses to its vacancy (beyond the spec, issue 6): who applied, from
 * where, when, the status, and the actions «Просмотрено» and «Отказать».
 */
export function VacancyApplications({ vacancyId }: { vacancyId: string }) {
  const applications = useVacancyApplications();
  const status = useVacancyApplicationsStatus();
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
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
