import { formatLongDateRu, responseRateLine } from "@rabota/domain/format";
import { type PublicCompanyDto, VERIFIED_COMPANY_LABEL } from "@rabota/domain/wire/companies";
import { formatRating } from "@rabota/domain/wire/reviews";
import { Avatar } from "@rabota/ui/avatar";
import { VerifiedBadge } from "@rabota/ui/badge";
import { ChatIcon, ExternalLinkIcon, LocationIcon, StarFilledIcon } from "@rabota/ui/icon";
import { reviewCountLabel, websiteHref, websiteLabel } from "../lib/company-format";
import "./companies.css";

export interface CompanyHeaderProps {
  company: PublicCompanyDto;
  /** The page's reviews section, which the rating links to. */
  reviewsHref?: string;
}

/** «Проверенная компания» with what the registry says: legal name, ИНН, ОГРН, registration date. */
function Verification({ verification }: { verification: NonNullable<PublicCompanyDto["verification"]> }) {
  return (
    <section className="rb-company-verification" aria-label={VERIFIED_COMPANY_LABEL}>
      <p className="rb-company-verification__badge" data-testid="verified-company">
        <VerifiedBadge label={VERIFIED_COMPANY_LABEL} />
      </p>
      <dl className="rb-company-verification__facts">
        <div>
          <dt className="rb-sr-only">Юридическое лицо</dt>
          <dd>{verification.legalName}</dd>
        </div>
        <div>
          <dt>ИНН</dt>
          <dd>{verification.inn}</dd>
        </div>
        <div>
          <dt>ОГРН</dt>
          <dd>{verification.ogrn}</dd>
        </div>
        <div>
          <dt className="rb-sr-only">Дата регистрации</dt>
          <dd>зарегистрирована {formatLongDateRu(new Date(verification.registeredOn))}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The company's rating as its reviews make it: «4,6» and «12 отзывов», or «Нет отзывов». */
function CompanyRating({
  rating,
  count,
  href,
}: {
  rating: number | null;
  count: number;
  href?: string | undefined;
}) {
  const text =
    rating === null || count === 0 ? (
      <span>Нет отзывов</span>
    ) : (
      <>
        <StarFilledIcon aria-hidden="true" />
        <span className="rb-company-rating__value">{formatRating(rating)}</span>
        <span className="rb-company-rating__count">{reviewCountLabel(count)}</span>
      </>
    );
  return (
    <p className="rb-company-rating" data-testid="company-rating">
      {href ? <a href={href}>{text}</a> : text}
    </p>
  );
}

/**
 * The head of a company's page (issue 42): logo, name, city, the verification, the rating, how
 * it answers responses, its description and site.
 */
export function CompanyHeader({ company, reviewsHref }: CompanyHeaderProps) {
  const site = company.website ? websiteHref(company.website) : null;
  return (
    <header className="rb-company-header">
      <div className="rb-company-header__identity">
        <Avatar name={company.name} src={company.logoUrl} size="xl" shape="rounded" />
        <div className="rb-company-header__names">
          <h1 className="rb-company-header__title">{company.name}</h1>
          {company.city ? (
            <p className="rb-company-header__city">
              <LocationIcon aria-hidden="true" />
              {company.city}
            </p>
          ) : null}
          <CompanyRating rating={company.rating} count={company.feedbackCount} href={reviewsHref} />
        </div>
      </div>
      {company.verification ? <Verification verification={company.verification} /> : null}
      <p className="rb-company-header__response" data-testid="response-rate">
        <ChatIcon aria-hidden="true" />
        <span>{responseRateLine(company.responseRate)}</span>
      </p>
      {company.description ? <p className="rb-company-header__description">{company.description}</p> : null}
      {company.website ? (
        <p className="rb-company-header__site">
          {site ? (
            <a href={site} target="_blank" rel="noopener noreferrer nofollow">
              {websiteLabel(company.website)}
              <ExternalLinkIcon aria-hidden="true" />
              <span className="rb-sr-only"> (откроется в новой вкладке)</span>
            </a>
          ) : (
            websiteLabel(company.website)
          )}
        </p>
      ) : null}
    </header>
  );
}
