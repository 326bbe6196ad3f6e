import {
  COMPLAINT_MESSAGES,
  COMPLAINT_TEXT_MAX_LENGTH,
  type ComplaintReason,
  type ComplaintTargetType,
  complaintRequestSchema,
} from "@rabota/domain/wire/complaints";
import { Button } from "@rabota/ui/button";
import { Modal } from "@rabota/ui/modal";
import { RadioGroup } from "@rabota/ui/radio-group";
import { TextArea } from "@rabota/ui/text-field";
import { useState } from "react";
import type { ComplaintOutcome, ComplaintReasonOption } from "../store/complaints-store";

/** The dialog's title for each kind of target. */
const COMPLAINT_DIALOG_TITLES: Record<ComplaintTargetType, string> = {
  vacancy: "Пожаловаться на вакансию",
  company: "Пожаловаться на компанию",
  review: "Пожаловаться на отзыв",
  message: "Пожаловаться на сообщение",
};

export interface ComplaintDialogProps {
  open: boolean;
  targetType: ComplaintTargetType;
  targetId: string;
  /** What is complained about, in words (a vacancy's title, «Сообщение от …»), under the title. */
  subject?: string;
  reasons: readonly ComplaintReasonOption[];
  /** Sends the complaint; a `failed` outcome keeps the dialog open with its message. */
  onSend: (request: {
    targetType: ComplaintTargetType;
    targetId: string;
    reason: ComplaintReason;
    text?: string;
  }) => Promise<ComplaintOutcome>;
  /** After «Отправить» was answered (sent or already sent): the dialog closes. */
  onDone: (outcome: ComplaintOutcome) => void;
  onClose: () => void;
}

/**
 * «Пожаловаться»'s dialog (issue 42): the reason as radio buttons, an optional text, «Отправить».
 * The request is checked with the wire schema the gateway uses; a refusal stays in the dialog.
 */
export function ComplaintDialog({
  open,
  targetType,
  targetId,
  subject,
  reasons,
  onSend,
  onDone,
  onClose,
}: ComplaintDialogProps) {
  const [reason, setReason] = useState<ComplaintReason | null>(null);
  const [text, setText] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const checked = complaintRequestSchema.safeParse({
    targetType,
    targetId,
    reason: reason ?? undefined,
    text,
  });
  const issueOf = (field: string) =>
    checked.success ? undefined : checked.error.issues.find((issue) => issue.path[0] === field)?.message;
  const reasonError = reason === null ? COMPLAINT_MESSAGES.reasonRequired : issueOf("reason");
  const textError = issueOf("text");

  const send = async () => {
    setSubmitted(true);
    if (!checked.success) return;
    setSending(true);
    setRefusal(null);
    const outcome = await onSend(checked.data);
    setSending(false);
    if (outcome.kind === "failed") setRefusal(outcome.message);
    else onDone(outcome);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={COMPLAINT_DIALOG_TITLES[targetType]}
      description={subject}
      closeLabel="Закрыть"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Отмена
          </Button>
          <Button loading={sending} onClick={() => void send()}>
            Отправить
          </Button>
        </>
      }
    >
      <form
        className="rb-complaint"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <RadioGroup
          legend="Причина"
          options={reasons.map((option) => ({ value: option.reason, label: option.label }))}
          value={reason}
          onValueChange={setReason}
          error={submitted ? reasonError : undefined}
          required
        />
        <TextArea
          label="Подробности"
          hint="Необязательно. Что не так — модераторам это поможет"
          value={text}
          maxLength={COMPLAINT_TEXT_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          error={textError}
          showError={submitted && textError !== undefined}
          rows={3}
        />
        {refusal ? (
          <p className="rb-complaint__refusal" role="alert">
            {refusal}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
