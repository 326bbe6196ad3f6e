import type { TestStatus } from "@rabota/domain/enums";
import type { VacancyCardDto, VacancyDto, VacancyStats } from "@rabota/domain/wire/vacancy";
import type { VacancyCardRow } from "./list/queries";
import type { VacancyRow } from "./rows";

/** Signs the download address of a company's logo file (the wire carries addresses, rows file ids). */
export type LogoUrlOf = (fileId: string) => string;

/** What turning rows into the wire needs besides the rows. */
export interface DtoContext {
  logoUrl: LogoUrlOf;
  /** How long a vacancy published here stays on the list (`VACANCY_LIFETIME_MS`). */
  lifetimeMs: number;
}

/** What only the viewer's side knows of a vacancy: the applicant's test status and coefficient, the employer's count. */
export interface VacancyPersonal {
  testStatus?: TestStatus | null;
  coefficient?: number | null;
  testCompletedCount?: number | null;
  /** Its company's members only: views, responses and responses answered. */
  stats?: VacancyStats;
  /** Its company's members only: where an imported vacancy came from, and whether it was edited here. */
  source?: string | null;
  editedHere?: boolean;
}

/** The wire form of a list's vacancy card (rows never leave the module as they are). */
export function toVacancyCardDto(
  row: VacancyCardRow,
  { logoUrl, lifetimeMs }: DtoContext,
  personal: VacancyPersonal = {},
): VacancyCardDto {
  return {
    id: row.id,
    title: row.title,
    workingExperience: row.workingExperience,
    workingSchedule: row.workingSchedule,
    officeType: row.officeType,
    city: row.city,
    areaId: row.areaId,
    address:
      row.addressStreet || row.addressBuilding
        ? { street: row.addressStreet, building: row.addressBuilding }
        : null,
    metroStations: row.metroStations,
    skills: row.skills,
    company: {
      id: row.companyId,
      companyName: row.companyName,
      name: row.companyName,
      companyCity: row.companyCity,
      companyLogoUrl: row.companyLogoFileId ? logoUrl(row.companyLogoFileId) : null,
      rating: row.companyRating,
      feedbackCount: row.companyFeedbackCount,
      verified: row.companyVerified,
    },
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    expiresAt: row.lifetimeFrom ? new Date(row.lifetimeFrom.getTime() + lifetimeMs).toISOString() : null,
    isLikedByCurrentUser: row.isLiked,
    hasApplied: row.responseStatus !== null,
    responseStatus: row.responseStatus,
    salaryFrom: row.salaryFrom,
    salaryTo: row.salaryTo,
    salaryCurrency: row.salaryCurrency,
    salaryGross: row.salaryGross,
    // A held vacancy is its company's active one, marked «На проверке» (nobody else sees it).
    status: row.status === "VACANCY_STATUS_HELD" ? "VACANCY_STATUS_ACTIVE" : row.status,
    moderation: moderationOf(row),
    testName: row.testName,
    ...personal,
  };
}

/** The wire form of a whole vacancy row: its card and the texts of its page. */
export function toVacancyDto(
  row: VacancyRow,
  context: DtoContext,
  personal: VacancyPersonal = {},
): VacancyDto {
  return {
    ...toVacancyCardDto(row, context, personal),
    description: row.description,
    requirements: row.requirements,
    objectives: row.objectives,
    offerings: row.offerings,
    views: row.views,
    invitationMessage: row.invitationMessage,
    qualities: row.qualities,
    positions: row.positions,
    professionId: row.professionId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What moderators did to the vacancy, for its company («На проверке», or removed and why). */
function moderationOf(row: Pick<VacancyRow, "status" | "removedAt" | "moderationNote">) {
  if (row.status === "VACANCY_STATUS_HELD")
    return { state: "under_review" as const, note: row.moderationNote };
  if (row.removedAt) return { state: "removed" as const, note: row.moderationNote };
  return null;
}
