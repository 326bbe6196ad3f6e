/**
 * Russian display formatting the spec implies: plurals (`Intl.PluralRules('ru')`), money
 * (`Intl.NumberFormat('ru-RU')`), the salary line, the greeting and the version line.
 */
import { FRONT_VERSION, FRONT_VERSION_DATE } from "./constants";
import { EXPERIENCE_LABELS, OFFICE_TYPE_LABELS, WORKING_SCHEDULE_LABELS } from "./enum-values";
import { RUSSIA_AREA_ID } from "./wire/places";
import { SALARY_MIN_COUNT } from "./wire/salaries";
import type { ResponseRateDto, VacancyFilters } from "./wire/vacancy";

/** The three Russian plural forms: one (1, 21), few (2–4, 22–24), many (5–20, 25…). */
export interface PluralForms {
  readonly one: string;
  readonly few: string;
  readonly many: string;
}

/**
 * A formatter built on its first use: building an `Intl` formatter loads locale data, a few
 * milliseconds each while a page's modules are evaluated on a phone (issue 27), and many pages
 * never use most of them.
 */
export function onFirstUse<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= create();
    return value;
  };
}

const pluralRules = onFirstUse(() => new Intl.PluralRules("ru-RU"));

/** The form of a noun for a count: `pluralRu(5, { one: "вакансия", few: "вакансии", many: "вакансий" })`. */
export function pluralRu(count: number, forms: PluralForms): string {
  const category = pluralRules().select(count);
  if (category === "one") return forms.one;
  if (category === "few") return forms.few;
  // "many" for integers, "other" for fractions (1,5 вакансии reads as few in Russian).
  return Number.isInteger(count) ? forms.many : forms.few;
}

/** The months as a month picker names them (nominative, lower case), January first. */
export const MONTH_NAMES_RU = [
  "январь",
  "февраль",
  "март",
  "апрель",
  "май",
  "июнь",
  "июль",
  "август",
  "сентябрь",
  "октябрь",
  "ноябрь",
  "декабрь",
] as const;

const longDateFormat = onFirstUse(
  () => new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
);

/** A calendar date in words, «1 декабря 2026» (the date's UTC day, so no zone shifts it). */
export function formatLongDateRu(date: Date): string {
  return longDateFormat()
    .format(date)
    .replace(/\s*г\.$/, "");
}

const numberFormat = onFirstUse(() => new Intl.NumberFormat("ru-RU", { maximumFractionDigits: 0 }));

/** An integer with Russian digit grouping («150 000»; the separator is a no-break space). */
export function formatNumberRu(value: number): string {
  return numberFormat().format(value);
}

/**
 * «N вакансия / вакансии / вакансий» for the list's total; «более N вакансий» when the count
 * stopped at N (`capped`: the gateway counts exactly only up to a cap).
 */
export function vacancyCountLabel(count: number, capped = false): string {
  if (capped) return `более ${formatNumberRu(count)} вакансий`;
  return `${formatNumberRu(count)} ${pluralRu(count, { one: "вакансия", few: "вакансии", many: "вакансий" })}`;
}

const CURRENCY_SIGNS: Readonly<Record<string, string>> = { RUB: "₽", RUR: "₽", USD: "$", EUR: "€", KZT: "₸" };

/** The salary fields of a vacancy. */
export interface SalaryFields {
  readonly salaryFrom: number | null;
  readonly salaryTo: number | null;
  readonly salaryCurrency: string | null;
  readonly salaryGross: boolean | null;
}

/** What the salary line says when neither bound is known. */
export const SALARY_NOT_SPECIFIED = "Уровень дохода не указан";

/**
 * The salary line: «от 100 000 до 150 000 ₽ до вычета налогов», «от 80 000 ₽ на руки»,
 * «до 50 000 $»; gross adds «до вычета налогов», net «на руки», unknown nothing.
 */
