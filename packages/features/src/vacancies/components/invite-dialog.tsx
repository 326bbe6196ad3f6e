import { inviteApplicantRequestSchema } from "@rabota/domain/wire/vacancy";
import { Button } from "@rabota/ui/button";
import { Modal } from "@rabota/ui/modal";
import { TextArea } from "@rabota/ui/text-field";
import { useEffect, useState } from "react";

export interface InviteDialogProps {
  /** Whom the invitation is for (their full name); null while the dialog is closed. */
  candidate: string | null;
  /** Sends the invitation; rejects when it could not be sent (the dialog stays open). */
  onSend: (message: string) => Promise<void>;
  onClose: () => void;
}

/**
 * «Пригласить»: a message to the candidate (required, up to 2,000 characters, checked by the
 * gateway's own schema), which they read on their response and in its chat.
 */
export function InviteDialog({ candidate, onSend, onClose }: InviteDialogProps) {
  const [message, setMessage] = useState("");
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (candidate !== null) {
      setMessage("");
      setTouched(false);
    }
  }, [candidate]);
  const checked = inviteApplicantRequestSchema.safeParse({ message });
  const error = checked.success ? undefined : checked.error.issues[0]?.message;

  const send = async () => {
    setTouched(true);
    if (!checked.success) return;
    setSending(true);
    try {
      await onSend(checked.data.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={candidate !== null}
      onClose={onClose}
      title="Пригласить кандидата"
      description={candidate ? `${candidate} увидит сообщение в отклике и в чате.` : undefined}
      closeLabel="Закрыть"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Отмена
          </Button>
          <Button loading={sending} onClick={() => void send()}>
            Пригласить
          </Button>
        </>
      }
    >
      <TextArea
        label="Сообщение кандидату"
        placeholder="Когда и где встретимся, с кем и что взять с собой"
        rows={5}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        onBlur={() => setTouched(true)}
        error={error}
        showError={touched && error !== undefined}
        required
      />
    </Modal>
  );
}
