import { type ReviewDto, reviewRelationLabel } from "@rabota/domain/wire/reviews";
import { StarRating } from "@rabota/ui/rating";
import type { ReactNode } from "react";
import { formatDateRu, reviewRatingLabel } from "../lib/company-format";
import "./companies.css";

export interface ReviewCardProps {
  review: ReviewDto;
  /** Under the review: the company's reply form, or the author's «Изменить отзыв». */
  actions?: ReactNode;
}

/**
 * One review: its stars (read as «Оценка 4 из 5»), how the author knows the company
 * («Откликался в 2026»), the author's name when signed or «Аноним», the date, the text, pros and
 * cons, and the company's reply under it.
 */
export function ReviewCard({ review, actions }: ReviewCardProps) {
  return (
    <article className="rb-review" data-testid="review" data-review-id={review.id}>
      <header className="rb-review__head">
        <StarRating value={review.rating} label={reviewRatingLabel(review.rating)} />
        <p className="rb-review__meta">
          <span className="rb-review__author">{review.author ?? "Аноним"}</span>
          <span className="rb-review__relation">
            {reviewRelationLabel(review.relation, review.relationYear)}
          </span>
          <time dateTime={review.createdAt}>{formatDateRu(review.createdAt)}</time>
        </p>
      </header>
      <p className="rb-review__text">{review.text}</p>
      {review.pros ? (
        <div className="rb-review__part">
          <h3>Плюсы</h3>
          <p>{review.pros}</p>
        </div>
      ) : null}
      {review.cons ? (
        <div className="rb-review__part">
          <h3>Минусы</h3>
          <p>{review.cons}</p>
        </div>
      ) : null}
      {review.reply ? (
        <section className="rb-review__reply" aria-label="Ответ компании" data-testid="review-reply">
          <p className="rb-review__reply-head">
            <strong>Ответ компании</strong>
            <time dateTime={review.reply.createdAt}>{formatDateRu(review.reply.createdAt)}</time>
          </p>
          <p className="rb-review__text">{review.reply.text}</p>
        </section>
      ) : null}
      {actions}
    </article>
  );
}
