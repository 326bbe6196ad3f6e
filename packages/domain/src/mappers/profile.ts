import type {
  ApplicantProfileDto,
  ContactsInput,
  EducationInput,
  ExperienceInput,
  GoalEntryDto,
  GoalsInput,
  UpdateApplicantProfileRequest,
} from "../wire/profile";

/** Contacts of the applicant (empty strings when unknown). */
export interface Contacts {
  readonly id?: string;
  readonly phoneNumber: string;
  readonly website: string;
  readonly additionalContact: string;
}

/** An education entry; `id` absent until the server stores it, `endYear` null while studying. */
export interface EducationEntry {
  readonly id?: string;
  readonly institution: string;
  readonly faculty: string;
  readonly specialty: string;
  readonly startYear: number | null;
  readonly endYear: number | null;
}

/** An experience entry; months `YYYY-MM`, `endDate` null for "now". */
export interface ExperienceEntry {
  readonly id?: string;
  readonly company: string;
  readonly position: string;
  readonly startDate: string;
  readonly endDate: string | null;
  readonly description: string;
}

/** A kept (not deleted) goal list entry. */
export interface GoalEntry {
  readonly id?: string;
  readonly name: string;
  /** A wanted position's profession (issue 45), kept through a save of the goals. */
  readonly professionId?: string;
}

/** The applicant's goals; entries flagged deleted are already gone (§3). */
export interface Goals {
  readonly goalPositions: readonly GoalEntry[];
  readonly preferredIncome: number | null;
  readonly preferredBusinessFields: readonly GoalEntry[];
  readonly additionalGoals: readonly GoalEntry[];
}

/** The applicant profile as the UI uses it (§3). */
export interface ApplicantProfile {
  readonly id?: string;
  readonly email: string;
  readonly name: string;
  readonly surname: string;
  readonly city: string;
  /** The place the city is in the dictionary (issue 40); null for a name it does not know. */
  readonly areaId: string | null;
  readonly avatarUrl: string | null;
  /** `YYYY-MM-DD` or null. */
  readonly dateOfBirth: string | null;
  readonly aboutMyself: string;
  readonly contacts: Contacts;
  readonly educations: readonly EducationEntry[];
  readonly experiences: readonly ExperienceEntry[];
  readonly skills: readonly string[];
  readonly personalQualities: readonly string[];
  readonly preferredPosition: string;
  readonly goals: Goals;
  /** Whether the characteristics test is done; false when the server says nothing. */
  readonly testDone: boolean;
}

function toGoalEntries(entries: readonly GoalEntryDto[] | undefined): GoalEntry[] {
  return (entries ?? [])
    .filter((entry) => entry.deleted !== true)
    .map((entry) => ({
      ...(entry.id === undefined ? {} : { id: entry.id }),
      name: entry.name,
      ...(entry.professionId ? { professionId: entry.professionId } : {}),
    }));
}

/**
 * Applicant profile DTO -> model (§3): goal entries flagged deleted dropped,
 * `testDone` false by default, missing text as empty strings and lists as empty.
 */
export function toApplicantProfile(dto: ApplicantProfileDto): ApplicantProfile {
  const contacts = dto.contacts ?? {};
  const goals = dto.goals ?? {};
  return {
    ...(dto.id === undefined ? {} : { id: dto.id }),
    email: dto.email,
    name: dto.name,
    surname: dto.surname,
    city: dto.city ?? "",
    areaId: dto.areaId ?? null,
    avatarUrl: dto.avatarUrl ?? null,
    dateOfBirth: dto.dateOfBirth ?? null,
    aboutMyself: dto.aboutMyself ?? "",
    contacts: {
      ...(contacts.id === undefined ? {} : { id: contacts.id }),
      phoneNumber: contacts.phoneNumber ?? "",
      website: contacts.website ?? "",
      additionalContact: contacts.additionalContact ?? "",
    },
    educations: (dto.educations ?? []).map((entry) => ({
      id: entry.id,
      institution: entry.institution,
      faculty: entry.faculty ?? "",
      specialty: entry.specialty ?? "",
      startYear: entry.startYear ?? null,
      endYear: entry.endYear ?? null,
    })),
    experiences: (dto.experiences ?? []).map((entry) => ({
      id: entry.id,
      company: entry.company,
      position: entry.position,
      startDate: entry.startDate,
      endDate: entry.endDate,
      description: entry.description ?? "",
    })),
    skills: dto.skills ?? [],
    personalQualities: dto.personalQualities ?? [],
    preferredPosition: dto.preferredPosition ?? "",
    goals: {
      goalPositions: toGoalEntries(goals.goalPositions),
      preferredIncome: goals.preferredIncome ?? null,
      preferredBusinessFields: toGoalEntries(goals.preferredBusinessFields),
      additionalGoals: toGoalEntries(goals.additionalGoals),
    },
    testDone: dto.testDone ?? false,
  };
}

