/**
 * The contest formula (decision 008), pure: an applicant's profile and valid test results,
 * a vacancy's requirements -> a coefficient 0..100 that explains itself factor by factor.
 *
 * It reads only what a profile says about work (skills, experience dates, the filled
 * sections) and test results. It never reads name, surname, photo, date of birth, age,
 * gender or email: the property test in `contest.test.ts` changes exactly those and
 * expects identical numbers.
 */
import type { Experience } from "@rabota/domain/enums";
import type { ContestFactor, Evidence } from "@rabota/domain/wire/contest";
import type { ApplicantProfileDto } from "@rabota/domain/wire/profile";

/** Bump on any change of weights, credits or factors; every answer carries it. */
export const FORMULA_VERSION = "2026-11.1";

/** The weights of the linear formula; they sum to 1. Personality stays at most 10 %. */
export const WEIGHTS = {
  skills: 0.45,
  experience: 0.2,
  profile: 0.15,
  logic: 0.1,
  personality: 0.1,
} as const;
type FactorKey = keyof typeof WEIGHTS;

/** A skill declared in the profile counts this much; a skill a test verified, up to 1. */
const DECLARED_CREDIT = 0.4;

/** A valid (not expired) test result the formula may use. */
export interface ResultFact {
  testName: string;
  /** 0..100 for skill tests; null for the characteristics test. */
  score: number | null;
  /** The profile skills the test verifies (folded). */
  skills: readonly string[];
  title: string;
}

/** What the formula needs of a vacancy. */
export interface VacancyFact {
  id: string;
  skills: readonly string[];
  workingExperience: Experience | null;
}

/** Case and ё do not make two skills different; nothing else is matched loosely (no inference). */
export const foldSkill = (name: string) => name.trim().toLowerCase().replaceAll("ё", "е");

const REQUIRED_YEARS: Record<Experience, number> = {
  EXPERIENCE_UNSPECIFIED: 0,
  EXPERIENCE_WITHOUT: 0,
  EXPERIENCE_1_TO_3_YEARS: 1,
  EXPERIENCE_3_TO_6_YEARS: 3,
  EXPERIENCE_6_YEARS: 6,
};

/** Months between two `YYYY-MM` (inclusive of the first), the end "now" when open. */
function monthsOf(start: string, end: string | null | undefined, now: Date): number {
  const [startYear, startMonth] = start.split("-").map(Number);
  const [endYear, endMonth] = end
    ? end.split("-").map(Number)
    : [now.getUTCFullYear(), now.getUTCMonth() + 1];
  if (!startYear || !startMonth || !endYear || !endMonth) return 0;
  return Math.max(0, (endYear - startYear) * 12 + (endMonth - startMonth) + 1);
}

/** Declared years of work: the sum of the experience entries (overlaps are the applicant's word). */
function experienceYears(profile: ApplicantProfileDto, now: Date): number {
  const months = (profile.experiences ?? []).reduce(
    (sum, entry) => sum + monthsOf(entry.startDate, entry.endDate, now),
    0,
  );
  return months / 12;
}

/**
 * The profile sections the profile score counts, each equally: what a recruiter reads to judge
 * the work, never who the person is (no photo, no birth date).
 */
const PROFILE_SECTIONS: readonly ((profile: ApplicantProfileDto) => boolean)[] = [
  (profile) => Boolean(profile.aboutMyself?.trim()),
  (profile) => Boolean(profile.preferredPosition?.trim()),
  (profile) => (profile.educations ?? []).length > 0,
  (profile) => (profile.experiences ?? []).length > 0,
  (profile) => (profile.skills ?? []).length >= 3,
  (profile) => (profile.personalQualities ?? []).length > 0,
  (profile) =>
    Boolean(profile.goals?.goalPositions?.length || profile.goals?.preferredBusinessFields?.length),
  (profile) =>
    Boolean(
      profile.contacts?.phoneNumber || profile.contacts?.website || profile.contacts?.additionalContact,
    ),
  (profile) => Boolean(profile.city?.trim()),
];

/** Profile completeness, 0..100. */
export function profileScore(profile: ApplicantProfileDto): number {
  const filled = PROFILE_SECTIONS.filter((section) => section(profile)).length;
  return Math.round((100 * filled) / PROFILE_SECTIONS.length);
}

