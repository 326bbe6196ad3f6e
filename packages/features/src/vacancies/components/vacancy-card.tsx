import {
  EXPERIENCE_LABELS,
  OFFICE_TYPE_LABELS,
  RESPONSE_STATUS_LABELS,
  TEST_STATUS_LABELS,
  WORKING_SCHEDULE_LABELS,
} from "@rabota/domain/enums";
import { formatSalary, publishedAgo } from "@rabota/domain/format";
import type { Vacancy } from "@rabota/domain/mappers";
import { IconButton } from "@rabota/ui/button";
import { Card } from "@rabota/ui/card";
import { HeartFilledIcon, HeartIcon, LocationIcon } from "@rabota/ui/icon";
import { Tag } from "@rabota/ui/tag";
import type { ReactNode } from "react";
import "../../lib/lists.css";
import { plainClickOpens } from "../../lib/plain-click";
import { responseStatusTone } from "../lib/response-tone";
import { CompanyName } from "./company-name";
import { MetroStations } from "./metro-stations";
import { ResponseRateLine } from "./response-rate-line";
import "./vacancies.css";

export interface VacancyCardProps {
  vacancy: Vacancy;
  /** The details page's URL. */
  href: string;
  /** Client-side navigation to `href` (a plain click); modified clicks keep the browser's behaviour. */
  onOpen?: (href: string) => void;
  /** The company's public page (issue 42): the company's name links there. */
  companyHref?: string;
  /** Shows the heart (applicants and guests); a guest's click is the app's to answer. */
  onToggleLike?: (vacancy: Vacancy) => void;
  /** Shows the response status (the applicant's responses list). */
  showResponseStatus?: boolean;
  /** A leading control, e.g. the employer's selection checkbox. */
  leading?: ReactNode;
  /** What closes the card's text, e.g. the employer's figures of its own vacancy. */
  footer?: ReactNode;
}

/**
 * The applicant's coefficient for the vacancy and the status of the test it asks for; on
 * the employer's own list, how many respondents completed that test.
 */
function AssessmentLine({ vacancy }: { vacancy: Vacancy }) {
  const items: ReactNode[] = [];
  if (vacancy.coefficient !== null)
    items.push(
      <Tag key="coefficient" tone="brand" size="sm" data-testid="coefficient">
        Коэффициент {Math.round(vacancy.coefficient)}
      </Tag>,
    );
  if (vacancy.testName && vacancy.testStatus)
    items.push(
      <Tag
        key="test"
        size="sm"
        tone={vacancy.testStatus === "TEST_STATUS_COMPLETED" ? "success" : "warning"}
        data-testid="test-status"
      >
        Тест: {TEST_STATUS_LABELS[vacancy.testStatus].toLowerCase()}
      </Tag>,
    );
  if (vacancy.testCompletedCount !== null)
    items.push(
      <Tag key="completed" size="sm" tone="info" data-testid="test-completed-count">
        Прошли тест: {vacancy.testCompletedCount}
      </Tag>,
    );
  return items.length > 0 ? <p className="rb-vacancy-card__assessment">{items}</p> : null;
}

/** One vacancy in a list: title, salary, company, city and metro, conditions, skills, like. */
export function VacancyCard({
  vacancy,
  href,
  onOpen,
  companyHref,
  onToggleLike,
  showResponseStatus,
  leading,
  footer,
}: VacancyCardProps) {
  const open = plainClickOpens(href, onOpen);
  const conditions = [
    vacancy.workingExperience !== "EXPERIENCE_UNSPECIFIED"
      ? EXPERIENCE_LABELS[vacancy.workingExperience]
      : null,
    vacancy.workingSchedule !== "WORKING_SCHEDULE_UNSPECIFIED"
      ? WORKING_SCHEDULE_LABELS[vacancy.workingSchedule]
      : null,
    vacancy.officeType !== "OFFICE_TYPE_UNSPECIFIED" ? OFFICE_TYPE_LABELS[vacancy.officeType] : null,
  ].filter((item): item is string => item !== null);
  return (
    <Card className="rb-vacancy-card" data-testid="vacancy-card" data-vacancy-id={vacancy.id}>
      {leading ? <div className="rb-vacancy-card__leading">{leading}</div> : null}
      <div className="rb-vacancy-card__body">
        <h2 className="rb-vacancy-card__title">
          <a href={href} onClick={open}>
            {vacancy.title}
          </a>
        </h2>
        <p className="rb-vacancy-card__salary">{formatSalary(vacancy)}</p>
        <p className="rb-vacancy-card__company">
          <CompanyName name={vacancy.company.name} href={companyHref} onOpen={onOpen} />
          {vacancy.city ? (
            <span className="rb-vacancy-card__city">
              <LocationIcon aria-hidden="true" />
              {vacancy.city}
            </span>
          ) : null}
        </p>
        <MetroStations stations={vacancy.metroStations} />
        {vacancy.company.responseRate ? (
          <ResponseRateLine rate={vacancy.company.responseRate} judgedOnly />
        ) : null}
        {conditions.length > 0 ? (
          <ul className="rb-chip-list" aria-label="Условия">
            {conditions.map((item) => (
              <li key={item}>
                <Tag size="sm">{item}</Tag>
              </li>
            ))}
          </ul>
        ) : null}
        {vacancy.skills.length > 0 ? (
          <p className="rb-vacancy-card__skills">{vacancy.skills.slice(0, 6).join(" · ")}</p>
        ) : null}
        {vacancy.publishedAt ? (
          <p className="rb-vacancy-card__published">{publishedAgo(vacancy.publishedAt)}</p>
        ) : null}
        <AssessmentLine vacancy={vacancy} />
        {vacancy.invitedByEmployer ? (
          <Tag tone="info" data-testid="invited-by-employer">
            Работодатель пригласил вас
          </Tag>
        ) : null}
        {showResponseStatus && vacancy.responseStatus ? (
          <Tag tone={responseStatusTone(vacancy.responseStatus)} data-testid="response-status">
            {RESPONSE_STATUS_LABELS[vacancy.responseStatus]}
          </Tag>
        ) : vacancy.hasApplied ? (
          <Tag tone="success">Вы откликнулись</Tag>
        ) : null}
        {footer}
      </div>
      {onToggleLike ? (
        <IconButton
          className="rb-vacancy-card__like"
          label={vacancy.isLikedByCurrentUser ? "Убрать из избранного" : "В избранное"}
          aria-pressed={vacancy.isLikedByCurrentUser}
          onClick={() => onToggleLike(vacancy)}
          icon={vacancy.isLikedByCurrentUser ? <HeartFilledIcon /> : <HeartIcon />}
        />
      ) : null}
    </Card>
  );
}
