/**
 * Mappers between wire DTOs and the models the UI uses: the vacancy, the applicant profile
 * in and out, the sign-up payloads and the chat list and messages (§3).
 */
export {
  type ChatListItem,
  type ChatMessage,
  chatTitle,
  toChatListItem,
  toChatMessage,
} from "./mappers/chat";
export {
  type ApplicantProfile,
  type GoalEntry,
  toApplicantProfile,
  toApplicantProfileDto,
} from "./mappers/profile";
export {
  type ApplicantSignupForm,
  type EmployerSignupForm,
  toApplicantSignupRequest,
  toEmployerSignupRequest,
} from "./mappers/signup";
export { toVacancy, type Vacancy } from "./mappers/vacancy";
