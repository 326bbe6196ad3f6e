export { AccountSection } from "./components/account-section";
export { ApplicantProfileView } from "./components/applicant-profile-view";
export { IncomeOffers } from "./components/income-offers";
export { ProfileSectionEditor } from "./components/profile-section-editor";
export type { AccountApi } from "./hooks/use-account-rights";
export { isProfileSection, PROFILE_SECTION_TITLES, type ProfileSection } from "./lib/sections";
export {
  CandidateStoreProvider,
  useCandidateProfile,
  useCandidateProfileLoad,
} from "./store/candidate-store-provider";
export type { ProfileApi } from "./store/profile-store";
export {
  ProfileStoreProvider,
  useApplicantProfile,
  useApplicantProfileLoad,
} from "./store/profile-store-provider";
