import type { TestStatus } from "@rabota/domain/enums";
import type { VacancyCardDto, VacancyDto, VacancyStats } from "@rabota/domain/wire/vacancy";
import type { VacancyCardRow, VacancyRow } from "./queries";

/** Signs the download address of a company's logo file (the wire carries addresses, rows file ids). */
export type LogoUrlOf = (fileId: string) => string;

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
  logoUrl: LogoUrlOf,
  personal: VacancyPersonal = {},
): VacancyCardDto {
  return {
    id: row.id,
    title: row.title,
    workingExperience: row.workingExperience,
    workingSchedule: row.workingSchedule,
    officeType: row.officeType,
    city: row.city,
    skills: row.skills,
    company: {
      id: row.companyId,
      companyName: row.companyName,
      name: row.companyName,
      companyCity: row.companyCity,
      companyLogoUrl: row.companyLogoFileId ? logoUrl(row.companyLogoFileId) : null,
      rating: row.companyRating,
      feedbackCount: row.companyFeedbackCount,
    },
    createdAt: row.createdAt.toISOString(),
    isLikedByCurrentUser: row.isLiked,
    hasApplied: row.responseStatus !== null,
    responseStatus: row.responseStatus,
    salaryFrom: row.salaryFrom,
    salaryTo: row.salaryTo,
    salaryCurrency: row.salaryCurrency,
    salaryGross: row.salaryGross,
    status: row.status,
    testName: row.testName,
    ...personal,
  };
}

/** The wire form of a whole vacancy row: its card and the texts of its page. */
export function toVacancyDto(
  row: VacancyRow,
  logoUrl: LogoUrlOf,
  personal: VacancyPersonal = {},
): VacancyDto {
  return {
    ...toVacancyCardDto(row, logoUrl, personal),
    description: row.description,
    requirements: row.requirements,
    objectives: row.objectives,
    offerings: row.offerings,
    views: row.views,
    invitationMessage: row.invitationMessage,
    qualities: row.qualities,
    positions: row.positions,
    updatedAt: row.updatedAt.toISOString(),
  };
}
