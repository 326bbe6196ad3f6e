import { EXPERIENCE_LABELS } from "@rabota/domain/enums";
import { formatNumberRu, pluralRu } from "@rabota/domain/format";
import type { CandidateCard } from "@rabota/domain/wire/candidates";
import type { TestCatalogueEntry } from "@rabota/domain/wire/tests";

export { formatDate, formatDateTime } from "../../lib/dates";

/**
 * «Найдено 21 резюме»: «резюме» does not decline and the neuter «найдено» agrees with every
 * number (1, 3, 5), so no plural forms are needed here.
 */
export const foundLabel = (total: number) => `Найдено ${formatNumberRu(total)} резюме`;

/** A work entry's months, «03.2021 — по настоящее время». */
export function periodLabel(startDate: string, endDate: string | null): string {
  const month = (value: string) => {
    const [year, number] = value.split("-");
    return number ? `${number}.${year}` : value;
  };
  return `${month(startDate)} — ${endDate ? month(endDate) : "по настоящее время"}`;
}

/** «3 года 2 месяца» of work, or the experience bucket's label under a year. */
export function experienceLabel(card: Pick<CandidateCard, "experienceMonths" | "experience">): string {
  const years = Math.floor(card.experienceMonths / 12);
  const months = card.experienceMonths % 12;
  if (card.experienceMonths === 0) return EXPERIENCE_LABELS[card.experience];
  const parts = [
    years > 0 ? `${years} ${pluralRu(years, { one: "год", few: "года", many: "лет" })}` : null,
    months > 0 ? `${months} ${pluralRu(months, { one: "месяц", few: "месяца", many: "месяцев" })}` : null,
  ];
  return `Опыт ${parts.filter(Boolean).join(" ")}`;
}

/** A passed test's title from the catalogue (the name itself when the catalogue lacks it). */
export const testTitle = (name: string, catalogue: readonly TestCatalogueEntry[]) =>
  catalogue.find((test) => test.testName === name || test.title === name)?.title ?? name;

/** The wanted income, «до 120 000 ₽» style: «120 000 ₽». */
export const incomeLabel = (income: number) => `${formatNumberRu(income)} ₽`;

/** Full years since a birth date (`YYYY-MM-DD`), «34 года». */
export function ageLabel(dateOfBirth: string, now: Date = new Date()): string | null {
  const [year, month, day] = dateOfBirth.split("-").map(Number);
  if (!year || !month || !day) return null;
  let age = now.getFullYear() - year;
  if (now.getMonth() + 1 < month || (now.getMonth() + 1 === month && now.getDate() < day)) age -= 1;
  return `${age} ${pluralRu(age, { one: "год", few: "года", many: "лет" })}`;
}
