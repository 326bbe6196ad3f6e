import {
  EXPERIENCE_LABELS,
  OFFICE_TYPE_LABELS,
  RESPONSE_STATUS_LABELS,
  WORKING_SCHEDULE_LABELS,
} from "@rabota/domain/enums";
import { formatNumberRu, formatSalary, pluralRu, publishedAgo } from "@rabota/domain/format";
import type { Vacancy } from "@rabota/domain/mappers";
import { VERIFIED_COMPANY_LABEL } from "@rabota/domain/wire/companies";
import { formatRating } from "@rabota/domain/wire/reviews";
import { Avatar } from "@rabota/ui/avatar";
import { VerifiedBadge } from "@rabota/ui/badge";
import { Button } from "@rabota/ui/button";
import { Card, CardContent, CardTitle } from "@rabota/ui/card";
import { HeartFilledIcon, HeartIcon, StarFilledIcon } from "@rabota/ui/icon";
import { Skeleton } from "@rabota/ui/skeleton";
import { Tag } from "@rabota/ui/tag";
import type { ReactNode } from "react";
import "../../lib/lists.css";
import { plainClickOpens } from "../../lib/plain-click";
import { responseStatusTone } from "../lib/response-tone";
import { CompanyName } from "./company-name";
import { addressLine, MetroStations } from "./metro-stations";
import { VacancyText } from "./vacancy-text";
import "./vacancies.css";
import { ResponseRateLine } from "./response-rate-line";

export interface VacancyDetailsProps {
  vacancy: Vacancy;
  /** The applicant version (applicants and guests) has like and apply; the employer's has neither. */
  variant: "applicant" | "employer";
  onToggleLike?: () => void;
  onApply?: () => void;
  isApplying?: boolean;
  /** Under the pay: where it stands against the profession's median (`SalaryPosition`, issue 45). */
  salaryPosition?: ReactNode;
  /** The coefficient and the vacancy's test, under the header (the applicant's). */
  assessment?: ReactNode;
  /** Beside the applicant's response status once they have applied (the chat's «Написать»). */
  responseActions?: ReactNode;
  /** Under the applicant's actions (the applicant's «Скрыть вакансию», issue 26). */
  secondaryActions?: ReactNode;
  /** At the header's end for any viewer the app allows: «Пожаловаться» (issue 42). */
  complaint?: ReactNode;
  /** Extra content under the description (the employer's test control and responses). */
  children?: ReactNode;
  /** The company's public page (issue 42) and its reviews: the company card's name and rating link there. */
  companyHrefs?: { page: string; reviews: string };
  /** Client-side navigation to an address of the app (a plain click). */
  onOpen?: (href: string) => void;
}

function Section({ title, text }: { title: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <section className="rb-vacancy-details__section">
      <h2>{title}</h2>
      <VacancyText text={text} />
    </section>
  );
}