export function formatSalary(salary: SalaryFields): string {
  const { salaryFrom: from, salaryTo: to } = salary;
  if (from === null && to === null) return SALARY_NOT_SPECIFIED;
  const currency = salary.salaryCurrency
    ? (CURRENCY_SIGNS[salary.salaryCurrency.toUpperCase()] ?? salary.salaryCurrency)
    : "₽";
  const range =
    from !== null && to !== null && from !== to
      ? `от ${formatNumberRu(from)} до ${formatNumberRu(to)}`
      : from !== null && to !== null
        ? formatNumberRu(from)
        : from !== null
          ? `от ${formatNumberRu(from)}`
          : `до ${formatNumberRu(to as number)}`;
  const tax =
    salary.salaryGross === true ? " до вычета налогов" : salary.salaryGross === false ? " на руки" : "";
  return `${range} ${currency}${tax}`;
}

/** The side menu greeting (§2.2): «Привет, Анна!», or «Привет, Гость!» without a name. */
export function greeting(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return `Привет, ${trimmed ? trimmed : "Гость"}!`;
}

/** The toast after a sign-up: «Добро пожаловать в Работу, Иван!», or without a name «Добро пожаловать в Работу!». */
export function welcomeMessage(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? `Добро пожаловать в Работу, ${trimmed}!` : "Добро пожаловать в Работу!";
}

