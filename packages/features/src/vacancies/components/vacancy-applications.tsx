import { isApiError } from "@rabota/api-client";
import { TOAST_DURATION_MS } from "@rabota/domain/constants";
import { RESPONSE_STATUS_LABELS } from "@rabota/domain/enums";
import { pluralRu } from "@rabota/domain/format";
import type { VacancyApplicationDto } from "@rabota/domain/wire/vacancy";
import { Button } from "@rabota/ui/button";
import { EmptyState } from "@rabota/ui/empty-state";
import { Link } from "@rabota/ui/link";
import { Modal } from "@rabota/ui/modal";
import { Skeleton } from "@rabota/ui/skeleton";
import { Chip, Tag } from "@rabota/ui/tag";
import { toast } from "@rabota/ui/toast";
import { type ReactNode, useEffect, useState } from "react";
import { plainClickOpens } from "../lib/plain-click";
import { responseStatusTone } from "../lib/response-tone";
import type { ApplicationsSort } from "../store/vacancies-store";
import {
  useVacancyActions,
  useVacancyApplications,
  useVacancyApplicationsSort,
  useVacancyApplicationsStatus,
} from "../store/vacancies-store-provider";
import { InviteDialog } from "./invite-dialog";
import "./vacancies.css";

const dateFormat = new Intl.DateTimeFormat("ru-RU", { day: "2-digit", month: "2-digit", year: "numeric" });

/** «5 секунд»: how long a rejection may be taken back, the life of its toast (§9). */
const UNDO_WINDOW_TEXT = (() => {
  const seconds = Math.round(TOAST_DURATION_MS / 1000);
  return `${seconds} ${pluralRu(seconds, { one: "секунду", few: "секунды", many: "секунд" })}`;
})();

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

const fullName = (item: VacancyApplicationDto) => `${item.applicantName} ${item.applicantSurname}`.trim();

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
 * the candidate's profile), from where, when, the status, and the actions «Просмотрено» and
 * «Отказать». «Отказать» asks first, then offers «Отменить» in a toast for as long as the
 * applicant cannot see the rejection yet (issue 12). Newest first or ranked by coefficient,
 * each with the candidate's coefficient and test results (issue 13).
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
  const { loadApplications, setApplicationStatus, undoRejection, invite } = useVacancyActions();
  const [busy, setBusy] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<VacancyApplicationDto | null>(null);
  const [inviting, setInviting] = useState<VacancyApplicationDto | null>(null);

  const sendInvitation = async (message: string) => {
    const item = inviting;
    if (!item) return;
    try {
      await invite(vacancyId, item.applicantId, message);
      setInviting(null);
      toast({ variant: "success", title: "Приглашение отправлено" });
    } catch {
      toast({ variant: "danger", title: "Не удалось отправить приглашение" });
    }
  };
  useEffect(() => {
    void loadApplications(vacancyId);
  }, [loadApplications, vacancyId]);

  const markViewed = async (applicantId: string) => {
    setBusy(applicantId);
    try {
      await setApplicationStatus(vacancyId, applicantId, "RESPONSE_STATUS_VIEWED");
    } catch {
      toast({ variant: "danger", title: "Не удалось изменить статус отклика" });
    } finally {
      setBusy(null);
    }
  };

  const undo = async (item: VacancyApplicationDto) => {
    try {
      await undoRejection(vacancyId, item.applicantId);
      toast({ id: `reject-${item.applicantId}`, variant: "success", title: "Отказ отменён" });
    } catch (error) {
      const late = isApiError(error) && error.status === 409;
      toast({
        id: `reject-${item.applicantId}`,
        variant: "danger",
        title: late ? "Отменить уже нельзя: кандидат получил отказ" : "Не удалось отменить отказ",
      });
    }
  };

  const confirmReject = async () => {
    const item = rejecting;
    if (!item) return;
    setBusy(item.applicantId);
    try {
      await setApplicationStatus(vacancyId, item.applicantId, "RESPONSE_STATUS_REJECTED");
      setRejecting(null);
      toast({
        id: `reject-${item.applicantId}`,
        title: "Отказ отправлен",
        description: `${fullName(item)} увидит его через ${UNDO_WINDOW_TEXT}.`,
        action: { label: "Отменить", onClick: () => void undo(item) },
      });
    } catch {
      toast({ variant: "danger", title: "Не удалось отказать кандидату" });
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
          {applications.map((item) => {
            const href = candidateHref(item.applicantId);
            return (
              <li key={item.applicantId} className="rb-applications__item" data-testid="application">
                <div>
                  <p className="rb-applications__name">
                    <Link href={href} onClick={plainClickOpens(href, onOpenCandidate)} underline="hover">
                      {fullName(item)}
                    </Link>
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
                  {item.invitationMessage ? (
                    <p className="rb-applications__invitation" data-testid="application-invitation">
                      {item.invitationMessage}
                    </p>
                  ) : null}
                </div>
                <Tag tone={responseStatusTone(item.status)}>{RESPONSE_STATUS_LABELS[item.status]}</Tag>
                <div className="rb-applications__actions">
                  {item.status === "RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED" ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busy === item.applicantId}
                      onClick={() => void markViewed(item.applicantId)}
                    >
                      Просмотрено
                    </Button>
                  ) : null}
                  {item.status !== "RESPONSE_STATUS_INVITED" ? (
                    <Button size="sm" disabled={busy === item.applicantId} onClick={() => setInviting(item)}>
                      Пригласить
                    </Button>
                  ) : null}
                  {item.status !== "RESPONSE_STATUS_REJECTED" ? (
                    <Button
                      size="sm"
                      variant="danger"
                      disabled={busy === item.applicantId}
                      onClick={() => setRejecting(item)}
                    >
                      Отказать
                    </Button>
                  ) : null}
                  {renderActions?.(item)}
                </div>
                {renderExtra ? <div className="rb-applications__extra">{renderExtra(item)}</div> : null}
              </li>
            );
          })}
        </ul>
      )}
      <InviteDialog
        candidate={inviting ? fullName(inviting) : null}
        onSend={sendInvitation}
        onClose={() => setInviting(null)}
      />
      <Modal
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        title="Отказать кандидату?"
        description={
          rejecting
            ? `${fullName(rejecting)} получит отказ по этой вакансии. Отменить его можно в течение ${UNDO_WINDOW_TEXT}.`
            : undefined
        }
        closeLabel="Закрыть"
        footer={
          <>
            <Button variant="secondary" onClick={() => setRejecting(null)}>
              Отмена
            </Button>
            <Button
              variant="danger"
              loading={rejecting !== null && busy === rejecting.applicantId}
              onClick={() => void confirmReject()}
            >
              Отказать
            </Button>
          </>
        }
      />
    </section>
  );
}
