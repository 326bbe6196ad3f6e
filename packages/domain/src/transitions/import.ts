import type { ImportFolder } from "../enums";
import { IMPORT_MESSAGES } from "../errors";
import type { ImportCountsResponse, ImportVacanciesRequest } from "../wire/import";

/** The count of the selected import tab. */
export function importCountFor(counts: ImportCountsResponse, status: ImportFolder): number {
  return status === "VACANCY_STATUS_ACTIVE" ? counts.active : counts.archived;
}

/** The Import button is disabled when the selected tab's count is zero (spec §5). */
export function canImport(counts: ImportCountsResponse | null, status: ImportFolder): boolean {
  return counts !== null && importCountFor(counts, status) > 0;
}

/**
 * The import call's body, or the spec §5 error when the authorization code or the
 * employer's company id is missing.
 */
export function buildImportRequest(
  hhCode: string | null | undefined,
  companyId: string | null | undefined,
  status: ImportFolder,
): { ok: true; request: ImportVacanciesRequest } | { ok: false; message: string } {
  if (!hhCode || !companyId) return { ok: false, message: IMPORT_MESSAGES.missingData };
  return { ok: true, request: { hhCode, folders: [status], company: { id: companyId } } };
}

/** A run still to finish: waiting for a worker or importing. */
export function isImportRunActive(run: { status: string } | null): boolean {
  return run?.status === "queued" || run?.status === "running";
}

/** The first wait between two looks at a running import, and the longest. */
export const IMPORT_POLL_MS = { first: 1_000, max: 8_000 } as const;

/**
 * The wait before the next look at a running import: back to the first wait while the run
 * moves (the employer watches the count grow), half as long again each time it did not,
 * up to the longest (a stalled run is not asked every second).
 */
export function nextImportPollDelay(previousMs: number | null, progressed: boolean): number {
  if (previousMs === null || progressed) return IMPORT_POLL_MS.first;
  return Math.min(Math.round(previousMs * 1.5), IMPORT_POLL_MS.max);
}
