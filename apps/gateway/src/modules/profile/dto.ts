import type { ApplicantProfileDto, GoalEntryDto } from "@rabota/domain/wire/profile";
import type { FileUrlOf } from "../files";
import type { ApplicantProfileRow } from "./queries";

const nonEmpty = (value: string | null | undefined) => (value ? value : undefined);

/** The wire form of a whole applicant profile. */
export function toApplicantProfileDto(row: ApplicantProfileRow, fileUrl: FileUrlOf): ApplicantProfileDto {
  const details = row.details;
  const goalsOf = (kind: "position" | "business_field" | "additional"): GoalEntryDto[] =>
    row.goals
      .filter((entry) => entry.kind === kind)
      .map((entry) => ({
        id: entry.id,
        name: entry.name,
        ...(kind === "position" ? { professionId: entry.professionId } : {}),
      }));
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
    areaId: row.areaId,
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
