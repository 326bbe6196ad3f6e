import type { Vacancy } from "@rabota/domain/mappers";
import { escapeHtml } from "../../platform/http/escape-html";

/** Schedules schema.org names; an unspecified schedule says nothing. */
const EMPLOYMENT_TYPES: Partial<Record<Vacancy["workingSchedule"], string>> = {
  WORKING_SCHEDULE_FULL_TIME: "FULL_TIME",
  WORKING_SCHEDULE_PART_TIME: "PART_TIME",
  WORKING_SCHEDULE_INTERNSHIP: "INTERN",
};

/** The sections of the vacancy page, in its order and with its headings. */
const SECTIONS = [
  ["Описание", "description"],
  ["Обязанности", "objectives"],
  ["Требования", "requirements"],
  ["Условия", "offerings"],
] as const;

/** The vacancy's text as HTML (JobPosting wants HTML): each section a heading and its paragraphs. */
function descriptionHtml(vacancy: Vacancy): string {
  const parts: string[] = [];
  for (const [heading, field] of SECTIONS) {
    const text = vacancy[field]?.trim();
    if (!text) continue;
    const paragraphs = text
      .split(/\n\s*\n/)
      .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replaceAll("\n", "<br>")}</p>`);
    parts.push(`<h3>${heading}</h3>${paragraphs.join("")}`);
  }
  if (vacancy.skills.length > 0) parts.push(`<h3>Навыки</h3><p>${escapeHtml(vacancy.skills.join(", "))}</p>`);
  return parts.join("") || `<p>${escapeHtml(vacancy.title)}</p>`;
}

/** hh.ru's code for the rouble (RUR) is ISO's RUB; no currency means roubles. */
function isoCurrency(code: string | null | undefined): string {
  const upper = code?.toUpperCase();
  return !upper || upper === "RUR" ? "RUB" : upper;
}

function baseSalary(vacancy: Vacancy) {
  const from = vacancy.salaryFrom;
  const to = vacancy.salaryTo;
  if (from === null && to === null) return undefined;
  const value =
    from !== null && to !== null && from === to
      ? { "@type": "QuantitativeValue", value: from, unitText: "MONTH" }
      : {
          "@type": "QuantitativeValue",
          ...(from !== null ? { minValue: from } : {}),
          ...(to !== null ? { maxValue: to } : {}),
          unitText: "MONTH",
        };
  return { "@type": "MonetaryAmount", currency: isoCurrency(vacancy.salaryCurrency), value };
}

/** Where the work is: remote work is TELECOMMUTE (anyone in Russia may apply), else the city. */
function location(vacancy: Vacancy) {
  if (vacancy.officeType === "OFFICE_TYPE_REMOTE") {
    return {
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "Россия" },
    };
  }
  const city = vacancy.city || vacancy.company.companyCity;
  return {
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        ...(city ? { addressLocality: city } : {}),
        addressCountry: "RU",
      },
    },
  };
}

/**
 * The schema.org `JobPosting` of an active vacancy, as Google for Jobs and Yandex read it.
 * `absolute` turns a path of this site into a full address (the page, the logo, the company's list).
 */
export function jobPosting(vacancy: Vacancy, absolute: (path: string) => string) {
  const employmentType = EMPLOYMENT_TYPES[vacancy.workingSchedule];
  const logo = vacancy.company.imageUrl;
  const salary = baseSalary(vacancy);
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: vacancy.title,
    description: descriptionHtml(vacancy),
    datePosted: vacancy.publishedAt ?? vacancy.createdAt,
    // The end of its lifetime here, for one published on Rabota (imported ones have none).
    ...(vacancy.expiresAt ? { validThrough: vacancy.expiresAt } : {}),
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: {
      "@type": "Organization",
      name: vacancy.company.companyName,
      // The company's page here: its vacancies.
      sameAs: absolute(`/vacancies?filter.companyId=${encodeURIComponent(vacancy.company.id)}`),
      ...(logo ? { logo: absolute(logo) } : {}),
    },
    ...location(vacancy),
    ...(salary ? { baseSalary: salary } : {}),
    identifier: { "@type": "PropertyValue", name: "Работа", value: vacancy.id },
    // «Откликнуться» on the page itself is the application.
    directApply: true,
    url: absolute(`/vacancies/detail/${vacancy.id}`),
    ...(vacancy.skills.length > 0 ? { skills: vacancy.skills.join(", ") } : {}),
  };
}
