import { randomUUID } from "node:crypto";
import type { updateEmployerProfileRequestSchema } from "@rabota/domain/wire/employer";
import type { GoalEntryDto, updateApplicantProfileRequestSchema } from "@rabota/domain/wire/profile";
import { eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Queryable } from "../../platform/db/database";
import { forbidden, notFound } from "../../platform/http/errors";
import { applicants, users } from "../auth/tables";
import { companies, companyProfiles } from "../company/tables";
import { employerContacts, employers } from "../employer/tables";
import type { FileService } from "../files/service";
import { reindexCompanyVacancies } from "../vacancy/queries";
import { QUALITIES, SKILLS } from "./dictionary";
import { toApplicantProfileDto, toEmployerProfileDto } from "./dto";
import { findApplicantProfile, findChildIds, findEmployerProfile } from "./queries";
import { foldText, matchEntries, rankMatches } from "./suggestions";
import {
  applicantEducations,
  applicantExperiences,
  applicantGoalEntries,
  applicantProfiles,
  applicantQualities,
  applicantSkills,
} from "./tables";

type ApplicantUpdate = z.output<typeof updateApplicantProfileRequestSchema>;
type EmployerUpdate = z.output<typeof updateEmployerProfileRequestSchema>;

export interface ProfileServiceOptions {
  db: Db;
  files: FileService;
  now: () => Date;
}