/** The footer's version line (§2.2): «0.6.22 от 28.10.2025». */
export function frontVersionLine(version: string = FRONT_VERSION, date: string = FRONT_VERSION_DATE): string {
  return `${version} от ${date}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * «Опубликована сегодня / вчера / 3 дня назад» (issue 25): how fresh a vacancy is, counted in
 * whole days before `now`.
 */
export function publishedAgo(publishedAt: string, now: Date = new Date()): string {
  const days = Math.max(0, Math.floor((now.getTime() - Date.parse(publishedAt)) / DAY_MS));
  if (days === 0) return "Опубликована сегодня";
  if (days === 1) return "Опубликована вчера";
  return `Опубликована ${days} ${pluralRu(days, { one: "день", few: "дня", many: "дней" })} назад`;
}

/** «в течение часа / 5 часов / дня / 2 дней»: the median wait for an answer, rounded up. */
function answerWithin(hours: number): string {
  if (hours <= 1) return "в течение часа";
  if (hours < 24) {
    const whole = Math.ceil(hours);
    return `в течение ${whole} ${pluralRu(whole, { one: "часа", few: "часов", many: "часов" })}`;
  }
  const days = Math.ceil(hours / 24);
  if (days === 1) return "в течение дня";
  return `в течение ${days} ${pluralRu(days, { one: "дня", few: "дней", many: "дней" })}`;
}

/**
 * The company's response rate as the applicant reads it (issue 25): «Отвечает на 85 % откликов,
 * обычно в течение 2 дней», or, with too few responses to judge, «Пока мало откликов, чтобы
 * судить о скорости ответа».
 */
export function responseRateLine(rate: ResponseRateDto): string {
  if (rate.rate === null) return "Пока мало откликов, чтобы судить о скорости ответа";
  const share = `Отвечает на ${Math.round(rate.rate * 100)} % откликов`;
  return rate.medianHours === null ? share : `${share}, обычно ${answerWithin(rate.medianHours)}`;
}

/** What a saved search with no filter at all finds. */
export const ALL_VACANCIES_SUMMARY = "Все вакансии";

/**
 * A saved search's filters in words, in the filter bar's order: «python, Москва, от 150 000 ₽,
 * Удалённо, навыки: SQL»; {@link ALL_VACANCIES_SUMMARY} for none. It is also the name a new
 * search is offered (the applicant may change it). The places of `areaId` are named from
 * `placeNames` (id → name, looked up by the caller; one it has no name for is left out).
 */
export function vacancyFiltersSummary(
  filters: VacancyFilters,
  placeNames: ReadonlyMap<string, string> = new Map(),
): string {
  const parts: string[] = [];
  if (filters.search?.trim()) parts.push(filters.search.trim());
  if (filters.city?.length) parts.push(filters.city.join(", "));
  const places = (filters.areaId ?? []).flatMap((id) => placeNames.get(id) ?? []);
  if (places.length > 0) parts.push(places.join(", "));
  if (filters.salaryFrom !== undefined) parts.push(`от ${formatNumberRu(filters.salaryFrom)} ₽`);
  for (const value of filters.workingExperience ?? []) parts.push(`опыт: ${EXPERIENCE_LABELS[value]}`);
  for (const value of filters.workingSchedule ?? []) parts.push(WORKING_SCHEDULE_LABELS[value]);
  for (const value of filters.officeType ?? []) parts.push(OFFICE_TYPE_LABELS[value]);
  if (filters.skills?.length) parts.push(`навыки: ${filters.skills.join(", ")}`);
  return parts.length > 0 ? parts.join(", ") : ALL_VACANCIES_SUMMARY;
}

/** Words that make a place a region rather than a town, when the caller does not say which. */
const REGION_WORDS = /(^|\s)(область|край|республика|округ|автономная)(\s|$)/iu;

/** One word in the prepositional case, or null when no simple rule is safe for it. */
function wordInPlace(word: string): string | null {
  if (/ия$/u.test(word)) return `${word.slice(0, -1)}и`;
  if (/вль$/u.test(word)) return `${word.slice(0, -1)}е`;
  if (/ь$/u.test(word)) return `${word.slice(0, -1)}и`;
  if (/[^аеёиоуыэюяйь]а$/u.test(word)) return `${word.slice(0, -1)}е`;
  // A vowel that drops out (Орёл → Орле, Елец → Ельце) has no simple rule.
  if (/(ец|ок|ёк|ёл|ел)$/u.test(word)) return null;
  if (/[бвгджзклмнпрстфхцчшщ]$/u.test(word)) return `${word}е`;
  return null;
}

/**
 * A place after «в», in the prepositional case: «в Туле», «в Москве», «в Санкт-Петербурге»,
 * «в Казани», «в России», «в Тульской области», «в Краснодарском крае», «в Республике
 * Татарстан». Rules for the common endings only; where none is safe (an adjective before a
 * town, «Ростов-на-Дону», an indeclinable name) it says «в городе «X»» or «в регионе «X»»
 * (a country: «в стране «X»»). `kind` is guessed from the name when not given.
 */
export function inPlaceRu(name: string, kind?: "country" | "region" | "city", id?: string): string {
  if (id === RUSSIA_AREA_ID) return "в России";
  const trimmed = name.trim().replace(/\s+/g, " ");
  const placeKind = kind ?? (REGION_WORDS.test(trimmed) ? "region" : "city");
  const region = /^(.+)(ая|яя) (область|Республика)$/u.exec(trimmed);
  if (region) {
    const tail = region[3] === "область" ? "области" : "Республике";
    return `в ${region[1]}${region[2] === "ая" ? "ой" : "ей"} ${tail}`;
  }
  const krai = /^(\S+)ский край$/u.exec(trimmed);
  if (krai) return `в ${krai[1]}ском крае`;
  const republic = /^Республика (.+)$/u.exec(trimmed);
  if (republic) return `в Республике ${republic[1]}`;
  // One word, or capitalised parts joined by hyphens (Санкт-Петербург) of which the last declines.
  if (/^\p{Lu}[\p{L}]*(-\p{Lu}[\p{L}]*)*$/u.test(trimmed)) {
    const cut = trimmed.lastIndexOf("-") + 1;
    const last = wordInPlace(trimmed.slice(cut));
    if (last) return `в ${trimmed.slice(0, cut)}${last}`;
  }
  const noun = placeKind === "country" ? "стране" : placeKind === "region" ? "регионе" : "городе";
  return `в ${noun} «${trimmed}»`;
}
/** Whole roubles with the sign, never split from it: «150 000 ₽». */
export function formatRoubles(amount: number): string {
  return `${formatNumberRu(amount)}\u00a0₽`;
}

/** A salary page's heading (issue 45): the profession's name as the dictionary has it (not declined), then the place. */
export function salaryPageHeading(professionName: string, areaName: string): string {
  return `Зарплаты: ${professionName} — ${areaName}`;
}

/** What a salary page's figures are: «в месяц до вычета НДФЛ, по 6 вакансиям за 12 месяцев». */
export function salaryBasisLine(count: number): string {
  const vacancies = pluralRu(count, { one: "вакансии", few: "вакансиям", many: "вакансиям" });
  return `в месяц до вычета НДФЛ, по ${formatNumberRu(count)} ${vacancies} за 12 месяцев`;
}

/** A salary page with fewer vacancies than its figures need. */
export const SALARY_TOO_FEW = `Пока мало вакансий: нужно хотя бы ${SALARY_MIN_COUNT}`;
