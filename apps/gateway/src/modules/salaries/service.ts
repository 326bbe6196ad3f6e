import { EXPERIENCES, type Experience } from "@rabota/domain/enums";
import { RUSSIA_AREA_ID } from "@rabota/domain/wire/places";
import {
  SALARY_BASIS,
  SALARY_MESSAGES,
  SALARY_MIN_COUNT,
  SALARY_WINDOW_MONTHS,
  type SalaryFigures,
  type SalaryQuery,
  type SalaryResponse,
} from "@rabota/domain/wire/salaries";
import type { Db } from "../../platform/db/database";
import { badRequest } from "../../platform/http/errors";
import type { Place, PlacesService } from "../places";
import type { ProfessionDictionary } from "../professions";
import { type SalaryFiguresRow, selectFigures } from "./queries";

/** The buckets `byExperience` lists: every stated experience (a vacancy may leave it unsaid). */
const BUCKETS = EXPERIENCES.filter((experience) => experience !== "EXPERIENCE_UNSPECIFIED");

const NO_FIGURES = { p10: null, p25: null, median: null, p75: null, p90: null };

/** A row's figures, or none below {@link SALARY_MIN_COUNT} vacancies (and for no row: none counted). */
function figuresOf(row: SalaryFiguresRow | undefined): SalaryFigures {
  if (!row) return { count: 0, ...NO_FIGURES };
  if (row.count < SALARY_MIN_COUNT) return { count: row.count, ...NO_FIGURES };
  const { count, p10, p25, median, p75, p90 } = row;
  return { count, p10, p25, median, p75, p90 };
}

/** The last twelve months as `YYYY-MM`, oldest first, in Moscow's calendar. */
function lastMonths(now: Date): string[] {
  const moscow = new Date(now.getTime() + 3 * 3_600_000);
  return Array.from({ length: SALARY_WINDOW_MONTHS }, (_, index) => {
    const month = new Date(
      Date.UTC(moscow.getUTCFullYear(), moscow.getUTCMonth() - (SALARY_WINDOW_MONTHS - 1 - index), 1),
    );
    return month.toISOString().slice(0, 7);
  });
}

export interface SalaryServiceDeps {
  db: Db;
  now: () => Date;
  professions: Pick<ProfessionDictionary, "find">;
  places: Pick<PlacesService, "place">;
}

/**
 * Salary statistics (issue 45): what a profession pays in an area, read from the figures the
 * refresh job keeps (`refresh.ts`) — one indexed read of at most eighteen rows a request.
 */
export class SalaryService {
  constructor(private readonly deps: SalaryServiceDeps) {}

  /** The figures of a profession in an area (Russia when none): 400 naming the field for an unknown one. */
  async figures(query: SalaryQuery): Promise<SalaryResponse> {
    const profession = this.deps.professions.find(query.professionId);
    if (!profession)
      throw badRequest(SALARY_MESSAGES.unknownProfession, [
        { path: ["professionId"], message: SALARY_MESSAGES.unknownProfession },
      ]);
    const area = await this.area(query.areaId);
    const rows = await selectFigures(this.deps.db, profession.id, area.areaId);
    const experience: Experience | null = query.experience ?? null;
    const row = (bucket: string, month: string) =>
      rows.find((candidate) => candidate.experience === bucket && candidate.month === month);
    const all = row("", "");
    const main = figuresOf(experience ? row(experience, "") : all);
    return {
      ...main,
      profession,
      area: { id: area.areaId, name: area.bareName },
      experience,
      currency: "RUB",
      basis: SALARY_BASIS,
      byExperience: BUCKETS.map((bucket) => ({ experience: bucket, ...figuresOf(row(bucket, "")) })),
      monthly: lastMonths(this.deps.now()).map((month) => {
        const figures = figuresOf(row("", month));
        return { month, count: figures.count, median: figures.median };
      }),
      shares: !experience && main.median !== null ? (all?.shares ?? null) : null,
    };
  }

  /** The query's area, Russia when it names none; 400 under `areaId` for an id the dictionary lacks. */
  async area(areaId: string | undefined): Promise<Place> {
    const place = await this.deps.places.place(areaId ?? RUSSIA_AREA_ID);
    if (!place)
      throw badRequest(SALARY_MESSAGES.unknownArea, [
        { path: ["areaId"], message: SALARY_MESSAGES.unknownArea },
      ]);
    return place;
  }
}
