import { formatNumberRu, pluralRu } from "@rabota/domain/format";

/** «12 отзывов», «1 отзыв», «3 отзыва». */
export function reviewCountLabel(count: number): string {
  return `${formatNumberRu(count)} ${pluralRu(count, { one: "отзыв", few: "отзыва", many: "отзывов" })}`;
}

/** «Оценка 4 из 5»: what a screen reader reads for a review's stars. */
export const reviewRatingLabel = (rating: number) => `Оценка ${rating} из 5`;

/**
 * An ISO date-time as DD.MM.YYYY, its UTC day (the server renders in UTC and the browser
 * hydrates the same text in any zone).
 */
export function formatDateRu(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split("-");
  return `${day}.${month}.${year}`;
}

/** A site's address as people read it: the host and path, without the scheme or a final slash. */
export function websiteLabel(url: string): string {
  return url.replace(/^https?:\/\//i, "").replace(/\/$/, "");
}

/** A site's address a link may open: http(s) only (anything else is shown as text). */
export function websiteHref(url: string): string | null {
  if (/^https?:\/\//i.test(url)) return url;
  if (/^[\w.-]+\.[a-z]{2,}(\/.*)?$/i.test(url)) return `https://${url}`;
  return null;
}
