/**
 * The vacancy form (issue 24): every field an employer writes, typed as the form holds it,
 * checked against the gateway's own `vacancyWriteRequestSchema` so the form refuses exactly
 * what the server would (the honest-pay rules included), each message under its field.
 */
import { z } from "zod";
import {
  experienceSchema,
  officeTypeSchema,
  type SalaryCurrency,
  salaryCurrencySchema,
  workingScheduleSchema,
} from "../enums";
import type { Vacancy } from "../mappers/vacancy";
import { SALARY_MESSAGES } from "../validation/salary";
import {
  VACANCY_PLACE_MESSAGES,
  type VacancyWriteRequest,
  vacancyWriteRequestSchema,
} from "../wire/vacancy-write";
import { wireCheckedForm } from "./wire-checked";

const text = z.string();
const list = z.array(z.string());

const vacancyFormShape = {
  title: text,
  description: text,
  requirements: text,
  objectives: text,
  offerings: text,
  workingExperience: experienceSchema,
  workingSchedule: workingScheduleSchema,
  officeType: officeTypeSchema,
  /**
   * The place (issue 40): `areaId` is the picked area's hh.ru id ("" none); `city` is the
   * picker's text — the picked area's name, or an older vacancy's free text the server resolves.
   */
  areaId: text,
  city: text,
  /**
   * hh.ru's professional role (issue 45), "" for none: the gateway then counts the vacancy
   * under the profession its title names.
   */
  professionId: text,
  /** The address: street and house, each optional. */
  street: text,
  building: text,
  /** The picked metro stations (up to three), kept whole so their chips show the line. */
  metroStations: z.array(z.object({ id: text, name: text, lineName: text, lineColor: text })),
  skills: list,
  qualities: list,
  positions: list,
  salaryFrom: text,
  salaryTo: text,
  salaryCurrency: salaryCurrencySchema,
  /** «до вычета налогов» (gross) or «на руки» (net). */
  salaryTax: z.enum(["gross", "net"]),
  /** A catalogue test's name, or "" for none. */
  testName: text,
};

/** The vacancy form as it holds what is typed. */
export type VacancyFormValues = z.input<z.ZodObject<typeof vacancyFormShape>>;

/**
 * A typed amount as a number: blank is null; digits with spaces between groups («150 000») are
 * the number; anything else is NaN, which the wire refuses with the amount's message.
 */
export function amountOf(typed: string): number | null {
  const compact = typed.replace(/[\s\u00a0]/g, "");
  if (compact === "") return null;
  return /^\d{1,9}$/.test(compact) ? Number(compact) : Number.NaN;
}

const blankAsNull = (value: string) => (value.trim() === "" ? null : value);

/** The form's values as the request body (without the status, which the button decides). */
export function vacancyRequestOf(values: VacancyFormValues): VacancyWriteRequest {
  return {
    title: values.title,
    description: blankAsNull(values.description),
    requirements: blankAsNull(values.requirements),
    objectives: blankAsNull(values.objectives),
    offerings: blankAsNull(values.offerings),
    workingExperience: values.workingExperience,
    workingSchedule: values.workingSchedule,
    officeType: values.officeType,
    areaId: blankAsNull(values.areaId),
    // A picked area names the place; only a free text (an older vacancy's) is for the server to resolve.
    city: values.areaId.trim() === "" ? blankAsNull(values.city) : null,
    professionId: blankAsNull(values.professionId),
    address: { street: blankAsNull(values.street), building: blankAsNull(values.building) },
    metroStationIds: values.metroStations.map((station) => station.id),
    skills: values.skills,
    qualities: values.qualities,
    positions: values.positions,
    salaryFrom: amountOf(values.salaryFrom),
    salaryTo: amountOf(values.salaryTo),
    salaryCurrency: values.salaryCurrency,
    salaryGross: values.salaryTax === "gross",
    testName: blankAsNull(values.testName),
  };
}

/** The form schema: its output is the request body to send. */
export const vacancyFormSchema = wireCheckedForm(vacancyFormShape, {
  toValue: vacancyRequestOf,
  toWire: (body) => body,
  wire: vacancyWriteRequestSchema,
  renames: { metroStationIds: "metroStations" },
  messages: {
    salaryFrom: SALARY_MESSAGES.amount,
    salaryTo: SALARY_MESSAGES.amount,
    areaId: VACANCY_PLACE_MESSAGES.areaId,
    building: VACANCY_PLACE_MESSAGES.building,
    metroStations: VACANCY_PLACE_MESSAGES.metroTooMany,
  },
});

/** An empty form: pay in roubles, «на руки». */
export function emptyVacancyForm(): VacancyFormValues {
  return {
    title: "",
    description: "",
    requirements: "",
    objectives: "",
    offerings: "",
    workingExperience: "EXPERIENCE_UNSPECIFIED",
    workingSchedule: "WORKING_SCHEDULE_UNSPECIFIED",
    officeType: "OFFICE_TYPE_UNSPECIFIED",
    areaId: "",
    city: "",
    professionId: "",
    street: "",
    building: "",
    metroStations: [],
    skills: [],
    qualities: [],
    positions: [],
    salaryFrom: "",
    salaryTo: "",
    salaryCurrency: "RUB",
    salaryTax: "net",
    testName: "",
  };
}

const isCurrency = (value: string | null): value is SalaryCurrency =>
  salaryCurrencySchema.safeParse(value).success;

/** A saved vacancy as the form holds it (to edit it, or to start a copy from it). */
export function vacancyFormOf(vacancy: Vacancy): VacancyFormValues {
  return {
    title: vacancy.title,
    description: vacancy.description,
    requirements: vacancy.requirements,
    objectives: vacancy.objectives,
    offerings: vacancy.offerings,
    workingExperience: vacancy.workingExperience,
    workingSchedule: vacancy.workingSchedule,
    officeType: vacancy.officeType,
    areaId: vacancy.areaId ?? "",
    city: vacancy.city,
    professionId: vacancy.professionId ?? "",
    street: vacancy.address?.street ?? "",
    building: vacancy.address?.building ?? "",
    metroStations: vacancy.metroStations.map((station) => ({ ...station })),
    skills: [...vacancy.skills],
    qualities: [...vacancy.qualities],
    positions: [...vacancy.positions],
    salaryFrom: vacancy.salaryFrom === null ? "" : String(vacancy.salaryFrom),
    salaryTo: vacancy.salaryTo === null ? "" : String(vacancy.salaryTo),
    salaryCurrency: isCurrency(vacancy.salaryCurrency) ? vacancy.salaryCurrency : "RUB",
    salaryTax: vacancy.salaryGross ? "gross" : "net",
    testName: vacancy.testName ?? "",
  };
}
