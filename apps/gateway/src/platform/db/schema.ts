import {
  applicants,
  codePurpose,
  refreshTokens,
  userRole,
  users,
  verificationCodes,
} from "../../modules/auth/tables";
import { companies, companyProfiles } from "../../modules/company/tables";
import { employerContacts, employers } from "../../modules/employer/tables";
import { storedFiles } from "../../modules/files/tables";
import {
  applicantEducations,
  applicantExperiences,
  applicantGoalEntries,
  applicantProfiles,
  applicantQualities,
  applicantSkills,
  goalKind,
} from "../../modules/profile/tables";
import {
  experience,
  officeType,
  responseStatus,
  vacancies,
  vacancyLikes,
  vacancyResponses,
  vacancyStatus,
  vacancyViews,
  workingSchedule,
} from "../../modules/vacancy/tables";
import { outboxMessages } from "../mail/tables";

/** Every table of every module, for the typed Drizzle client. Modules add theirs here. */
export const schema = {
  userRole,
  codePurpose,
  users,
  companies,
  applicants,
  employers,
  verificationCodes,
  refreshTokens,
  outboxMessages,
  experience,
  workingSchedule,
  officeType,
  vacancyStatus,
  responseStatus,
  vacancies,
  vacancyLikes,
  vacancyViews,
  vacancyResponses,
  storedFiles,
  goalKind,
  applicantProfiles,
  applicantEducations,
  applicantExperiences,
  applicantSkills,
  applicantQualities,
  applicantGoalEntries,
  companyProfiles,
  employerContacts,
};

export type Schema = typeof schema;
