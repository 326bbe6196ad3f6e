import { formatNumberRu } from "@rabota/domain/format";
import {
  REVIEW_PART_MAX_LENGTH,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TEXT_MIN_LENGTH,
  type ReviewDto,
  reviewRequestSchema,
} from "@rabota/domain/wire/reviews";
import { Button } from "@rabota/ui/button";
import { Checkbox } from "@rabota/ui/checkbox";
import { RatingInput } from "@rabota/ui/rating";
import { useId, useState } from "react";
import { Controller, type FieldPath } from "react-hook-form";
import type { z } from "zod";
import { FormTextArea, fieldErrorProps, useZodForm } from "../../lib/forms";
import type { ReviewField } from "../lib/review-errors";
import type { ReviewSendResult } from "../store/company-page-store";
import "./companies.css";

type ReviewValues = z.input<typeof reviewRequestSchema>;
type ReviewOutput = z.output<typeof reviewRequestSchema>;

export interface ReviewFormProps {
  /** The viewer's own review, to edit; none for a new one. */
  review?: ReviewDto | null;
  onSubmit: (value: ReviewOutput) => Promise<ReviewSendResult>;
  /** After the review is saved. */
  onSaved?: (review: ReviewDto) => void;
  /** Shows «Отмена» (editing one's own review). */
  onCancel?: () => void;
}

/** «120 / 3 000 · не меньше 30»: the text's length as it is typed. */
function textCounter(length: number): string {
  const count = `${formatNumberRu(length)} / ${formatNumberRu(REVIEW_TEXT_MAX_LENGTH)}`;
  return length < REVIEW_TEXT_MIN_LENGTH ? `${count} · не меньше ${REVIEW_TEXT_MIN_LENGTH}` : count;
}

const defaultsOf = (review: ReviewDto | null | undefined): Partial<ReviewValues> => ({
  ...(review ? { rating: review.rating } : {}),
  text: review?.text ?? "",
  pros: review?.pros ?? "",
  cons: review?.cons ?? "",
  signed: review ? review.author !== null : false,
});

/**
 * The applicant's review of a company (issue 42): a rating from 1 to 5, the text with a live
 * counter, «Плюсы» and «Минусы», «Подписать отзыв именем»; «Опубликовать». The domain's schema
 * checks it as it is typed; what the server refuses (400, 403, 409, 429) shows under its field
 * or under the form, with everything typed kept.
 */
export function ReviewForm({ review, onSubmit, onSaved, onCancel }: ReviewFormProps) {
  const titleId = useId();
  const form = useZodForm<ReviewValues, ReviewOutput>(reviewRequestSchema, defaultsOf(review));
  const [formError, setFormError] = useState<string | null>(null);
  const text = form.watch("text") ?? "";
  const submit = async (value: ReviewOutput) => {
    setFormError(null);
    const result = await onSubmit(value);
    if (result.ok) {
      if (!review) form.reset(defaultsOf(null));
      onSaved?.(result.review);
      return;
    }
    for (const [field, message] of Object.entries(result.failure.fields ?? {}))
      form.setError(field as ReviewField as FieldPath<ReviewValues>, { type: "server", message });
    setFormError(result.failure.form ?? null);
  };
  return (
    <form
      className="rb-review-form"
      aria-labelledby={titleId}
      onSubmit={form.handleSubmit(submit)}
      noValidate
      data-testid="review-form"
    >
      <h3 id={titleId} className="rb-review-form__title">
        {review ? "Изменить отзыв" : "Оставить отзыв"}
      </h3>
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <RatingInput
            label="Оценка"
            name={field.name}
            value={typeof field.value === "number" ? field.value : null}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            optionLabel={(value) => `${value} из 5`}
            required
            {...fieldErrorProps(form, "rating")}
          />
        )}
      />
      <FormTextArea
        form={form}
        name="text"
        label="Отзыв"
        rows={6}
        required
        maxLength={REVIEW_TEXT_MAX_LENGTH}
        hint={textCounter(text.length)}
        placeholder="Как проходили отклик и собеседование, как с вами общались"
      />
      <FormTextArea form={form} name="pros" label="Плюсы" rows={3} maxLength={REVIEW_PART_MAX_LENGTH} />
      <FormTextArea form={form} name="cons" label="Минусы" rows={3} maxLength={REVIEW_PART_MAX_LENGTH} />
      <Checkbox
        label="Подписать отзыв именем"
        hint="Без подписи отзыв публикуется анонимно"
        {...form.register("signed")}
        {...fieldErrorProps(form, "signed")}
      />
      {formError ? (
        <p className="rb-review-form__error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="rb-review-form__actions">
        <Button type="submit" loading={form.formState.isSubmitting}>
          Опубликовать
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Отмена
          </Button>
        ) : null}
      </div>
    </form>
  );
}
