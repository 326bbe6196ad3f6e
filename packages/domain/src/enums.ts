/**
 * Every enumeration of the product's entities (§3): the wire values and labels (enum-values.ts)
 * and a zod schema for each. Wire values are spelled exactly as the product spec spells them,
 * so the gateway, the client and stored data agree byte for byte.
 */
import { z } from "zod";
import {
  ACCOUNT_ROLES,
  CHAT_MESSAGE_STATUSES,
  COMPANY_MEMBER_STATUSES,
  EXPERIENCES,
  FILE_TYPES,
  IMPORT_FOLDERS,
  OFFICE_TYPES,
  RESPONSE_QUERY_FILTERS,
  RESPONSE_STATUSES,
  ROLES,
  SALARY_CURRENCIES,
  SEARCH_ALERTS,
  TEST_STATUSES,
  VACANCY_FILTER_TYPES,
  VACANCY_STATUSES,
  VIEWED_FILTERS,
  VIEWED_QUERY_FILTERS,
  WORKING_SCHEDULES,
} from "./enum-values";

export * from "./enum-values";

/** Accepts exactly the values of `ROLES`. */
export const roleSchema = z.enum(ROLES);

/** Accepts exactly the values of `ACCOUNT_ROLES` (a session's role: a moderator's too). */
export const accountRoleSchema = z.enum(ACCOUNT_ROLES);

export const companyMemberStatusSchema = z.enum(COMPANY_MEMBER_STATUSES);

/** Accepts exactly the values of `EXPERIENCES`. */
export const experienceSchema = z.enum(EXPERIENCES);

/** Accepts exactly the values of `WORKING_SCHEDULES`. */
export const workingScheduleSchema = z.enum(WORKING_SCHEDULES);

/** Accepts exactly the values of `OFFICE_TYPES`. */
export const officeTypeSchema = z.enum(OFFICE_TYPES);

/** Accepts exactly the values of `TEST_STATUSES`. */
export const testStatusSchema = z.enum(TEST_STATUSES);

/** Accepts exactly the values of `RESPONSE_STATUSES`. */
export const responseStatusSchema = z.enum(RESPONSE_STATUSES);

/** Accepts exactly the values of `VIEWED_FILTERS`. */
export const viewedFilterSchema = z.enum(VIEWED_FILTERS);

/** Accepts exactly the values of `VACANCY_STATUSES`. */
export const vacancyStatusSchema = z.enum(VACANCY_STATUSES);

/** Accepts exactly the values of `IMPORT_FOLDERS`. */
export const importFolderSchema = z.enum(IMPORT_FOLDERS);

/** Accepts exactly the values of `SALARY_CURRENCIES`. */
export const salaryCurrencySchema = z.enum(SALARY_CURRENCIES);

/** Accepts exactly the values of `FILE_TYPES`. */
export const fileTypeSchema = z.enum(FILE_TYPES);

/** Accepts exactly the values of `VACANCY_FILTER_TYPES`. */
export const vacancyFilterTypeSchema = z.enum(VACANCY_FILTER_TYPES);

/** Accepts exactly the values of `VIEWED_QUERY_FILTERS`. */
export const viewedQueryFilterSchema = z.enum(VIEWED_QUERY_FILTERS);

/** Accepts exactly the values of `RESPONSE_QUERY_FILTERS`. */
export const responseQueryFilterSchema = z.enum(RESPONSE_QUERY_FILTERS);

/** Accepts exactly the values of `CHAT_MESSAGE_STATUSES`. */
export const chatMessageStatusSchema = z.enum(CHAT_MESSAGE_STATUSES);

/** Accepts exactly the values of `SEARCH_ALERTS`, with a Russian message otherwise. */
export const searchAlertSchema = z.enum(SEARCH_ALERTS, {
  message: "Выберите, как присылать новые вакансии: «Сразу», «Раз в день» или «Не присылать»",
});
