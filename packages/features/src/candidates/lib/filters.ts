import {
  type CandidateFilters,
  candidateTotalQuerySchema,
  toCandidateSearchParams,
} from "@rabota/domain/wire/candidates";

const FILTER_NAMES = [
  "search",
  "areaId",
  "experience",
  "salaryTo",
  "skills",
  "testName",
  "updatedSince",
] as const;

/** The filters with empty ones left out, so equal choices give equal addresses. */
export function setCandidateFilters(filters: CandidateFilters): CandidateFilters {
  const result: Record<string, unknown> = {};
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) continue;
    result[name] = value;
  }
  return result as CandidateFilters;
}

/** The search page's query string for `filters` (`?filter.skills=…`, "" for none). */
export function candidateListSearch(filters: CandidateFilters): string {
  const query = toCandidateSearchParams(setCandidateFilters(filters)).toString();
  return query ? `?${query}` : "";
}

/**
 * The filters of a query string (a shared link, Back): lenient, so a hand-edited address
 * still shows a list — an invalid parameter is dropped, the others are kept.
 */
export function parseCandidateSearch(input: URLSearchParams | string): CandidateFilters {
  const params = typeof input === "string" ? new URLSearchParams(input) : input;
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length === 1 ? (values[0] as string) : values;
  }
  let parsed = candidateTotalQuerySchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (typeof key === "string") delete raw[key];
    }
    parsed = candidateTotalQuerySchema.safeParse(raw);
  }
  if (!parsed.success) return {};
  const filters: Record<string, unknown> = {};
  for (const name of FILTER_NAMES) filters[name] = parsed.data[`filter.${name}`];
  return setCandidateFilters(filters as CandidateFilters);
}