/** Keeps the first of case-insensitively equal entries, in order. */
function distinct(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const blankToNull = (value: string | undefined) => (value === undefined || value === "" ? null : value);

/** Reads and replaces whole profiles; every update is one transaction (a rejection changes nothing). */
export class ProfileService {
  constructor(private readonly options: ProfileServiceOptions) {}

  readonly #fileUrl = (fileId: string) => this.options.files.downloadUrl(fileId);

  /** Skill suggestions for a search, ranked by match, then by how many applicants list them. */
  suggestSkills(search: string | undefined) {
    return this.#suggest(SKILLS, applicantSkills, search);
  }

  /** Personal-quality suggestions, ranked the same way. */
  suggestQualities(search: string | undefined) {
    return this.#suggest(QUALITIES, applicantQualities, search);
  }

  async #suggest(
    dictionary: readonly string[],
    table: typeof applicantSkills | typeof applicantQualities,
    search: string | undefined,
  ) {
    const matches = matchEntries(dictionary, search);
    if (matches.length === 0) return [];
    const folded = matches.map((match) => foldText(match.entry));
    const key = sql<string>`replace(lower(${table.name}), 'ё', 'е')`;
    const rows = await this.options.db
      .select({ key, count: sql<number>`count(*)::int` })
      .from(table)
      .where(inArray(key, folded))
      .groupBy(key);
    return rankMatches(matches, new Map(rows.map((row) => [row.key, Number(row.count)])));
  }

  async getApplicant(applicantId: string, db: Queryable = this.options.db) {
    const row = await findApplicantProfile(db, applicantId);
    if (!row) throw notFound("profile not found");
    return toApplicantProfileDto(row, this.#fileUrl);
  }

  async updateApplicant(applicantId: string, input: ApplicantUpdate) {
    const now = this.options.now();
    let replacedFileId: string | null = null;
    const profile = await this.options.db.transaction(async (tx) => {
      const [applicant] = await tx
        .select({ userId: applicants.userId })
        .from(applicants)
        .where(eq(applicants.id, applicantId))
        .for("update")
        .limit(1);
      if (!applicant) throw notFound("profile not found");
      const avatarFileId = await this.options.files.attachOwnedFile(tx, input.avatarUrl, {
        profileId: applicantId,
        field: "avatarUrl",
      });
      const [previous] = await tx
        .select({ avatarFileId: applicantProfiles.avatarFileId })
        .from(applicantProfiles)
        .where(eq(applicantProfiles.applicantId, applicantId));
      if (previous?.avatarFileId && previous.avatarFileId !== avatarFileId)
        replacedFileId = previous.avatarFileId;
      const known = await findChildIds(tx, applicantId);
      const keep = (id: string | undefined, ids: Set<string>) => (id && ids.has(id) ? id : randomUUID());

      await tx
        .update(users)
        .set({ name: input.name, surname: input.surname, updatedAt: now })
        .where(eq(users.id, applicant.userId));
      await tx
        .update(applicants)
        .set({ city: input.city ?? "", dateOfBirth: input.dateOfBirth ?? null })
        .where(eq(applicants.id, applicantId));

      const details = {
        avatarFileId,
        aboutMyself: blankToNull(input.aboutMyself),
        preferredPosition: blankToNull(input.preferredPosition),
        testDone: input.testDone ?? false,
        phoneNumber: blankToNull(input.contacts?.phoneNumber),
        website: blankToNull(input.contacts?.website),
        additionalContact: blankToNull(input.contacts?.additionalContact),
        preferredIncome: input.goals?.preferredIncome ?? null,
        updatedAt: now,
      };
      await tx
        .insert(applicantProfiles)
        .values({ applicantId, ...details })
        .onConflictDoUpdate({ target: applicantProfiles.applicantId, set: details });

      for (const table of [
        applicantEducations,
        applicantExperiences,
        applicantSkills,
        applicantQualities,
        applicantGoalEntries,
      ]) {
        await tx.delete(table).where(eq(table.applicantId, applicantId));
      }
      const educations = input.educations ?? [];
      if (educations.length > 0)
        await tx.insert(applicantEducations).values(
          educations.map((entry, ordinal) => ({
            id: keep(entry.id, known.educations),
            applicantId,
            ordinal,
            institution: entry.institution,
            faculty: blankToNull(entry.faculty),
            specialty: blankToNull(entry.specialty),
            startYear: entry.startYear ?? null,
            endYear: entry.endYear ?? null,
          })),
        );
      const experiences = input.experiences ?? [];
      if (experiences.length > 0)
        await tx.insert(applicantExperiences).values(
          experiences.map((entry, ordinal) => ({
            id: keep(entry.id, known.experiences),
            applicantId,
            ordinal,
            company: entry.company,
            position: entry.position,
            startDate: entry.startDate,
            endDate: entry.endDate,
            description: blankToNull(entry.description),
          })),
        );
      const skills = distinct(input.skills ?? []);
      if (skills.length > 0)
        await tx
          .insert(applicantSkills)
          .values(skills.map((name, ordinal) => ({ applicantId, name, ordinal })));
      const qualities = distinct(input.personalQualities ?? []);
      if (qualities.length > 0)
        await tx
          .insert(applicantQualities)
          .values(qualities.map((name, ordinal) => ({ applicantId, name, ordinal })));

      // A goal entry the client flagged `deleted` is dropped, not stored (§3).
      const goalRows = (
        [
          ["position", input.goals?.goalPositions],
          ["business_field", input.goals?.preferredBusinessFields],
          ["additional", input.goals?.additionalGoals],
        ] as const
      ).flatMap(([kind, entries]) =>
        (entries ?? [])
          .filter((entry: GoalEntryDto) => !entry.deleted)
          .map((entry, ordinal) => ({
            id: keep(entry.id, known.goals),
            applicantId,
            kind,
            ordinal,
            name: entry.name,
          })),
      );
      if (goalRows.length > 0) await tx.insert(applicantGoalEntries).values(goalRows);

      return this.getApplicant(applicantId, tx);
    });
    // A replaced or removed avatar is deleted once the new profile is committed.
    if (replacedFileId) await this.options.files.discard(replacedFileId);
    return profile;
  }

  async getEmployer(employerId: string, db: Queryable = this.options.db) {
    const row = await findEmployerProfile(db, employerId);
    if (!row) throw notFound("profile not found");
    return toEmployerProfileDto(row, this.#fileUrl);
  }

  /**
   * Replaces the contact person and the company card. The company id must be the
   * employer's own company (403 otherwise); a logo must be a file the employer uploaded.
   */
  async updateEmployer(employerId: string, input: EmployerUpdate) {
    const now = this.options.now();
    let replacedFileId: string | null = null;
    const profile = await this.options.db.transaction(async (tx) => {
      const [employer] = await tx
        .select({ userId: employers.userId, companyId: employers.companyId })
        .from(employers)
        .where(eq(employers.id, employerId))
        .for("update")
        .limit(1);
      if (!employer) throw notFound("profile not found");
      if (input.company.id !== employer.companyId) throw forbidden("not your company");
      // Locked now (the update below locks the row anyway): a colleague saving at the same time
      // waits and then sees this save's logo as the one it replaces, so no replaced file is kept.
      const [previous] = await tx
        .select({ logoFileId: companies.logoFileId, companyName: companies.companyName })
        .from(companies)
        .where(eq(companies.id, employer.companyId))
        .for("no key update");
      // The company's current logo stays acceptable whichever colleague uploaded it.
      const logoFileId = await this.options.files.attachOwnedFile(tx, input.company.logoUrl, {
        profileId: employerId,
        field: "company.logoUrl",
        current: previous?.logoFileId ?? null,
      });
      if (previous?.logoFileId && previous.logoFileId !== logoFileId) replacedFileId = previous.logoFileId;
      await tx
        .update(users)
        .set({ name: input.name, surname: input.surname, updatedAt: now })
        .where(eq(users.id, employer.userId));
      await tx.update(employers).set({ position: input.position }).where(eq(employers.id, employerId));
      const contact = { phone: blankToNull(input.phone), updatedAt: now };
      await tx
        .insert(employerContacts)
        .values({ employerId, ...contact })
        .onConflictDoUpdate({ target: employerContacts.employerId, set: contact });
      await tx
        .update(companies)
        .set({ companyName: input.company.companyName, city: blankToNull(input.company.city), logoFileId })
        .where(eq(companies.id, employer.companyId));
      if (previous && previous.companyName !== input.company.companyName)
        await reindexCompanyVacancies(tx, employer.companyId, input.company.companyName);
      const card = {
        description: blankToNull(input.company.description),
        website: blankToNull(input.company.website),
        updatedAt: now,
      };
      await tx
        .insert(companyProfiles)
        .values({ companyId: employer.companyId, ...card })
        .onConflictDoUpdate({ target: companyProfiles.companyId, set: card });
      return this.getEmployer(employerId, tx);
    });
    if (replacedFileId) await this.options.files.discard(replacedFileId);
    return profile;
  }
}
