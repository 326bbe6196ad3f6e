import { isApiError } from "@rabota/api-client";
import { TOAST_DURATION_MS } from "@rabota/domain/constants";
import { failureMessage } from "@rabota/domain/errors";
import { pluralRu } from "@rabota/domain/format";
import type { VacancyApplicationDto } from "@rabota/domain/wire/vacancy";
import { Button } from "@rabota/ui/button";
import { Modal } from "@rabota/ui/modal";
import { toast } from "@rabota/ui/toast";
import { type ReactNode, useState } from "react";
import { applicantFullName } from "../lib/application-text";
import { useVacancyActions } from "../store/vacancies-store-provider";
import { InviteDialog } from "./invite-dialog";

/** «5 секунд»: how long a rejection may be taken back, the life of its toast (§9). */
const UNDO_WINDOW_TEXT = (() => {
  const seconds = Math.round(TOAST_DURATION_MS / 1000);
  return `${seconds} ${pluralRu(seconds, { one: "секунду", few: "секунды", many: "секунд" })}`;
})();

export interface ResponseActionsProps {
  application: VacancyApplicationDto;
  /**
   * The vacancy the response answers, named in the rejection's question where a list spans
   * several vacancies (the candidate's page); without it the question says «этой вакансии».
   */
  vacancyTitle?: string;
  /** More actions after the status buttons (the chat's «Написать», composed by the page). */
  children?: ReactNode;
}

/**
 * The employer's answers to one response, wherever it is listed: «Просмотрено» (while not
 * viewed), «Пригласить» (a message, in a dialog) and «Отказать», which asks first, then offers
 * «Отменить» in a toast for as long as the applicant cannot see the rejection yet (issue 12).
 * The vacancies store sends each and updates every list that shows the response.
 */
export function ResponseActions({ application, vacancyTitle, children }: ResponseActionsProps) {
  const { vacancyId, applicantId, status } = application;
  const { setApplicationStatus, undoRejection, invite } = useVacancyActions();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [inviting, setInviting] = useState(false);
  const name = applicantFullName(application);
  // One toast per response: its «Отменить» and the undo's outcome replace each other.
  const toastId = `reject-${vacancyId}-${applicantId}`;

  const markViewed = async () => {
    setBusy(true);
    try {
      await setApplicationStatus(vacancyId, applicantId, "RESPONSE_STATUS_VIEWED");
    } catch (error) {
      toast({ variant: "danger", title: failureMessage(error, "Не удалось изменить статус отклика") });
    } finally {
      setBusy(false);
    }
  };

  const sendInvitation = async (message: string) => {
    try {
      await invite(vacancyId, applicantId, message);
      setInviting(false);
      toast({ variant: "success", title: "Приглашение отправлено" });
    } catch (error) {
      toast({ variant: "danger", title: failureMessage(error, "Не удалось отправить приглашение") });
    }
  };

  const undo = async () => {
    try {
      await undoRejection(vacancyId, applicantId);
      toast({ id: toastId, variant: "success", title: "Отказ отменён" });
    } catch (error) {
      const late = isApiError(error) && error.status === 409;
      toast({
        id: toastId,
        variant: "danger",
        title: late
          ? "Отменить уже нельзя: кандидат получил отказ"
          : failureMessage(error, "Не удалось отменить отказ"),
      });
    }
  };

  const confirmReject = async () => {
    setBusy(true);
    try {
      await setApplicationStatus(vacancyId, applicantId, "RESPONSE_STATUS_REJECTED");
      setRejecting(false);
      toast({
        id: toastId,
        title: "Отказ отправлен",
        description: `${name} увидит его через ${UNDO_WINDOW_TEXT}.`,
        action: { label: "Отменить", onClick: () => void undo() },
      });
    } catch (error) {
      toast({ variant: "danger", title: failureMessage(error, "Не удалось отказать кандидату") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="rb-applications__actions">
        {status === "RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED" ? (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => void markViewed()}>
            Просмотрено
          </Button>
        ) : null}
        {status !== "RESPONSE_STATUS_INVITED" ? (
          <Button size="sm" disabled={busy} onClick={() => setInviting(true)}>
            Пригласить
          </Button>
        ) : null}
        {status !== "RESPONSE_STATUS_REJECTED" ? (
          <Button size="sm" variant="danger" disabled={busy} onClick={() => setRejecting(true)}>
            Отказать
          </Button>
        ) : null}
        {children}
      </div>
      <InviteDialog
        candidate={inviting ? name : null}
        onSend={sendInvitation}
        onClose={() => setInviting(false)}
      />
      <Modal
        open={rejecting}
        onClose={() => setRejecting(false)}
        title="Отказать кандидату?"
        description={`${name} получит отказ по ${vacancyTitle ? `вакансии «${vacancyTitle}»` : "этой вакансии"}. Отменить его можно в течение ${UNDO_WINDOW_TEXT}.`}
        closeLabel="Закрыть"
        footer={
          <>
            <Button variant="secondary" onClick={() => setRejecting(false)}>
              Отмена
            </Button>
            <Button variant="danger" loading={rejecting && busy} onClick={() => void confirmReject()}>
              Отказать
            </Button>
          </>
        }
      />
    </>
  );
}
