import type { AreaKind } from "@rabota/domain/wire/places";
import type { SalaryResponse } from "@rabota/domain/wire/salaries";

/** The schema.org type of a place by what it is. */
const PLACE_TYPES: Record<AreaKind, string> = { city: "City", region: "State", country: "Country" };

/**
 * A salary page as a schema.org `Occupation`: the profession where it is, and — only when the
 * figures exist (enough vacancies) — `estimatedSalary` as a `MonetaryAmountDistribution` of a
 * month's pay before tax in roubles.
 */
export function occupation(salary: SalaryResponse, areaKind: AreaKind, pageUrl: string) {
  const { p10, p25, median, p75, p90 } = salary;
  const figures =
    p10 !== null && p25 !== null && median !== null && p75 !== null && p90 !== null
      ? {
          estimatedSalary: [
            {
              "@type": "MonetaryAmountDistribution",
              name: "base",
              currency: salary.currency,
              duration: "P1M",
              percentile10: p10,
              percentile25: p25,
              median,
              percentile75: p75,
              percentile90: p90,
            },
          ],
        }
      : {};
  return {
    "@context": "https://schema.org",
    "@type": "Occupation",
    name: salary.profession.name,
    occupationalCategory: salary.profession.fieldName,
    occupationLocation: [{ "@type": PLACE_TYPES[areaKind], name: salary.area.name }],
    ...figures,
    mainEntityOfPage: { "@type": "WebPage", "@id": pageUrl },
  };
}