/** The logic test's score, 0 without a valid result. */
function logicScore(results: readonly ResultFact[], logicTest: string): number {
  return results.find((result) => result.testName === logicTest)?.score ?? 0;
}

/**
 * The applicant's overall score, 0..100, independent of any vacancy: profile 40 %, logic
 * 30 %, the mean of the other valid skill results 30 %.
 */
export function fullScore(
  profile: ApplicantProfileDto,
  results: readonly ResultFact[],
  logicTest: string,
): number {
  const skillScores = results
    .filter((result) => result.testName !== logicTest && result.score !== null)
    .map((result) => result.score as number);
  const skills = skillScores.length
    ? skillScores.reduce((sum, value) => sum + value, 0) / skillScores.length
    : 0;
  return Math.round(0.4 * profileScore(profile) + 0.3 * logicScore(results, logicTest) + 0.3 * skills);
}

/** Everything per applicant the coefficient of any vacancy needs, computed once per request. */
export interface ApplicantFacts {
  declaredSkills: ReadonlySet<string>;
  /** Folded skill -> the best verifying result. */
  verifiedSkills: ReadonlyMap<string, ResultFact>;
  years: number;
  profileScore: number;
  logicScore: number;
  personalityDone: boolean;
}

export function applicantFacts(
  profile: ApplicantProfileDto,
  results: readonly ResultFact[],
  options: { now: Date; logicTest: string; personalityTest: string },
): ApplicantFacts {
  const verifiedSkills = new Map<string, ResultFact>();
  for (const result of results) {
    for (const skill of result.skills) {
      const best = verifiedSkills.get(skill);
      if (result.score !== null && (!best || (best.score ?? 0) < result.score))
        verifiedSkills.set(skill, result);
    }
  }
  return {
    declaredSkills: new Set((profile.skills ?? []).map(foldSkill)),
    verifiedSkills,
    years: experienceYears(profile, options.now),
    profileScore: profileScore(profile),
    logicScore: logicScore(results, options.logicTest),
    personalityDone: results.some((result) => result.testName === options.personalityTest),
  };
}

