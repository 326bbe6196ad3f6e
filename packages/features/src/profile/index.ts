export { ApplicantProfileView, type ApplicantProfileViewProps } from "./components/applicant-profile-view";
export { ProfileSectionEditor, type ProfileSectionEditorProps } from "./components/profile-section-editor";
export {
  isProfileSection,
  PROFILE_SECTION_TITLES,
  PROFILE_SECTIONS,
  type ProfileSection,
} from "./lib/sections";
export {
  createProfileStore,
  type ProfileApi,
} from "./store/profile-store";
export {
  ProfileStoreProvider,
  useApplicantProfile,
  useApplicantProfileLoad,
  useProfileActions,
  useProfileError,
  useProfileSaving,
  useProfileStatus,
} from "./store/profile-store-provider";
