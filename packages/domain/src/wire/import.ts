/**
 * Wire schemas of the hh.ru vacancy import (§2.5, §4, §7): the authorize address, the counts of
 * active and archived vacancies the modal shows, the request that starts the import of one
 * folder, and the progress of the company's latest import run.
 */
import { z } from "zod";
import { MAX_LENGTH } from "../constants";
import { importFolderSchema } from "../enums";
import { dateTimeSchema, idSchema } from "./primitives";

/** `GET /v1/import/hh/authorize` -> the hh.ru address the browser goes to (code flow, with a one-time `state`). */
export const importAuthorizeResponseSchema = z.object({ url: z.url({ protocol: /^https?$/ }) });
export type ImportAuthorizeResponse = z.infer<typeof importAuthorizeResponseSchema>;

/** The OAuth `code` of the hh.ru redirect, as a path parameter. */
export const importCodeParamsSchema = z.strictObject({ code: z.string().min(1).max(MAX_LENGTH.token) });

/** The `state` hh.ru echoed back to the callback, which the gateway checks before exchanging the code. */
export const importCountsQuerySchema = z.object({ state: z.string().min(1).max(MAX_LENGTH.token) });
export type ImportCountsQuery = z.infer<typeof importCountsQuerySchema>;

/** `GET /v1/import/hh/{code}?state=…` -> the counts of the employer's vacancies on hh.ru. */
export const importCountsResponseSchema = z.object({
  active: z.number().int().min(0),
  archived: z.number().int().min(0),
});
export type ImportCountsResponse = z.infer<typeof importCountsResponseSchema>;

/** `POST /v1/import/hh`: the code, one folder (the selected tab's status) and the company. */
export const importVacanciesRequestSchema = z.strictObject({
  hhCode: z.string().min(1).max(MAX_LENGTH.token),
  folders: z.array(importFolderSchema).length(1),
  company: z.strictObject({ id: idSchema }),
});
export type ImportVacanciesRequest = z.input<typeof importVacanciesRequestSchema>;

/** 202: the import is queued; `jobId` names the run that `runs/latest` reports. */
export const importVacanciesResponseSchema = z.object({
  message: z.string().optional(),
  jobId: idSchema.optional(),
});
export type ImportVacanciesResponse = z.infer<typeof importVacanciesResponseSchema>;

/** Where a run is: waiting for a worker, importing, finished, or given up. */
export const IMPORT_RUN_STATUSES = ["queued", "running", "done", "failed"] as const;
export type ImportRunStatus = (typeof IMPORT_RUN_STATUSES)[number];

/** One hh.ru vacancy the run could not import, and why. */
export const importFailureDtoSchema = z.object({
  externalId: z.string(),
  title: z.string().optional(),
  reason: z.string(),
});
export type ImportFailureDto = z.infer<typeof importFailureDtoSchema>;

/**
 * A run's progress: `total` is unknown (null) until the folder's first page is read;
 * `imported` counts new vacancies, `updated` ones imported before, `kept` ones imported before
 * and edited here since (left as the employer wrote them), `failed` the ones skipped.
 */
export const importRunDtoSchema = z.object({
  id: idSchema,
  status: z.enum(IMPORT_RUN_STATUSES),
  folder: importFolderSchema,
  total: z.number().int().min(0).nullable(),
  imported: z.number().int().min(0),
  updated: z.number().int().min(0),
  kept: z.number().int().min(0).default(0),
  failed: z.number().int().min(0),
  failures: z.array(importFailureDtoSchema),
  /** Why a failed run stopped (Russian, shown as is). */
  error: z.string().nullish(),
  startedAt: dateTimeSchema.nullable(),
  finishedAt: dateTimeSchema.nullable(),
});
export type ImportRunDto = z.infer<typeof importRunDtoSchema>;

/** `GET /v1/import/hh/runs/latest` -> the company's latest run, or null before the first one. */
export const latestImportRunResponseSchema = z.object({ run: importRunDtoSchema.nullable() });
export type LatestImportRunResponse = z.infer<typeof latestImportRunResponseSchema>;
