import { asc, eq } from "drizzle-orm";
import type { Queryable } from "../../platform/db/database";
import { applicants, users } from "../auth/tables";
import { companies, companyProfiles } from "../company/tables";
import { employerContacts, employers } from "../employer/tables";
import {
  applicantEducations,
  applicantExperiences,
  applicantGoalEntries,
  applicantProfiles,
  applicantQualities,
  applicantSkills,
} from "./tables";

/** Every stored part of an applicant's profile, or undefined when there is no such applicant. */
export async function findApplicantProfile(db: Queryable, applicantId: string) {
  const [base] = await db
    .select({
      id: applicants.id,
      userId: users.id,
      email: users.email,
      name: users.name,
      surname: users.surname,
      city: applicants.city,
      dateOfBirth: applicants.dateOfBirth,
      details: applicantProfiles,
    })
    .from(applicants)
    .innerJoin(users, eq(users.id, applicants.userId))
    .leftJoin(applicantProfiles, eq(applicantProfiles.applicantId, applicants.id))
    .where(eq(applicants.id, applicantId))
    .limit(1);
  if (!base) return undefined;
  // One after another: inside a transaction every query shares one connection.
  const educations = await db
    .select()
    .from(applicantEducations)
    .where(eq(applicantEducations.applicantId, applicantId))
    .orderBy(asc(applicantEducations.ordinal));
  const experiences = await db
    .select()
    .from(applicantExperiences)
    .where(eq(applicantExperiences.applicantId, applicantId))
    .orderBy(asc(applicantExperiences.ordinal));
  const skills = await db
    .select({ name: applicantSkills.name })
    .from(applicantSkills)
    .where(eq(applicantSkills.applicantId, applicantId))
    .orderBy(asc(applicantSkills.ordinal));
  const qualities = await db
    .select({ name: applicantQualities.name })
    .from(applicantQualities)
    .where(eq(applicantQualities.applicantId, applicantId))
    .orderBy(asc(applicantQualities.ordinal));
  const goals = await db
    .select()
    .from(applicantGoalEntries)
    .where(eq(applicantGoalEntries.applicantId, applicantId))
    .orderBy(asc(applicantGoalEntries.kind), asc(applicantGoalEntries.ordinal));
  return { ...base, educations, experiences, skills, qualities, goals };
}

export type ApplicantProfileRow = NonNullable<Awaited<ReturnType<typeof findApplicantProfile>>>;

/** The child rows' ids of an applicant (so an update can keep the ids clients already hold). */
export async function findChildIds(db: Queryable, applicantId: string) {
  const educations = await db
    .select({ id: applicantEducations.id })
    .from(applicantEducations)
    .where(eq(applicantEducations.applicantId, applicantId));
  const experiences = await db
    .select({ id: applicantExperiences.id })
    .from(applicantExperiences)
    .where(eq(applicantExperiences.applicantId, applicantId));
  const goals = await db
    .select({ id: applicantGoalEntries.id })
    .from(applicantGoalEntries)
    .where(eq(applicantGoalEntries.applicantId, applicantId));
  return {
    educations: new Set(educations.map((row) => row.id)),
    experiences: new Set(experiences.map((row) => row.id)),
    goals: new Set(goals.map((row) => row.id)),
  };
}

/** The employer's contact person and company card, or undefined. */
export async function findEmployerProfile(db: Queryable, employerId: string) {
  const [row] = await db
    .select({
      id: employers.id,
      userId: users.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      position: employers.position,
      phone: employerContacts.phone,
      companyId: companies.id,
      companyName: companies.companyName,
      companyDescription: companyProfiles.description,
      companyWebsite: companyProfiles.website,
      companyCity: companies.city,
      companyLogoFileId: companies.logoFileId,
    })
    .from(employers)
    .innerJoin(users, eq(users.id, employers.userId))
    .innerJoin(companies, eq(companies.id, employers.companyId))
    .leftJoin(employerContacts, eq(employerContacts.employerId, employers.id))
    .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id))
    .where(eq(employers.id, employerId))
    .limit(1);
  return row;
}

export type EmployerProfileRow = NonNullable<Awaited<ReturnType<typeof findEmployerProfile>>>;
