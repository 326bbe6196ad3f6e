import { asc, eq, inArray, sql } from "drizzle-orm";
import { users } from "../../db/tables/auth";
import {
  applicantEducations,
  applicantExperiences,
  applicantGoalEntries,
  applicantProfiles,
  applicantQualities,
  applicantSkills,
  applicants,
} from "../../db/tables/profile";
import type { Queryable } from "../../platform/db/database";

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
      areaId: applicants.areaId,
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

/** How many applicants list each of `keys` (names folded: lower case, ё as е) in `table`. */
export async function countListings(
  db: Queryable,
  table: typeof applicantSkills | typeof applicantQualities,
  keys: string[],
): Promise<Map<string, number>> {
  const key = sql<string>`replace(lower(${table.name}), 'ё', 'е')`;
  const rows = await db
    .select({ key, count: sql<number>`count(*)::int` })
    .from(table)
    .where(inArray(key, keys))
    .groupBy(key);
  return new Map(rows.map((row) => [row.key, Number(row.count)]));
}

/** Locks the applicant's row for a profile save; its user and current avatar, or undefined. */
export async function lockApplicant(tx: Queryable, applicantId: string) {
  const [applicant] = await tx
    .select({ userId: applicants.userId })
    .from(applicants)
    .where(eq(applicants.id, applicantId))
    .for("update")
    .limit(1);
  if (!applicant) return undefined;
  const [details] = await tx
    .select({ avatarFileId: applicantProfiles.avatarFileId })
    .from(applicantProfiles)
    .where(eq(applicantProfiles.applicantId, applicantId));
  return { userId: applicant.userId, avatarFileId: details?.avatarFileId ?? null };
}

/** The applicant's city as its columns store it (a place's name, id and path, or the text alone). */
export interface CityColumns {
  city: string;
  areaId?: string | null;
  areaPath?: string[];
}

/** The applicant record of a new account (sign-up). */
export async function insertApplicant(
  db: Queryable,
  input: CityColumns & { userId: string; dateOfBirth: string | null; now: Date },
): Promise<string> {
  const [row] = await db
    .insert(applicants)
    .values({
      userId: input.userId,
      city: input.city,
      areaId: input.areaId ?? null,
      areaPath: input.areaPath ?? [],
      dateOfBirth: input.dateOfBirth,
      createdAt: input.now,
    })
    .returning({ id: applicants.id });
  if (!row) throw new Error("insert into applicants returned no row");
  return row.id;
}

type ApplicantDetails = Omit<typeof applicantProfiles.$inferInsert, "applicantId">;

/** The applicant's sign-up fields and single-valued profile fields. */
export async function saveApplicantDetails(
  tx: Queryable,
  applicantId: string,
  input: Required<CityColumns> & { dateOfBirth: string | null; details: ApplicantDetails },
) {
  await tx
    .update(applicants)
    .set({ city: input.city, areaId: input.areaId, areaPath: input.areaPath, dateOfBirth: input.dateOfBirth })
    .where(eq(applicants.id, applicantId));
  await tx
    .insert(applicantProfiles)
    .values({ applicantId, ...input.details })
    .onConflictDoUpdate({ target: applicantProfiles.applicantId, set: input.details });
}

/** The rows of an applicant's lists, as a save replaces them. */
export interface ApplicantLists {
  educations: (typeof applicantEducations.$inferInsert)[];
  experiences: (typeof applicantExperiences.$inferInsert)[];
  skills: (typeof applicantSkills.$inferInsert)[];
  qualities: (typeof applicantQualities.$inferInsert)[];
  goals: (typeof applicantGoalEntries.$inferInsert)[];
}

/** Replaces every list of the applicant's profile with `lists`. */
export async function replaceApplicantLists(tx: Queryable, applicantId: string, lists: ApplicantLists) {
  for (const table of [
    applicantEducations,
    applicantExperiences,
    applicantSkills,
    applicantQualities,
    applicantGoalEntries,
  ]) {
    await tx.delete(table).where(eq(table.applicantId, applicantId));
  }
  if (lists.educations.length > 0) await tx.insert(applicantEducations).values(lists.educations);
  if (lists.experiences.length > 0) await tx.insert(applicantExperiences).values(lists.experiences);
  if (lists.skills.length > 0) await tx.insert(applicantSkills).values(lists.skills);
  if (lists.qualities.length > 0) await tx.insert(applicantQualities).values(lists.qualities);
  if (lists.goals.length > 0) await tx.insert(applicantGoalEntries).values(lists.goals);
}
