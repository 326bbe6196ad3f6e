import { formatSalary } from "@rabota/domain/format";
import type { Vacancy } from "@rabota/domain/mappers";
import { Card } from "@rabota/ui/card";
import { LocationIcon } from "@rabota/ui/icon";
import { Skeleton } from "@rabota/ui/skeleton";
import { type ReactNode, useEffect, useId } from "react";
import { plainClickOpens } from "../../lib/plain-click";
import {
  useRecommendedVacancies,
  useSimilarVacancies,
  useVacancyMatchesActions,
} from "../store/matches-store-provider";
import { CompanyName } from "./company-name";
import "./vacancies.css";

/** Where a vacancy's page is and how to open it in the app. */
interface MatchLinks {
  /** The details page's URL of a vacancy. */
  hrefOf: (vacancyId: string) => string;
  /** Client-side navigation to a card's URL (a plain click); modified clicks keep the browser's behaviour. */
  onOpen?: (href: string) => void;
  /** A company's public page (issue 42): a card's company name links there. */
  companyHrefOf?: (companyId: string) => string;
}

/**
 * A short card of a block: title, pay, company and place (in the list card's styles), and, for a
 * recommendation, why.
 */
function MatchCard({ vacancy, why, links }: { vacancy: Vacancy; why?: string; links: MatchLinks }) {
  const href = links.hrefOf(vacancy.id);
  return (
    <Card className="rb-match-card" data-testid="match-card" data-vacancy-id={vacancy.id}>
      <h3 className="rb-vacancy-card__title">
        <a href={href} onClick={plainClickOpens(href, links.onOpen)}>
          {vacancy.title}
        </a>
      </h3>
      <p className="rb-vacancy-card__salary">{formatSalary(vacancy)}</p>
      <p className="rb-vacancy-card__company">
        <CompanyName
          name={vacancy.company.name}
          href={links.companyHrefOf?.(vacancy.company.id)}
          onOpen={links.onOpen}
        />
        {vacancy.city ? (
          <span className="rb-vacancy-card__city">
            <LocationIcon aria-hidden="true" />
            {vacancy.city}
          </span>
        ) : null}
      </p>
      {why ? (
        <p className="rb-match-card__why" data-testid="match-why">
          {why}
        </p>
      ) : null}
    </Card>
  );
}

/**
 * A block of cards under its heading: placeholders while it loads, nothing when there is
 * nothing to show or the call failed (it adds to the page, the page does not need it).
 */
function MatchBlock({
  title,
  status,
  count,
  placeholders,
  below,
  children,
}: {
  title: string;
  /** Under the page's content (a vacancy's page), rather than at the top of a list. */
  below?: boolean;
  status: string;
  count: number;
  placeholders: number;
  children: ReactNode;
}) {
  const headingId = useId();
  const loading = status === "idle" || status === "loading";
  if (!loading && count === 0) return null;
  return (
    <section
      className={below ? "rb-matches rb-matches--below" : "rb-matches"}
      aria-labelledby={headingId}
      aria-busy={loading}
    >
      <h2 id={headingId} className="rb-matches__title">
        {title}
      </h2>
      {loading ? (
        <ul className="rb-matches__list" aria-label="Загрузка">
          {Array.from({ length: placeholders }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
            <li key={index}>
              <Card className="rb-match-card">
                <Skeleton lines={3} />
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="rb-matches__list">{children}</ul>
      )}
    </section>
  );
}

/**
 * «Подходящие вакансии»: the vacancies that fit the applicant's profile, each with why
 * («Совпадает: SQL, Python; ваш город»). Loads for `applicantId` when shown.
 */
export function RecommendedVacancies({ applicantId, ...links }: MatchLinks & { applicantId: string }) {
  const { loadRecommended } = useVacancyMatchesActions();
  const { status, items } = useRecommendedVacancies();
  useEffect(() => {
    void loadRecommended(applicantId);
  }, [applicantId, loadRecommended]);
  return (
    <MatchBlock title="Подходящие вакансии" status={status} count={items.length} placeholders={3}>
      {items.map((item) => (
        <li key={item.vacancy.id}>
          <MatchCard vacancy={item.vacancy} why={item.why} links={links} />
        </li>
      ))}
    </MatchBlock>
  );
}

/** «Похожие вакансии» under a vacancy: others like it, as `viewerId` (null: a guest) may see them. */
export function SimilarVacancies({
  vacancyId,
  viewerId,
  ...links
}: MatchLinks & { vacancyId: string; viewerId: string | null }) {
  const { loadSimilar } = useVacancyMatchesActions();
  const { status, items } = useSimilarVacancies();
  useEffect(() => {
    void loadSimilar(vacancyId, viewerId);
  }, [vacancyId, viewerId, loadSimilar]);
  return (
    <MatchBlock title="Похожие вакансии" status={status} count={items.length} placeholders={4} below>
      {items.map((vacancy) => (
        <li key={vacancy.id}>
          <MatchCard vacancy={vacancy} links={links} />
        </li>
      ))}
    </MatchBlock>
  );
}
