/**
 * Mappers between wire DTOs and the models the UI uses: the vacancy, the applicant profile
 * in and out, and the sign-up payloads (§3).
 */
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
