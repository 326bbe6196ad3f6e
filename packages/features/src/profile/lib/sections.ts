/** The sections of the applicant profile, each edited on `/profile/edit/{section}`. */
const PROFILE_SECTIONS = [
  "personal",
  "contacts",
  "education",
  "experience",
  "skills",
  "qualities",
  "goals",
] as const;

export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** Section headings as the page shows them. */
export const PROFILE_SECTION_TITLES: Record<ProfileSection, string> = {
  personal: "Основная информация",
  contacts: "Контакты",
  education: "Образование",
  experience: "Опыт работы",
  skills: "Навыки",
  qualities: "Личные качества",
  goals: "Цели",
};

/** Whether a URL segment names a section. */
export function isProfileSection(value: string | undefined): value is ProfileSection {
  return (PROFILE_SECTIONS as readonly string[]).includes(value ?? "");
}
