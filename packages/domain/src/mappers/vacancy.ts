import type {
  Experience,
  OfficeType,
  ResponseStatus,
  TestStatus,
  VacancyStatus,
  WorkingSchedule,
} from "../enums";
import type {
  ResponseRateDto,
  VacancyAddress,
  VacancyCompanyDto,
  VacancyDto,
  VacancyMetroStation,
  VacancyStats,
} from "../wire/vacancy";

/** The company of a vacancy as the UI uses it: `name` and `imageUrl` always resolved. */
export interface VacancyCompany {
  readonly id: string;
  readonly companyName: string;
  /** Display name; falls back to `companyName` (§3). */
  readonly name: string;
  readonly companyCity: string | null;
  /** Logo; from `companyLogoUrl`, else `imageUrl` (§3). */
  readonly imageUrl: string | null;
  readonly rating: number | null;
  readonly feedbackCount: number;
  /** Confirmed in the registry of legal entities: «Проверенная компания» (issue 42). */
  readonly verified: boolean;
  /** How the company answers responses; null when the server did not say. */
  readonly responseRate: ResponseRateDto | null;
}

/** A vacancy as the UI uses it (§3): every optional wire part given a default. */
export interface Vacancy {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly workingExperience: Experience;
  readonly workingSchedule: WorkingSchedule;
  readonly officeType: OfficeType;
  readonly city: string;
  /** The place in the dictionary (hh.ru's id); null when none or not resolved. */
  readonly areaId: string | null;
  /** hh.ru's professional role the vacancy is counted under in the salary statistics (issue 45); null for none. */
  readonly professionId: string | null;
  readonly address: VacancyAddress | null;
  /** Up to three stations of the city's metro with their lines, in the employer's order. */
  readonly metroStations: readonly VacancyMetroStation[];
  readonly requirements: string;
  readonly objectives: string;
  readonly offerings: string;
  /** View count; 0 when the server sends none (§3). */
  readonly views: number;
  readonly skills: readonly string[];
  readonly qualities: readonly string[];
  readonly positions: readonly string[];
  readonly company: VacancyCompany;
  readonly createdAt: string;
  /** When it was published or last prolonged; null for a draft. */
  readonly publishedAt: string | null;
  /** When it leaves the list unless prolonged; null when it has no lifetime. */
  readonly expiresAt: string | null;
  readonly updatedAt: string | null;
  readonly isLikedByCurrentUser: boolean;
  readonly hasApplied: boolean;
  readonly responseStatus: ResponseStatus | null;
  /** The viewer's response is an invitation: the employer's message. */
  readonly invitationMessage: string | null;
  /**
   * The applicant's responses list (issue 44): the response is an employer's invitation of a
   * person found in the candidate search, not the applicant's own response.
   */
  readonly invitedByEmployer?: boolean;
  readonly salaryFrom: number | null;
  readonly salaryTo: number | null;
  readonly salaryCurrency: string | null;
  readonly salaryGross: boolean | null;
  readonly testName: string | null;
  readonly testStatus: TestStatus | null;
  readonly coefficient: number | null;
  /** The employer's own assessed vacancies: respondents holding a valid result of its test. */
  readonly testCompletedCount: number | null;
  readonly status: VacancyStatus | null;
  /** Its company's members only: views, responses and responses answered. */
  readonly stats: VacancyStats | null;
  /** Where an imported vacancy came from (`hh`); null for one written here. */
  readonly source: string | null;
  /** An imported vacancy edited here since its import. */
  readonly editedHere: boolean;
  /**
   * Its company's members only (issue 42): held by the moderators («На проверке») or removed by
   * them, with why; null otherwise (and for everyone else).
   */
  readonly moderation: VacancyModeration | null;
}

/** A vacancy's state with the moderators, as its company sees it (issue 42). */
interface VacancyModeration {
  readonly state: "under_review" | "removed";
  readonly note: string | null;
}

/** A non-blank string, or `null`. */
function present(value: string | null | undefined): string | null {
  return value?.trim() ? value : null;
}

/** Company of a vacancy DTO -> model (`name` ← `companyName`, `imageUrl` ← `companyLogoUrl` ‖ `imageUrl`). */
export function toVacancyCompany(dto: VacancyCompanyDto): VacancyCompany {
  return {
    id: dto.id,
    companyName: dto.companyName,
    name: present(dto.name) ?? dto.companyName,
    companyCity: present(dto.companyCity),
    imageUrl: present(dto.companyLogoUrl) ?? present(dto.imageUrl),
    rating: dto.rating ?? null,
    feedbackCount: dto.feedbackCount ?? 0,
    verified: dto.verified ?? false,
    responseRate: dto.responseRate ?? null,
  };
}

/** Vacancy DTO -> model, with defaults for what the server leaves out: `views` 0, flags false, lists empty (§3). */
export function toVacancy(dto: VacancyDto): Vacancy {
  return {
    id: dto.id,
    title: dto.title,
    description: dto.description ?? "",
    workingExperience: dto.workingExperience ?? "EXPERIENCE_UNSPECIFIED",
    workingSchedule: dto.workingSchedule ?? "WORKING_SCHEDULE_UNSPECIFIED",
    officeType: dto.officeType ?? "OFFICE_TYPE_UNSPECIFIED",
    city: dto.city ?? "",
    areaId: dto.areaId ?? null,
    professionId: dto.professionId ?? null,
    address: dto.address ?? null,
    metroStations: dto.metroStations ?? [],
    requirements: dto.requirements ?? "",
    objectives: dto.objectives ?? "",
    offerings: dto.offerings ?? "",
    views: dto.views ?? 0,
    skills: dto.skills ?? [],
    qualities: dto.qualities ?? [],
    positions: dto.positions ?? [],
    company: toVacancyCompany(dto.company),
    createdAt: dto.createdAt,
    publishedAt: dto.publishedAt ?? null,
    expiresAt: dto.expiresAt ?? null,
    updatedAt: dto.updatedAt ?? null,
    isLikedByCurrentUser: dto.isLikedByCurrentUser ?? false,
    hasApplied: dto.hasApplied ?? false,
    responseStatus: dto.responseStatus ?? null,
    invitationMessage: dto.invitationMessage ?? null,
    salaryFrom: dto.salaryFrom ?? null,
    salaryTo: dto.salaryTo ?? null,
    salaryCurrency: dto.salaryCurrency ?? null,
    salaryGross: dto.salaryGross ?? null,
    testName: dto.testName ?? null,
    testStatus: dto.testStatus ?? null,
    coefficient: dto.coefficient ?? null,
    testCompletedCount: dto.testCompletedCount ?? null,
    status: dto.status ?? null,
    stats: dto.stats ?? null,
    source: dto.source ?? null,
    editedHere: dto.editedHere ?? false,
    moderation: dto.moderation ?? null,
  };
}