interface Term {
  value: number;
  evidence: Evidence;
  explanation: string;
  howToImprove: string;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const formatYears = (years: number) => (Math.round(years * 10) / 10).toLocaleString("ru-RU");

function skillsTerm(facts: ApplicantFacts, vacancy: VacancyFact): Term {
  const wanted = [...new Set(vacancy.skills.map(foldSkill))];
  if (wanted.length === 0) {
    return {
      value: 1,
      evidence: "none",
      explanation: "Вакансия не называет обязательных навыков, поэтому этот фактор засчитан полностью.",
      howToImprove: "",
    };
  }
  let sum = 0;
  let verified = 0;
  let declared = 0;
  const missing: string[] = [];
  const unverified: string[] = [];
  vacancy.skills.forEach((name) => {
    const skill = foldSkill(name);
    const result = facts.verifiedSkills.get(skill);
    const isDeclared = facts.declaredSkills.has(skill);
    // A test never lowers what the profile already claims: the credit is the better of the two.
    const credit = Math.max(
      isDeclared ? DECLARED_CREDIT : 0,
      result ? DECLARED_CREDIT + (1 - DECLARED_CREDIT) * ((result.score ?? 0) / 100) : 0,
    );
    if (result) verified += 1;
    else if (isDeclared) {
      declared += 1;
      unverified.push(name);
    } else missing.push(name);
    sum += credit;
  });
  const count = vacancy.skills.length;
  const parts = [`Вакансия просит навыков: ${count}.`];
  if (verified) parts.push(`Подтверждены тестом: ${verified}.`);
  if (declared) parts.push(`Указаны в профиле без теста: ${declared}.`);
  if (missing.length) parts.push(`Нет в профиле: ${missing.join(", ")}.`);
  const advice: string[] = [];
  if (missing.length)
    advice.push(`Если вы владеете навыками «${missing.join("», «")}», добавьте их в профиль.`);
  if (unverified.length || missing.length)
    advice.push("Пройдите тест по навыку: результат теста весит больше, чем запись в профиле.");
  return {
    value: round2(sum / count),
    evidence: verified ? "verified" : declared ? "declared" : "none",
    explanation: parts.join(" "),
    howToImprove: advice.join(" "),
  };
}

function experienceTerm(facts: ApplicantFacts, vacancy: VacancyFact): Term {
  const required = REQUIRED_YEARS[vacancy.workingExperience ?? "EXPERIENCE_UNSPECIFIED"];
  const hasEntries = facts.years > 0;
  if (required === 0) {
    return {
      value: 1,
      evidence: hasEntries ? "declared" : "none",
      explanation: "Вакансия не требует опыта работы, поэтому этот фактор засчитан полностью.",
      howToImprove: "",
    };
  }
  const value = Math.min(1, facts.years / required);
  return {
    value: round2(value),
    evidence: hasEntries ? "declared" : "none",
    explanation: `Нужно лет опыта: от ${required}. В профиле указано: ${formatYears(facts.years)}.`,
    howToImprove:
      value < 1
        ? "Добавьте в профиль все места работы с датами начала и окончания, включая стажировки и проекты."
        : "",
  };
}

function profileTerm(facts: ApplicantFacts): Term {
  return {
    value: round2(facts.profileScore / 100),
    evidence: facts.profileScore > 0 ? "declared" : "none",
    explanation: `Профиль заполнен на ${facts.profileScore} %.`,
    howToImprove:
      facts.profileScore < 100
        ? "Заполните пустые разделы профиля: о себе, желаемая должность, образование, опыт, навыки, качества, цели, контакты, город."
        : "",
  };
}

function logicTerm(facts: ApplicantFacts): Term {
  const done = facts.logicScore > 0;
  return {
    value: round2(facts.logicScore / 100),
    evidence: done ? "verified" : "none",
    explanation: done
      ? `Результат теста на логику: ${facts.logicScore} из 100.`
      : "Тест на логику не пройден.",
    howToImprove: facts.logicScore < 100 ? "Пройдите тест на логику (пересдать можно через 30 дней)." : "",
  };
}

function personalityTerm(facts: ApplicantFacts): Term {
  return {
    value: facts.personalityDone ? 1 : 0,
    evidence: facts.personalityDone ? "verified" : "none",
    explanation: facts.personalityDone
      ? "Тест характеристик пройден. Засчитывается само прохождение: ни одна черта не бывает «плохой»."
      : "Тест характеристик не пройден.",
    howToImprove: facts.personalityDone
      ? ""
      : "Пройдите тест характеристик: 20 утверждений, без ограничения по времени.",
  };
}

/** Factor labels and what each measures, as the formula page and every explanation name them. */
export const FACTORS: Record<FactorKey, { name: string; description: string }> = {
  skills: {
    name: "Навыки",
    description:
      "Доля навыков вакансии, которые у вас есть. Навык из профиля засчитывается на 0,4; подтверждённый тестом — от 0,4 до 1 по результату теста.",
  },
  experience: {
    name: "Опыт работы",
    description: "Сколько лет опыта из профиля покрывает требование вакансии (не больше 1).",
  },
  profile: { name: "Заполненность профиля", description: "Доля заполненных разделов профиля." },
  logic: { name: "Логика", description: "Результат теста на логику, делённый на 100." },
  personality: {
    name: "Тест характеристик",
    description: "1, если тест характеристик пройден, иначе 0. Сами черты на коэффициент не влияют.",
  },
};

/** The coefficient of one vacancy (0..100, one decimal) with every term of the sum. */
export function explain(
  facts: ApplicantFacts,
  vacancy: VacancyFact,
): { coefficient: number; factors: ContestFactor[] } {
  const terms: Record<FactorKey, Term> = {
    skills: skillsTerm(facts, vacancy),
    experience: experienceTerm(facts, vacancy),
    profile: profileTerm(facts),
    logic: logicTerm(facts),
    personality: personalityTerm(facts),
  };
  const factors = (Object.keys(WEIGHTS) as FactorKey[]).map((key) => {
    const term = terms[key];
    return {
      key,
      name: FACTORS[key].name,
      weight: WEIGHTS[key],
      value: term.value,
      contribution: Math.round(WEIGHTS[key] * term.value * 1000) / 10,
      evidence: term.evidence,
      explanation: term.explanation,
      howToImprove: term.howToImprove,
    };
  });
  const coefficient =
    Math.round(
      factors.reduce((sum, factor) => sum + WEIGHTS[factor.key as FactorKey] * factor.value, 0) * 1000,
    ) / 10;
  return { coefficient, factors };
}
