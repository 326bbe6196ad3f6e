import type { PublicCompanyDto } from "@rabota/domain/wire/companies";
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from "@rabota/domain/wire/reviews";

/**
 * A company page as a schema.org `Organization`: its name, page, logo, city and description, and
 * — only when its reviews give one (issue 42: nothing shows a rating that no review gave) —
 * `aggregateRating` from their mean and count.
 */
export function organization(company: PublicCompanyDto, pageUrl: string, absolute: (path: string) => string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.name,
    url: pageUrl,
    ...(company.logoUrl ? { logo: absolute(company.logoUrl) } : {}),
    ...(company.description ? { description: company.description } : {}),
    ...(company.city ? { address: { "@type": "PostalAddress", addressLocality: company.city } } : {}),
    ...(company.verification
      ? { legalName: company.verification.legalName, taxID: company.verification.inn }
      : {}),
    ...(company.feedbackCount > 0 && company.rating !== null
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: company.rating,
            reviewCount: company.feedbackCount,
            bestRating: REVIEW_RATING_MAX,
            worstRating: REVIEW_RATING_MIN,
          },
        }
      : {}),
    mainEntityOfPage: { "@type": "WebPage", "@id": pageUrl },
  };
}
