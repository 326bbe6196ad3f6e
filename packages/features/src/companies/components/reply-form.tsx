import {
  REVIEW_REPLY_MAX_LENGTH,
  type ReviewDto,
  reviewReplyRequestSchema,
} from "@rabota/domain/wire/reviews";
import { Button } from "@rabota/ui/button";
import { useId, useState } from "react";
import type { z } from "zod";
import { FormTextArea, useZodForm } from "../../lib/forms";
import { formatDateRu } from "../lib/company-format";
import type { ReviewSendResult } from "../store/company-page-store";
import "./companies.css";

type ReplyValues = z.input<typeof reviewReplyRequestSchema>;
type ReplyOutput = z.output<typeof reviewReplyRequestSchema>;

export interface ReplyFormProps {
  review: ReviewDto;
  onSubmit: (value: ReplyOutput) => Promise<ReviewSendResult>;
}

/**
 * «Ответить» under a review without a reply, for an active member of the company: opens the
 * answer's text and «Опубликовать»; the server's refusal (403, 409) shows under it.
 */
export function ReplyForm({ review, onSubmit }: ReplyFormProps) {
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const formId = useId();
  const form = useZodForm<ReplyValues, ReplyOutput>(reviewReplyRequestSchema, { text: "" });
  if (!open)
    return (
      <Button
        variant="secondary"
        size="sm"
        className="rb-review__reply-button"
        aria-expanded={false}
        aria-controls={formId}
        onClick={() => setOpen(true)}
      >
        Ответить
      </Button>
    );
  const submit = async (value: ReplyOutput) => {
    setFormError(null);
    const result = await onSubmit(value);
    if (result.ok) return;
    if (result.failure.fields?.text)
      form.setError("text", { type: "server", message: result.failure.fields.text });
    setFormError(result.failure.form ?? null);
  };
  return (
    <form
      id={formId}
      className="rb-reply-form"
      onSubmit={form.handleSubmit(submit)}
      noValidate
      aria-label={`Ответ на отзыв от ${formatDateRu(review.createdAt)}`}
    >
      <FormTextArea
        form={form}
        name="text"
        label="Ответ компании"
        rows={3}
        required
        autoFocus
        maxLength={REVIEW_REPLY_MAX_LENGTH}
      />
      {formError ? (
        <p className="rb-review-form__error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="rb-review-form__actions">
        <Button type="submit" size="sm" loading={form.formState.isSubmitting}>
          Опубликовать
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => setOpen(false)}>
          Отмена
        </Button>
      </div>
    </form>
  );
}
