import { toVacancy, type Vacancy } from "@rabota/domain/mappers";
import { REVIEW_MESSAGES } from "@rabota/domain/wire/reviews";
import { Button } from "@rabota/ui/button";
import { type ReactNode, useState } from "react";
import { reviewCountLabel } from "../lib/company-format";
import type { CompanyPageData } from "../store/company-page-store";
import { useCompanyPageActions } from "../store/company-page-store-provider";
import { CompanyHeader } from "./company-header";
import { ReplyForm } from "./reply-form";
import { ReviewCard } from "./review-card";
import { ReviewForm } from "./review-form";
import "./companies.css";

/** Who looks at the page: a guest, an applicant, or an employer (with its company, if any). */
export type CompanyViewer =
  | { role: null }
  | { role: "applicant" }
  | { role: "employer"; companyId: string | null };

/** The id of the reviews' section: the rating and the vacancy page's company card link to it. */
const COMPANY_REVIEWS_ANCHOR = "reviews";

export interface CompanyProfileProps {
  page: CompanyPageData;
  viewer: CompanyViewer;
  /** One of the company's vacancies, drawn by the app (the vacancies feature's card). */
  renderVacancy: (vacancy: Vacancy) => ReactNode;
  /** A guest's «Войти» before writing a review. */
  onSignIn?: () => void;
  /**
   * «Пожаловаться» on the company or on one review, drawn by the app (the moderation feature's
   * button); nothing where it returns null (the company's own members, moderators).
   */
  renderComplaint?: (target: { type: "company" | "review"; id: string; subject: string }) => ReactNode;
}

function MoreButton({
  state,
  onClick,
  children,
}: {
  state: "idle" | "loading" | "error";
  onClick: () => void;
  children: string;
}) {
  return (
    <div className="rb-company-page__more">
      {state === "error" ? (
        <p className="rb-review-form__error" role="alert">
          Не удалось загрузить. Попробуйте ещё раз
        </p>
      ) : null}
      <Button variant="secondary" loading={state === "loading"} onClick={onClick}>
        {children}
      </Button>
    </div>
  );
}

/** The viewer's part of the reviews: the form, their own review to edit, or why they cannot write one. */
function ReviewInvite({ page, viewer, onSignIn }: Pick<CompanyProfileProps, "page" | "viewer" | "onSignIn">) {
  const { saveReview } = useCompanyPageActions();
  const [editing, setEditing] = useState(false);
  const { mine, canReview } = page.reviews;
  if (viewer.role === null)
    return (
      <div className="rb-company-page__invite" data-testid="review-sign-in">
        <p>Войдите, чтобы оставить отзыв</p>
        {onSignIn ? (
          <Button variant="secondary" onClick={onSignIn}>
            Войти
          </Button>
        ) : null}
      </div>
    );
  if (viewer.role !== "applicant") return null;
  if (mine) {
    if (editing)
      return (
        <ReviewForm
          review={mine}
          onSubmit={saveReview}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      );
    return (
      <div className="rb-company-page__mine" data-testid="my-review">
        <h3 className="rb-review-form__title">Ваш отзыв</h3>
        {mine.status === "under_review" ? <p className="rb-company-page__note">На проверке</p> : null}
        {mine.status === "removed" ? <p className="rb-company-page__note">Удалён модератором</p> : null}
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          Изменить отзыв
        </Button>
      </div>
    );
  }
  if (canReview) return <ReviewForm onSubmit={saveReview} />;
  return <p className="rb-company-page__note">{REVIEW_MESSAGES.notAllowed}</p>;
}

/**
 * A company's public page (issue 42): its head, its active vacancies (cards the app draws,
 * «Показать ещё»), its reviews with the company's replies («Показать ещё»), the applicant's
 * review form or their own review to edit, and «Ответить» for the company's own members.
 */
export function CompanyProfile({
  page,
  viewer,
  renderVacancy,
  onSignIn,
  renderComplaint,
}: CompanyProfileProps) {
  const { loadMoreVacancies, loadMoreReviews, reply } = useCompanyPageActions();
  const { company, vacancies, reviews } = page;
  const isMember = viewer.role === "employer" && viewer.companyId === company.id;
  return (
    <article className="rb-company-page" data-testid="company-page">
      <CompanyHeader company={company} reviewsHref={`#${COMPANY_REVIEWS_ANCHOR}`} />
      {isMember ? null : (
        <div className="rb-company-page__complaint">
          {renderComplaint?.({ type: "company", id: company.id, subject: company.name })}
        </div>
      )}

      <section className="rb-company-page__section" aria-labelledby="company-vacancies">
        <h2 id="company-vacancies" className="rb-company-page__subtitle">
          Вакансии <span className="rb-company-page__count">{company.activeVacancies}</span>
        </h2>
        {vacancies.items.length === 0 ? (
          <p className="rb-company-page__note">Сейчас открытых вакансий нет</p>
        ) : (
          <ul className="rb-company-page__list" data-testid="company-vacancies">
            {vacancies.items.map((vacancy) => (
              <li key={vacancy.id}>{renderVacancy(toVacancy(vacancy))}</li>
            ))}
          </ul>
        )}
        {vacancies.nextPageToken ? (
          <MoreButton state={vacancies.more} onClick={() => void loadMoreVacancies()}>
            Показать ещё
          </MoreButton>
        ) : null}
      </section>

      <section
        id={COMPANY_REVIEWS_ANCHOR}
        className="rb-company-page__section"
        aria-labelledby="company-reviews"
      >
        <h2 id="company-reviews" className="rb-company-page__subtitle">
          Отзывы{" "}
          <span className="rb-company-page__count">
            {reviews.count > 0 ? reviewCountLabel(reviews.count) : "Нет отзывов"}
          </span>
        </h2>
        <ReviewInvite page={page} viewer={viewer} onSignIn={onSignIn} />
        {reviews.items.length === 0 ? (
          <p className="rb-company-page__note">О компании пока не написали ни одного отзыва</p>
        ) : (
          <ul className="rb-company-page__list" data-testid="company-reviews">
            {reviews.items.map((review) => (
              <li key={review.id}>
                <ReviewCard
                  review={review}
                  actions={
                    <>
                      {isMember && !review.reply ? (
                        <ReplyForm review={review} onSubmit={(body) => reply(review.id, body)} />
                      ) : null}
                      {review.mine
                        ? null
                        : renderComplaint?.({
                            type: "review",
                            id: review.id,
                            subject: `Отзыв о компании «${company.name}»`,
                          })}
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        )}
        {reviews.nextPageToken ? (
          <MoreButton state={reviews.more} onClick={() => void loadMoreReviews()}>
            Показать ещё
          </MoreButton>
        ) : null}
      </section>
    </article>
  );
}
