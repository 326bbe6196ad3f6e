import type { ApplicantProfile } from "@rabota/domain/mappers";
import type { ProfileSection } from "../lib/sections";
import { useApplicantProfile } from "../store/profile-store-provider";
import { QualitiesSection, SkillsSection } from "./chosen-list-section";
import { ContactsSection } from "./contacts-section";
import { EducationSection } from "./education-section";
import { ExperienceSection } from "./experience-section";
import { GoalsSection } from "./goals-section";
import { PersonalSection } from "./personal-section";
import type { SectionEditorProps } from "./section-form";

export interface ProfileSectionEditorProps {
  section: ProfileSection;
  /** Called after a successful save with the stored profile (the app updates the greeting and goes back). */
  onSaved: (profile: ApplicantProfile) => void;
  /** Leaves without saving. */
  onCancel: () => void;
}

const EDITORS: Record<ProfileSection, (props: SectionEditorProps) => React.ReactNode> = {
  personal: PersonalSection,
  contacts: ContactsSection,
  education: EducationSection,
  experience: ExperienceSection,
  skills: SkillsSection,
  qualities: QualitiesSection,
  goals: GoalsSection,
};

/**
 * The editor of one profile section (`/profile/edit/{section}`). Each section's form checks
 * the domain's rules with their messages (shown once a field was typed in and left, live
 * afterwards, all after a submit attempt) and sends nothing the gateway would refuse.
 */
export function ProfileSectionEditor({ section, onSaved, onCancel }: ProfileSectionEditorProps) {
  const profile = useApplicantProfile();
  if (!profile) return null;
  const Editor = EDITORS[section];
  return <Editor profile={profile} onSaved={onSaved} onCancel={onCancel} />;
}
