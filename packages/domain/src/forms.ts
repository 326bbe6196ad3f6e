/**
 * Zod schemas of every form (the rules and Russian messages of §5): the auth modal's steps,
 * the applicant profile's section editors and the employer profile. The web forms use them
 * through react-hook-form's zod resolver; the profile forms are checked against the
 * gateway's own wire schemas, so a form accepts exactly what the server stores.
 */
export {
  applicantRegistrationFormSchema,
  codeFormSchema,
  employerRegistrationFormSchema,
  loginFormSchema,
  newPasswordFormSchema,
  signInFormSchema,
} from "./forms/auth";
export { createEmployerProfileFormSchema } from "./forms/employer";
export {
  contactsFormSchema,
  createGoalsFormSchema,
  educationFormSchema,
  experienceFormSchema,
  personalFormSchema,
  qualitiesFormSchema,
  skillsFormSchema,
} from "./forms/profile";
export {
  amountOf,
  emptyVacancyForm,
  type VacancyFormValues,
  vacancyFormOf,
  vacancyFormSchema,
  vacancyRequestOf,
} from "./forms/vacancy";
