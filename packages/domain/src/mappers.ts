/**
 * Mappers between wire DTOs and the models the UI uses (spec §3, §4): vacancy, applicant
 * profile in and out, sign-up payloads, chat messages and chat list items.
 */
export {
  type ChatListItem,
  type ChatMessage,
  normalizeHistoryPage,
  prependHistoryPage,
  toChatListItem,
  toChatMessage,
} from "./mappers/chat";
export {
  type ApplicantProfile,
  type Contacts,
  type EducationEntry,
  type ExperienceEntry,
  type GoalEntry,
  type Goals,
  toApplicantProfile,
  toApplicantProfileDto,
} from "./mappers/profile";
export {
  type ApplicantSignupForm,
  type EmployerSignupForm,
  type SignupCredentials,
  toApplicantSignupRequest,
  toEmployerSignupRequest,
} from "./mappers/signup";
export { toVacancy, toVacancyCompany, type Vacancy, type VacancyCompany } from "./mappers/vacancy";
