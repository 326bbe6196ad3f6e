import { EXPERIENCES, type Experience } from "@rabota/domain/enums";
import { RUSSIA_AREA_ID } from "@rabota/domain/wire/places";
import {
  SALARY_BASIS,
  SALARY_MESSAGES,
  SALARY_MIN_COUNT,
  SALARY_VACANCIES_LIMIT,
  SALARY_WINDOW_MONTHS,
  type SalaryElsewhereResponse,
  type SalaryFigures,
  type SalaryPlaceQuery,
  type SalaryQuery,
  type SalaryResponse,
  type SalaryVacancyDto,
} from "@rabota/domain/wire/salaries";
import type { Db } from "../../platform/db/database";
import { badRequest } from "../../platform/http/errors";
import type { Place, PlacesService } from "../places";
import type { ProfessionDictionary } from "../professions";
import {
  countFiguredPairs,
  type SalaryFiguresRow,
  selectAreaFigures,
  selectCountedVacancies,
  selectFiguredPairs,
  selectFigures,
} from "./queries";

/**
 * How many big cities «В других городах» weighs: a city's region's biggest and the country's
 * biggest (a region's or a country's own biggest for those), of which it lists the ones with figures.
 */
const NEARBY_IN_REGION = 5;
const NEARBY_IN_COUNTRY = 12;
const NEARBY_LISTED = 8;

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
  places: Pick<PlacesService, "place" | "biggestCities">;
}

/**
 * Salary statistics (issue 45): what a profession pays in an area, read from the figures the
 * refresh job keeps (`refresh.ts`) — one indexed read of at most eighteen rows a request.
 */
export class SalaryService {
  constructor(private readonly deps: SalaryServiceDeps) {}

  /** The figures of a profession in an area (Russia when none): 400 naming the field for an unknown one. */
  async figures(query: SalaryQuery): Promise<SalaryResponse> {
    const profession = this.profession(query.professionId);
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

  /** The latest active vacancies the figures count (the page's «Вакансии»): 400 for an unknown profession or area. */
  async vacancies(query: SalaryPlaceQuery): Promise<SalaryVacancyDto[]> {
    const profession = this.profession(query.professionId);
    const area = await this.area(query.areaId);
    return selectCountedVacancies(this.deps.db, profession.id, area.areaId, SALARY_VACANCIES_LIMIT);
  }

  /**
   * The profession in the big cities near the area, with figures only, biggest first: a city's
   * region's biggest other cities, then the country's; a region's or a country's biggest cities.
   * 400 for an unknown profession or area.
   */
  async elsewhere(query: SalaryPlaceQuery): Promise<SalaryElsewhereResponse["areas"]> {
    const profession = this.profession(query.professionId);
    const area = await this.area(query.areaId);
    const { places } = this.deps;
    const country = area.path.at(-1) ?? RUSSIA_AREA_ID;
    const region = area.kind === "city" && area.path.length > 2 ? area.path[1] : undefined;
    const candidates = [
      ...(area.kind === "region" ? await places.biggestCities(area.areaId, NEARBY_IN_COUNTRY) : []),
      ...(region ? await places.biggestCities(region, NEARBY_IN_REGION) : []),
      ...(area.kind !== "region" ? await places.biggestCities(country, NEARBY_IN_COUNTRY) : []),
    ].filter(
      (place, index, all) =>
        place.areaId !== area.areaId && all.findIndex((other) => other.areaId === place.areaId) === index,
    );
    const figures = await selectAreaFigures(
      this.deps.db,
      profession.id,
      candidates.map((place) => place.areaId),
      SALARY_MIN_COUNT,
    );
    return candidates
      .flatMap((place) => {
        const row = figures.find((candidate) => candidate.areaId === place.areaId);
        return row ? [{ id: place.areaId, name: place.bareName, count: row.count, median: row.median }] : [];
      })
      .slice(0, NEARBY_LISTED);
  }

  /** How many sitemap pages of `pageSize` the salary pages with figures fill (profession × area). */
  async sitemapPages(pageSize: number): Promise<number> {
    return Math.ceil((await countFiguredPairs(this.deps.db, SALARY_MIN_COUNT)) / pageSize);
  }

  /** The salary pages with figures on sitemap page `page` (from 0): profession and area ids. */
  async sitemapPage(page: number, pageSize: number): Promise<{ professionId: string; areaId: string }[]> {
    return selectFiguredPairs(this.deps.db, SALARY_MIN_COUNT, page, pageSize);
  }

  /** A profession of the dictionary; 400 under `professionId` for an id it lacks. */
  profession(professionId: string) {
    const profession = this.deps.professions.find(professionId);
    if (!profession)
      throw badRequest(SALARY_MESSAGES.unknownProfession, [
        { path: ["professionId"], message: SALARY_MESSAGES.unknownProfession },
      ]);
    return profession;
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