/** A profile with nothing filled in: the base a single section's change is laid over. */
export const EMPTY_APPLICANT_PROFILE: ApplicantProfile = toApplicantProfile({
  email: "",
  name: "",
  surname: "",
});

const isBlank = (value: string | null | undefined): boolean => !value?.trim();

/** Copy an object without its blank-string and undefined properties. */
function withoutEmpty<T extends object>(value: T): Partial<T> {
  const result: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (entry === undefined || (typeof entry === "string" && isBlank(entry))) continue;
    result[key] = entry;
  }
  return result as Partial<T>;
}

function toContactsInput(contacts: Contacts): ContactsInput | undefined {
  if (isBlank(contacts.phoneNumber) && isBlank(contacts.website) && isBlank(contacts.additionalContact)) {
    return undefined;
  }
  return withoutEmpty(contacts);
}

function toGoalsInput(goals: Goals): GoalsInput | undefined {
  const strip = (entries: readonly GoalEntry[]) =>
    entries.filter((entry) => !isBlank(entry.name)).map((entry) => withoutEmpty(entry) as GoalEntry);
  const goalPositions = strip(goals.goalPositions);
  const preferredBusinessFields = strip(goals.preferredBusinessFields);
  const additionalGoals = strip(goals.additionalGoals);
  if (
    goalPositions.length === 0 &&
    preferredBusinessFields.length === 0 &&
    additionalGoals.length === 0 &&
    goals.preferredIncome === null
  ) {
    return undefined;
  }
  return {
    goalPositions,
    preferredBusinessFields,
    additionalGoals,
    ...(goals.preferredIncome === null ? {} : { preferredIncome: goals.preferredIncome }),
  };
}

/**
 * Applicant profile model -> `PUT` body (§3): empty strings omitted (at every level),
 * `contacts` omitted when all its fields are empty, `goals` omitted when it has no entry
 * and no income. Lists are always sent, so clearing one is saved.
 */
export function toApplicantProfileDto(profile: ApplicantProfile): UpdateApplicantProfileRequest {
  const contacts = toContactsInput(profile.contacts);
  const goals = toGoalsInput(profile.goals);
  return {
    ...(withoutEmpty({
      email: profile.email,
      name: profile.name,
      surname: profile.surname,
      city: profile.city,
      aboutMyself: profile.aboutMyself,
      preferredPosition: profile.preferredPosition,
    }) as { name: string; surname: string }),
    ...(profile.areaId ? { areaId: profile.areaId } : {}),
    ...(profile.avatarUrl ? { avatarUrl: profile.avatarUrl } : {}),
    ...(profile.dateOfBirth ? { dateOfBirth: profile.dateOfBirth } : {}),
    ...(contacts ? { contacts } : {}),
    educations: profile.educations.map((entry) => withoutEmpty(entry) as EducationInput),
    experiences: profile.experiences.map((entry) => withoutEmpty(entry) as ExperienceInput),
    skills: profile.skills.filter((skill) => !isBlank(skill)),
    personalQualities: profile.personalQualities.filter((quality) => !isBlank(quality)),
    ...(goals ? { goals } : {}),
    testDone: profile.testDone,
  };
}
