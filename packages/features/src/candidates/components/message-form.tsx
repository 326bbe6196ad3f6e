import { Button } from "@rabota/ui/button";
import { Select } from "@rabota/ui/select";
import { TextArea } from "@rabota/ui/text-field";
import { type FormEvent, useId, useState } from "react";
import type { z } from "zod";
import type { CompanyVacancy } from "../store/candidates-store";

export interface MessageFormProps {
  /** The company's active vacancies to choose from. */
  vacancies: readonly CompanyVacancy[];
  /** Whether a vacancy must be chosen (the invitation) or may be (the contact request). */
  vacancyRequired: boolean;
  messageLabel: string;
  placeholder: string;
  submitLabel: string;
  /** Checks the message (the gateway's own schema), with its Russian message. */
  schema: z.ZodType<{ message: string }>;
  /** Sends it; the outcome's message is shown under the form. */
  onSend: (
    message: string,
    vacancyId: string | null,
  ) => Promise<{ ok: true } | { ok: false; message: string }>;
}

/** A message to a found person with a vacancy of the company: the contact request and the invitation. */
export function MessageForm({
  vacancies,
  vacancyRequired,
  messageLabel,
  placeholder,
  submitLabel,
  schema,
  onSend,
}: MessageFormProps) {
  const [message, setMessage] = useState("");
  const [vacancyId, setVacancyId] = useState("");
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const statusId = useId();
  const checked = schema.safeParse({ message });
  const error = checked.success ? undefined : checked.error.issues[0]?.message;
  const vacancyMissing = vacancyRequired && vacancyId === "";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!checked.success || vacancyMissing) return;
    setSending(true);
    setRefusal(null);
    const outcome = await onSend(checked.data.message, vacancyId || null);
    setSending(false);
    if (!outcome.ok) setRefusal(outcome.message);
  };

  return (
    <form className="rb-candidates__form" onSubmit={(event) => void submit(event)} noValidate>
      <Select
        label="Вакансия"
        placeholder={vacancyRequired ? "Выберите вакансию" : "Без вакансии"}
        clearable={!vacancyRequired}
        options={vacancies.map((vacancy) => ({ value: vacancy.id, label: vacancy.title }))}
        value={vacancyId}
        onChange={(event) => setVacancyId(event.target.value)}
        required={vacancyRequired}
        error={vacancyMissing ? "Выберите вакансию" : undefined}
        showError={touched && vacancyMissing}
      />
      <TextArea
        label={messageLabel}
        placeholder={placeholder}
        rows={4}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        onBlur={() => setTouched(true)}
        error={error}
        showError={touched && error !== undefined}
        required
      />
      <div className="rb-candidates__actions">
        <Button type="submit" loading={sending} aria-describedby={statusId}>
          {submitLabel}
        </Button>
        <p id={statusId} role="status" className="rb-candidates__error">
          {refusal}
        </p>
      </div>
    </form>
  );
}
