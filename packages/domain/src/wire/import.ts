/**
 * Wire schemas of the hh.ru vacancy import: the counts of active and archived vacancies the
 * modal shows, and the request that starts the import of one folder (§2.5, §7).
 */
import { z } from "zod";
import { MAX_LENGTH } from "../constants";
import { vacancyStatusSchema } from "../enums";
import { idSchema } from "./primitives";

/** The OAuth `code` of the hh.ru redirect, as a path parameter. */
export const importCodeParamsSchema = z.strictObject({ code: z.string().min(1).max(MAX_LENGTH.token) });

/** `GET /v1/import/hh/{code}` -> the counts of the employer's vacancies on hh.ru. */
export const importCountsResponseSchema = z.object({
  active: z.number().int().min(0),
  archived: z.number().int().min(0),
});
export type ImportCountsResponse = z.infer<typeof importCountsResponseSchema>;

/** `POST /v1/import/hh`: the code, one folder (the selected tab's status) and the company. */
export const importVacanciesRequestSchema = z.strictObject({
  hhCode: z.string().min(1).max(MAX_LENGTH.token),
  folders: z.array(vacancyStatusSchema).length(1),
  company: z.strictObject({ id: idSchema }),
});
export type ImportVacanciesRequest = z.input<typeof importVacanciesRequestSchema>;

/** The client needs only the success of the call (§7); the gateway reports the queued job. */
export const importVacanciesResponseSchema = z.object({
  message: z.string().optional(),
  jobId: idSchema.optional(),
});
export type ImportVacanciesResponse = z.infer<typeof importVacanciesResponseSchema>;