function TagSection({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="rb-vacancy-details__section">
      <h2>{title}</h2>
      <ul className="rb-chip-list">
        {items.map((item) => (
          <li key={item}>
            <Tag>{item}</Tag>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A vacancy's page: title, salary (currency, gross or net), conditions, description,
 * duties, requirements, offerings, skills, qualities and the company card; like and apply
 * in the applicant version.
 */
export function VacancyDetails({
  vacancy,
  variant,
  onToggleLike,
  onApply,
  isApplying,
  salaryPosition,
  assessment,
  responseActions,
  secondaryActions,
  complaint,
  children,
  companyHrefs,
  onOpen,
}: VacancyDetailsProps) {
  const { company } = vacancy;
  return (
    <article className="rb-vacancy-details" data-testid="vacancy-details">
      <div className="rb-vacancy-details__main">
        <header className="rb-vacancy-details__header">
          <h1 className="rb-vacancy-details__title">{vacancy.title}</h1>
          <p className="rb-vacancy-details__salary">{formatSalary(vacancy)}</p>
          {salaryPosition}
          {vacancy.publishedAt ? (
            <p className="rb-vacancy-details__published">{publishedAgo(vacancy.publishedAt)}</p>
          ) : null}
          <dl className="rb-vacancy-details__facts">
            <div>
              <dt>Опыт работы</dt>
              <dd>{EXPERIENCE_LABELS[vacancy.workingExperience]}</dd>
            </div>
            <div>
              <dt>График</dt>
              <dd>{WORKING_SCHEDULE_LABELS[vacancy.workingSchedule]}</dd>
            </div>
            <div>
              <dt>Формат работы</dt>
              <dd>{OFFICE_TYPE_LABELS[vacancy.officeType]}</dd>
            </div>
            {vacancy.city ? (
              <div>
                <dt>Город</dt>
                <dd>{vacancy.city}</dd>
              </div>
            ) : null}
            {addressLine(vacancy.address) ? (
              <div>
                <dt>Адрес</dt>
                <dd>{addressLine(vacancy.address)}</dd>
              </div>
            ) : null}
            {vacancy.metroStations.length > 0 ? (
              <div>
                <dt>Метро</dt>
                <dd>
                  <MetroStations stations={vacancy.metroStations} />
                </dd>
              </div>
            ) : null}
            <div>
              <dt>Просмотры</dt>
              <dd>{formatNumberRu(vacancy.views)}</dd>
            </div>
          </dl>
          {variant === "applicant" ? (
            <div className="rb-vacancy-details__actions">
              {vacancy.hasApplied ? (
                <>
                  <Tag
                    tone={vacancy.responseStatus ? responseStatusTone(vacancy.responseStatus) : "success"}
                    size="md"
                  >
                    {vacancy.responseStatus
                      ? `Отклик: ${RESPONSE_STATUS_LABELS[vacancy.responseStatus].toLowerCase()}`
                      : "Вы откликнулись"}
                  </Tag>
                  {responseActions}
                </>
              ) : (
                <Button onClick={onApply} loading={isApplying}>
                  Откликнуться
                </Button>
              )}
              <Button
                variant="secondary"
                aria-pressed={vacancy.isLikedByCurrentUser}
                onClick={onToggleLike}
                startIcon={vacancy.isLikedByCurrentUser ? <HeartFilledIcon /> : <HeartIcon />}
              >
                {vacancy.isLikedByCurrentUser ? "В избранном" : "В избранное"}
              </Button>
            </div>
          ) : null}
          {variant === "applicant" ? secondaryActions : null}
          {variant === "applicant" && vacancy.invitationMessage ? (
            <section className="rb-vacancy-details__invitation" aria-label="Приглашение от работодателя">
              <strong>Приглашение от работодателя</strong>
              <p>{vacancy.invitationMessage}</p>
            </section>
          ) : null}
          {complaint ? <div className="rb-vacancy-details__complaint">{complaint}</div> : null}
        </header>
        {assessment}
        <Section title="Описание" text={vacancy.description} />
        <Section title="Обязанности" text={vacancy.objectives} />
        <Section title="Требования" text={vacancy.requirements} />
        <Section title="Условия" text={vacancy.offerings} />
        <TagSection title="Навыки" items={vacancy.skills} />
        <TagSection title="Личные качества" items={vacancy.qualities} />
        {children}
      </div>
      {/* A column of the article, not a landmark: landmarks belong at the page's top level. */}
      <div className="rb-vacancy-details__aside">
        <Card>
          <CardContent className="rb-company-card">
            <Avatar name={company.name} src={company.imageUrl} size="lg" />
            <CardTitle level={2}>
              <CompanyName name={company.name} href={companyHrefs?.page} onOpen={onOpen} />
            </CardTitle>
            {company.verified ? <VerifiedBadge label={VERIFIED_COMPANY_LABEL} /> : null}
            {company.companyCity ? <p className="rb-company-card__city">{company.companyCity}</p> : null}
            <CompanyCardRating company={company} href={companyHrefs?.reviews} onOpen={onOpen} />
            {company.responseRate ? <ResponseRateLine rate={company.responseRate} /> : null}
          </CardContent>
        </Card>
      </div>
    </article>
  );
}

/**
 * The company's rating on its card: «4,6» and «12 отзывов», or «Нет отзывов» when no review gave
 * one (issue 42: nothing shows a rating no review gave); a link to the company's reviews.
 */
function CompanyCardRating({
  company,
  href,
  onOpen,
}: {
  company: Vacancy["company"];
  href?: string | undefined;
  onOpen?: ((href: string) => void) | undefined;
}) {
  const content =
    company.rating === null || company.feedbackCount === 0 ? (
      <span>Нет отзывов</span>
    ) : (
      <>
        <StarFilledIcon aria-hidden="true" />
        <span>{formatRating(company.rating)}</span>
        <span className="rb-company-card__feedback">
          {formatNumberRu(company.feedbackCount)}{" "}
          {pluralRu(company.feedbackCount, { one: "отзыв", few: "отзыва", many: "отзывов" })}
        </span>
      </>
    );
  return (
    <p className="rb-company-card__rating" data-testid="company-card-rating">
      {href ? (
        <a className="rb-company-card__reviews" href={href} onClick={plainClickOpens(href, onOpen)}>
          {content}
        </a>
      ) : (
        content
      )}
    </p>
  );
}

/** The details page while it loads. */
export function VacancyDetailsSkeleton() {
  return (
    <div className="rb-vacancy-details" role="status" aria-busy="true" aria-label="Загрузка вакансии">
      <div className="rb-vacancy-details__main">
        <Skeleton shape="text" width="70%" height={36} />
        <Skeleton shape="text" width="35%" height={24} />
        <Skeleton shape="rect" height={96} />
        <Skeleton shape="text" lines={6} />
      </div>
    </div>
  );
}
