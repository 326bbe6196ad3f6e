import type { EmployerProfileDto } from "@rabota/domain/wire/employer";
import type { ApplicantProfileDto, GoalEntryDto } from "@rabota/domain/wire/profile";
import type { ApplicantProfileRow, EmployerProfileRow } from "./queries";

/** Signs a stored file's download address (rows hold file ids, the wire holds addresses). */
export type FileUrlOf = (fileId: string) => string;

/**
 * The wire form of an employer profile (rows never leave the module as they are). The logo
 * is optional: `POST /v1/employer/register` answers before any file exists.
 */
export function toEmployerProfileDto(row: EmployerProfileRow, fileUrl?: FileUrlOf): EmployerProfileDto {
  // No membership row means no access (every employer gets one at sign-up or by the backfill).
  const companyAccess = row.companyAccess ?? "pending";
  // Only active members see the company's card; others keep the name they chose at sign-up.
  const card =
    companyAccess === "active"
      ? {
          description: row.companyDescription ?? null,
          website: row.companyWebsite ?? null,
          city: row.companyCity ?? null,
          logoUrl: row.companyLogoFileId && fileUrl ? fileUrl(row.companyLogoFileId) : null,
        }
      : { description: null, website: null, city: null, logoUrl: null };
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    position: row.position,
    email: row.email,
    phone: row.phone ?? null,
    company: { id: row.companyId, companyName: row.companyName, ...card },
    companyAccess,
  };
}

const nonEmpty = (value: string | null | undefined) => (value ? value : undefined);

/** The wire form of a whole applicant profile. */
export function toApplicantProfileDto(row: ApplicantProfileRow, fileUrl: FileUrlOf): ApplicantProfileDto {
  const details = row.details;
  const goalsOf = (kind: "position" | "business_field" | "additional"): GoalEntryDto[] =>
    row.goals.filter((entry) => entry.kind === kind).map((entry) => ({ id: entry.id, name: entry.name }));
  const contacts = {
    phoneNumber: nonEmpty(details?.phoneNumber),
    website: nonEmpty(details?.website),
    additionalContact: nonEmpty(details?.additionalContact),
  };
  const hasContacts = Object.values(contacts).some((value) => value !== undefined);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    surname: row.surname,
    city: row.city === "" ? null : row.city,
    avatarUrl: details?.avatarFileId ? fileUrl(details.avatarFileId) : null,
    dateOfBirth: row.dateOfBirth,
    aboutMyself: details?.aboutMyself ?? null,
    contacts: hasContacts
      ? Object.fromEntries(
          Object.entries({ id: row.id, ...contacts }).filter(([, value]) => value !== undefined),
        )
      : null,
    educations: row.educations.map((entry) => ({
      id: entry.id,
      institution: entry.institution,
      ...(entry.faculty ? { faculty: entry.faculty } : {}),
      ...(entry.specialty ? { specialty: entry.specialty } : {}),
      startYear: entry.startYear,
      endYear: entry.endYear,
    })),
    experiences: row.experiences.map((entry) => ({
      id: entry.id,
      company: entry.company,
      position: entry.position,
      startDate: entry.startDate,
      endDate: entry.endDate,
      ...(entry.description ? { description: entry.description } : {}),
    })),
    skills: row.skills.map((entry) => entry.name),
    personalQualities: row.qualities.map((entry) => entry.name),
    preferredPosition: details?.preferredPosition ?? null,
    goals: {
      goalPositions: goalsOf("position"),
      preferredIncome: details?.preferredIncome ?? null,
      preferredBusinessFields: goalsOf("business_field"),
      additionalGoals: goalsOf("additional"),
    },
    testDone: details?.testDone ?? false,
    showCharacteristicsToEmployers: details?.showCharacteristicsToEmployers ?? false,
  };
}
