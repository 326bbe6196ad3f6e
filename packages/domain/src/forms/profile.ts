/**
 * Form schemas of the applicant profile's section editors. Each takes the fields as typed
 * and gives the change to save; each is checked against the gateway's `PUT` schema of the
 * profile, so what the form accepts is what the server stores.
 */
import { z } from "zod";
import {
  type ApplicantProfile,
  type Contacts,
  type EducationEntry,
  EMPTY_APPLICANT_PROFILE,
  type ExperienceEntry,
  type GoalEntry,
  type Goals,
  toApplicantProfileDto,
} from "../mappers/profile";
import { toIsoDate } from "../validation/date";
import { EXTRA_VALIDATION_MESSAGES, VALIDATION_MESSAGES } from "../validation/messages";
import { valueForRule } from "../validation/normalize";
import { passesRule } from "../validation/rules";
import {
  educationInputSchema,
  experienceInputSchema,
  updateApplicantProfileRequestSchema,
} from "../wire/profile";
import { wireCheckedForm, yearOf } from "./wire-checked";

type ProfileKey = keyof typeof updateApplicantProfileRequestSchema.shape;

/** The request the store sends for a change of some sections, cut to those sections' keys. */
function sectionWire<Key extends ProfileKey>(...keys: Key[]) {
  const shape = updateApplicantProfileRequestSchema.shape;
  return {
    wire: z.object(Object.fromEntries(keys.map((key) => [key, shape[key]]))),
    toWire: (change: Partial<ApplicantProfile>) =>
      toApplicantProfileDto({ ...EMPTY_APPLICANT_PROFILE, ...change }),
  };
}

const text = z.string();

/**
 * «Основная информация»: names and city required and name-valid (the city is required as at
 * sign-up), the birth date typed DD.MM.YYYY and real when given, «О себе» up to 5000 characters.
 */
export const personalFormSchema = wireCheckedForm(
  {
    name: text,
    surname: text,
    city: text,
    // The place picked for the city; none (a typed name, or an older form's draft) by default.
    areaId: text.nullable().default(null),
    birthDate: text,
    aboutMyself: text,
    avatarUrl: text.nullable(),
  },
  {
    ...sectionWire("name", "surname", "city", "areaId", "dateOfBirth", "aboutMyself", "avatarUrl"),
    toValue: ({ birthDate, ...draft }) => ({ ...draft, dateOfBirth: toIsoDate(birthDate) }),
    rules: () => ({ city: ["required", "name"], birthDate: ["date"] }),
    renames: { dateOfBirth: "birthDate" },
  },
);

/** «Контакты»: every field optional; a phone and a site must follow their rules. */
export const contactsFormSchema = wireCheckedForm(
  { id: text.optional(), phoneNumber: text, website: text, additionalContact: text },
  {
    ...sectionWire("contacts"),
    toValue: ({ id, ...draft }): { contacts: Contacts } => ({
      contacts: { ...(id ? { id } : {}), ...draft },
    }),
  },
);

/** One place of study as typed: years are text until saved. */
const educationEntryFormSchema = wireCheckedForm(
  { id: text.optional(), institution: text, faculty: text, specialty: text, startYear: text, endYear: text },
  {
    toValue: ({ id, startYear, endYear, ...entry }): EducationEntry => ({
      ...(id ? { id } : {}),
      ...entry,
      startYear: yearOf(startYear),
      endYear: yearOf(endYear),
    }),
    toWire: (entry) =>
      toApplicantProfileDto({ ...EMPTY_APPLICANT_PROFILE, educations: [entry] }).educations?.[0],
    wire: educationInputSchema,
    // The wire's own bounds: start from 1900 to this year, end from 1900 to 2100 and not
    // before the start (a graduation may lie ahead).
    messages: { startYear: VALIDATION_MESSAGES.year, endYear: VALIDATION_MESSAGES.year },
  },
);

/** «Образование»: the places of study; an institution is required, the years as on the wire. */
export const educationFormSchema = z.object({ educations: z.array(educationEntryFormSchema) });

/** One job as typed: months `YYYY-MM`, `current` ticked for «По настоящее время». */
const experienceEntryFormSchema = wireCheckedForm(
  {
    id: text.optional(),
    company: text,
    position: text,
    startDate: text,
    // Absent while «По настоящее время» disables its input.
    endDate: text.optional(),
    description: text,
    current: z.boolean(),
  },
  {
    toValue: ({ id, current, endDate, ...entry }): ExperienceEntry => ({
      ...(id ? { id } : {}),
      ...entry,
      endDate: current ? null : (endDate ?? ""),
    }),
    toWire: (entry) =>
      toApplicantProfileDto({ ...EMPTY_APPLICANT_PROFILE, experiences: [entry] }).experiences?.[0],
    wire: experienceInputSchema,
    // The period runs from 1900 to this month and never ends before it starts.
    messages: { startDate: EXTRA_VALIDATION_MESSAGES.period, endDate: EXTRA_VALIDATION_MESSAGES.period },
  },
);

/** «Опыт работы»: company and position required, a period within 1900..now. */
export const experienceFormSchema = z.object({ experiences: z.array(experienceEntryFormSchema) });

/** «Навыки»: the chosen skills. */
export const skillsFormSchema = wireCheckedForm(
  { skills: z.array(text) },
  { ...sectionWire("skills"), toValue: (draft) => draft },
);

/** «Личные качества»: the chosen qualities. */
export const qualitiesFormSchema = wireCheckedForm(
  { personalQualities: z.array(text) },
  { ...sectionWire("personalQualities"), toValue: (draft) => draft },
);

/** An income as typed («120 000», «120000»): blank is none, anything but a number is NaN. */
function incomeOf(typed: string): number | null {
  const value = valueForRule("number", typed.replace(/\s/g, ""));
  if (value === "") return null;
  return passesRule("number", value) ? Number(value.replace(",", ".")) : Number.NaN;
}

/** The entries of a goal list, keeping the stored id of every name that was there before. */
function keepIds(previous: readonly GoalEntry[], names: readonly string[]): GoalEntry[] {
  return names.map((name) => {
    const known = previous.find((entry) => entry.name === name);
    // A kept entry keeps its profession too (a wanted position's, issue 45).
    return known?.id ? { ...known, name } : { name };
  });
}

/**
 * «Цели»: the wished position, income a whole non-negative number of roubles, three lists
 * of names. Built over the stored goals so kept entries keep their ids.
 */
export function createGoalsFormSchema(previous: Goals) {
  return wireCheckedForm(
    {
      preferredPosition: text,
      preferredIncome: text,
      goalPositions: z.array(text),
      preferredBusinessFields: z.array(text),
      additionalGoals: z.array(text),
    },
    {
      ...sectionWire("preferredPosition", "goals"),
      toValue: (draft): Pick<ApplicantProfile, "preferredPosition" | "goals"> => ({
        preferredPosition: draft.preferredPosition,
        goals: {
          goalPositions: keepIds(previous.goalPositions, draft.goalPositions),
          preferredIncome: incomeOf(draft.preferredIncome),
          preferredBusinessFields: keepIds(previous.preferredBusinessFields, draft.preferredBusinessFields),
          additionalGoals: keepIds(previous.additionalGoals, draft.additionalGoals),
        },
      }),
      messages: { preferredIncome: VALIDATION_MESSAGES.number },
    },
  );
}
