import type { VacancyMatch } from "@rabota/domain/wire/vacancy";

/*
 * How vacancies are ranked for a person (recommendations) and for a vacancy (similar ones):
 * pure functions over the few columns the candidate queries read, so the rules are tested
 * without a database and the SQL only narrows the candidates.
 */

/** A candidate vacancy as the ranking reads it. */
export interface RankedVacancy {
  id: string;
  companyId: string;
  title: string;
  skills: string[];
  professionId: string | null;
  areaId: string | null;
  areaPath: string[];
  officeType: string;
  salaryFrom: number | null;
  salaryTo: number | null;
  salaryCurrency: string | null;
  testName: string | null;
  createdAt: Date;
}

/** What of an applicant's profile recommendations match vacancies against. */
export interface ApplicantWishes {
  skills: string[];
  /** Professions of the wanted positions (picked, or their names'). */
  professionIds: string[];
  /** The wanted positions' names and the preferred position, as typed. */
  positionNames: string[];
  /** The applicant's place in the dictionary (a city, or a region); null when the city is not there. */
  areaId: string | null;
  /** The wanted income (roubles a month), if given. */
  preferredIncome: number | null;
  /** Tests whose result still counts. */
  passedTests: string[];
}

/** Skills compared as people mean them: case, spaces and ё aside. */
const foldText = (text: string) => text.trim().toLowerCase().replaceAll("ё", "е");

/**
 * The stems of a text's words: its words of three letters or more, cut to six letters, so
 * «аналитик» finds «аналитика» and «разработчик» «разработчица» without a stemmer.
 */
export function wordStems(text: string): Set<string> {
  const words = foldText(text).split(/[^\p{L}\p{N}]+/u);
  return new Set(words.filter((word) => word.length >= 3).map((word) => word.slice(0, 6)));
}

/** Whether a title holds every word of a position's name («Аналитик данных» in «Старший аналитик данных»). */
function titleNames(title: Set<string>, position: string): boolean {
  const wanted = wordStems(position);
  return wanted.size > 0 && [...wanted].every((stem) => title.has(stem));
}

/** How much each reason weighs; a matched skill weighs {@link WEIGHTS.skill} each. */
const WEIGHTS = { skill: 3, position: 4, place: 2, remote: 1.5, pay: 1, test: 2 } as const;

/** The vacancy's pay in roubles reaches the wanted income (its upper bound, or its only one). */
function paysEnough(vacancy: RankedVacancy, income: number | null): boolean {
  if (income === null || income <= 0) return false;
  if (vacancy.salaryCurrency !== null && vacancy.salaryCurrency !== "RUB") return false;
  const top = vacancy.salaryTo ?? vacancy.salaryFrom;
  return top !== null && top >= income;
}

/** What of the wishes the vacancy matches (skills in the vacancy's own spelling). */
export function matchOf(vacancy: RankedVacancy, wishes: ApplicantWishes): VacancyMatch {
  const skills = new Set(wishes.skills.map(foldText));
  const title = wordStems(vacancy.title);
  return {
    skills: vacancy.skills.filter((skill) => skills.has(foldText(skill))),
    position:
      (vacancy.professionId !== null && wishes.professionIds.includes(vacancy.professionId)) ||
      wishes.positionNames.some((name) => titleNames(title, name)),
    place: wishes.areaId !== null && vacancy.areaPath.includes(wishes.areaId),
    remote: vacancy.officeType === "OFFICE_TYPE_REMOTE",
    pay: paysEnough(vacancy, wishes.preferredIncome),
    tests:
      vacancy.testName !== null && wishes.passedTests.includes(vacancy.testName) ? [vacancy.testName] : [],
  };
}

/** How well a match fits: zero when nothing but the pay matches (pay alone is no reason to look). */
export function scoreOf(match: VacancyMatch): number {
  const core =
    match.skills.length * WEIGHTS.skill +
    (match.position ? WEIGHTS.position : 0) +
    (match.place ? WEIGHTS.place : 0) +
    (match.remote ? WEIGHTS.remote : 0) +
    match.tests.length * WEIGHTS.test;
  return core === 0 ? 0 : core + (match.pay ? WEIGHTS.pay : 0);
}

/**
 * Why a vacancy is recommended, in one sentence: the matched skills, then the other reasons
 * («Совпадает: SQL, Python; ваш город; зарплата от желаемой»).
 */
export function whyOf(match: VacancyMatch): string {
  const parts = [
    ...(match.skills.length > 0 ? [match.skills.join(", ")] : []),
    ...(match.position ? ["ваша профессия"] : []),
    ...(match.place ? ["ваш город"] : []),
    ...(match.remote ? ["удалённая работа"] : []),
    ...(match.pay ? ["зарплата от желаемой"] : []),
    ...(match.tests.length > 0 ? ["тест пройден"] : []),
  ];
  return `Совпадает: ${parts.join("; ")}`;
}

/** Best first; among equals the newer one. */
const byScoreThenNewest = <T extends { score: number; vacancy: RankedVacancy }>(a: T, b: T) =>
  b.score - a.score || b.vacancy.createdAt.getTime() - a.vacancy.createdAt.getTime();

/** Candidates seen once each (the pools of the queries overlap). */
function distinct(candidates: readonly RankedVacancy[]): RankedVacancy[] {
  return [...new Map(candidates.map((vacancy) => [vacancy.id, vacancy])).values()];
}

/** The `limit` best candidates for the wishes, each with its match; none that matches nothing. */
export function recommend(candidates: readonly RankedVacancy[], wishes: ApplicantWishes, limit: number) {
  return distinct(candidates)
    .map((vacancy) => {
      const matched = matchOf(vacancy, wishes);
      return { vacancy, matched, score: scoreOf(matched) };
    })
    .filter((ranked) => ranked.score > 0)
    .sort(byScoreThenNewest)
    .slice(0, limit);
}

/**
 * How alike two vacancies are: one profession, shared skills, shared title words, and then one
 * place; zero when only the place is shared (every vacancy of a big city would be alike).
 */
export function likeness(of: RankedVacancy, other: RankedVacancy): number {
  const skills = new Set(of.skills.map(foldText));
  const title = wordStems(of.title);
  const sharedSkills = other.skills.filter((skill) => skills.has(foldText(skill))).length;
  const sharedWords = [...wordStems(other.title)].filter((stem) => title.has(stem)).length;
  const core =
    (of.professionId !== null && other.professionId === of.professionId ? WEIGHTS.position : 0) +
    sharedSkills * WEIGHTS.skill +
    sharedWords * WEIGHTS.place;
  return core === 0 ? 0 : core + (of.areaId !== null && other.areaId === of.areaId ? WEIGHTS.place : 0);
}

/** The candidates most like `of`, best first; `of` itself and those not alike at all left out. */
export function mostAlike(of: RankedVacancy, candidates: readonly RankedVacancy[]): RankedVacancy[] {
  return distinct(candidates)
    .filter((vacancy) => vacancy.id !== of.id)
    .map((vacancy) => ({ vacancy, score: likeness(of, vacancy) }))
    .filter((ranked) => ranked.score > 0)
    .sort(byScoreThenNewest)
    .map((ranked) => ranked.vacancy);
}
