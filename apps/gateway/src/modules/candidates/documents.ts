import type { Experience } from "@rabota/domain/enums";
import type { CandidateCard, CandidateFields, CandidateProfile } from "@rabota/domain/wire/candidates";
import type { ApplicantProfileDto } from "@rabota/domain/wire/profile";

/** A skill as the filter compares it: lower case, ё as е, spaces collapsed. */
export const foldSkill = (skill: string) =>
  skill.toLowerCase().replaceAll("ё", "е").replace(/\s+/g, " ").trim();

/** `YYYY-MM` as a month number (year × 12 + month − 1). */
const monthIndex = (value: string) => {
  const [year = 0, month = 1] = value.split("-").map(Number);
  return year * 12 + month - 1;
};

/**
 * Whole months of work over all entries, each entry counting its first and last month, an open
 * one up to `now`'s month, and months of overlapping entries once.
 */
export function experienceMonths(
  entries: readonly { startDate: string; endDate?: string | null }[],
  now: Date,
): number {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const spans = entries
    .map(
      (entry) => [monthIndex(entry.startDate), entry.endDate ? monthIndex(entry.endDate) : current] as const,
    )
    .filter(([start, end]) => end >= start)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reached = Number.NEGATIVE_INFINITY;
  for (const [start, end] of spans) {
    const from = Math.max(start, reached + 1);
    if (end >= from) total += end - from + 1;
    reached = Math.max(reached, end);
  }
  return total;
}

/** The vacancy list's experience bucket of so many months (none: without experience). */
export function experienceBucket(months: number): Experience {
  if (months === 0) return "EXPERIENCE_WITHOUT";
  if (months < 36) return "EXPERIENCE_1_TO_3_YEARS";
  if (months < 72) return "EXPERIENCE_3_TO_6_YEARS";
  return "EXPERIENCE_6_YEARS";
}

/** A profile as the search reads it: every list present, absent values null. */
export interface ProfileFacts {
  id: string;
  name: string;
  surname: string;
  dateOfBirth: string | null;
  city: string | null;
  areaId: string | null;
  preferredPosition: string | null;
  skills: string[];
  experiences: {
    company: string;
    position: string;
    startDate: string;
    endDate: string | null;
    description: string | null;
  }[];
  educations: {
    institution: string;
    faculty: string | null;
    specialty: string | null;
    startYear: number | null;
    endYear: number | null;
  }[];
  goals: {
    positions: string[];
    businessFields: string[];
    additional: string[];
    preferredIncome: number | null;
  };
}

/** The facts of applicant `id`'s profile as the profile module answers it. */
export function profileFacts(id: string, profile: ApplicantProfileDto): ProfileFacts {
  const names = (entries: readonly { name: string }[] | undefined) =>
    (entries ?? []).map((entry) => entry.name);
  return {
    id,
    name: profile.name,
    surname: profile.surname,
    dateOfBirth: profile.dateOfBirth ?? null,
    city: profile.city ?? null,
    areaId: profile.areaId ?? null,
    preferredPosition: profile.preferredPosition ?? null,
    skills: profile.skills ?? [],
    experiences: (profile.experiences ?? []).map((entry) => ({
      company: entry.company,
      position: entry.position,
      startDate: entry.startDate,
      endDate: entry.endDate ?? null,
      description: entry.description ?? null,
    })),
    educations: (profile.educations ?? []).map((entry) => ({
      institution: entry.institution,
      faculty: entry.faculty ?? null,
      specialty: entry.specialty ?? null,
      startYear: entry.startYear ?? null,
      endYear: entry.endYear ?? null,
    })),
    goals: {
      positions: names(profile.goals?.goalPositions),
      businessFields: names(profile.goals?.preferredBusinessFields),
      additional: names(profile.goals?.additionalGoals),
      preferredIncome: profile.goals?.preferredIncome ?? null,
    },
  };
}

/** The position a card leads with: the one the applicant prefers, else the first wanted one, else the latest held. */
function positionOf(profile: ProfileFacts): string | null {
  return profile.preferredPosition || profile.goals.positions[0] || latestJob(profile)?.position || null;
}

/** The latest work entry: an open one first, then the latest start. */
function latestJob(profile: ProfileFacts) {
  return (
    [...profile.experiences].sort(
      (a, b) => Number(!b.endDate) - Number(!a.endDate) || b.startDate.localeCompare(a.startDate),
    )[0] ?? null
  );
}

/** What a card shows of a profile, the fields applied; no photo address (signed at read) and no tests (read live). */
export type StoredCard = Omit<CandidateCard, "photoUrl" | "testsPassed">;

/** The card of a searchable profile, as stored in its document. */
export function cardOf(
  profile: ProfileFacts,
  fields: CandidateFields,
  updatedAt: Date,
  now: Date,
): StoredCard {
  const months = experienceMonths(profile.experiences, now);
  const job = latestJob(profile);
  return {
    id: profile.id,
    name: profile.name,
    surname: fields.surname ? profile.surname : null,
    dateOfBirth: fields.birthDate ? profile.dateOfBirth : null,
    position: positionOf(profile),
    city: profile.city,
    areaId: profile.areaId,
    skills: profile.skills,
    experienceMonths: months,
    experience: experienceBucket(months),
    lastJob: job
      ? {
          position: job.position,
          company: fields.employers ? job.company : null,
          startDate: job.startDate,
          endDate: job.endDate,
        }
      : null,
    preferredIncome: profile.goals.preferredIncome,
    updatedAt: updatedAt.toISOString(),
  };
}

/**
 * The words a search finds the profile by: position and wanted positions, skills, experience
 * (the companies only when shown, or a search by a company's name would tell what the card
 * hides) and education.
 */
export function searchTextOf(profile: ProfileFacts, fields: CandidateFields): string {
  return [
    profile.preferredPosition,
    ...profile.goals.positions,
    ...profile.skills,
    ...profile.experiences.flatMap((entry) => [
      entry.position,
      fields.employers ? entry.company : null,
      entry.description,
    ]),
    ...profile.educations.flatMap((entry) => [entry.institution, entry.faculty, entry.specialty]),
  ]
    .filter((part): part is string => Boolean(part))
    .join("\n");
}

/** An opened profile: the card and the work, study and goals a searchable profile always shows. */
export function openedProfileOf(
  profile: ProfileFacts,
  card: CandidateCard,
  fields: CandidateFields,
): CandidateProfile {
  return {
    ...card,
    experiences: profile.experiences.map(({ company, ...entry }) => ({
      ...entry,
      company: fields.employers ? company : null,
    })),
    educations: profile.educations,
    goals: {
      positions: profile.goals.positions,
      businessFields: profile.goals.businessFields,
      additional: profile.goals.additional,
    },
  };
}
