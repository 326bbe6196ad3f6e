import { randomUUID } from "node:crypto";
import type { GoalEntryDto, updateApplicantProfileRequestSchema } from "@rabota/domain/wire/profile";
import { SALARY_MESSAGES } from "@rabota/domain/wire/salaries";
import type { z } from "zod";
import { applicantQualities, applicantSkills } from "../../db/tables/profile";
import type { Db, Queryable } from "../../platform/db/database";
import { badRequest, type ErrorIssue, notFound } from "../../platform/http/errors";
import { NOT_FOUND_REPLIES, PROFILE_REPLIES } from "../../platform/http/messages";
import type { ApplicantSignup, AuthService } from "../auth";
import type { FileService, FileUrlOf } from "../files";
import type { Place, PlacesService } from "../places";
import type { ProfessionDictionary } from "../professions";
import { toApplicantProfileDto } from "./dto";
import { QUALITIES } from "./quality-dictionary";
import {
  type ApplicantLists,
  type CityColumns,
  countListings,
  findApplicantProfile,
  findChildIds,
  insertApplicant,
  lockApplicant,
  replaceApplicantLists,
  saveApplicantDetails,
} from "./queries";
import { SKILLS } from "./skill-dictionary";
import { foldText, matchEntries, rankMatches } from "./suggestions";

type ApplicantUpdate = z.output<typeof updateApplicantProfileRequestSchema>;

export interface ProfileServiceOptions {
  db: Db;
  auth: AuthService;
  files: FileService;
  /** Resolves the applicant's typed city to a place (issue 40). */
  places: Pick<PlacesService, "place" | "placeNamed">;
  /** Checks a wanted position's profession and names one from its name (issue 45). */
  professions: Pick<ProfessionDictionary, "find" | "classify">;
  now: () => Date;
  /** Told after an applicant's profile was saved (their coefficients on cards come from it). */
  onApplicantChanged?: (applicantId: string) => void;
  /** Called inside a profile save's transaction, after the rows are written (the search's document). */
  onSaved?: (tx: Queryable, applicantId: string) => Promise<void>;
}

/** An applicant's whole profile as the wire carries it; 404 when there is no such applicant. */
export async function readApplicantProfile(db: Queryable, applicantId: string, fileUrl: FileUrlOf) {
  const row = await findApplicantProfile(db, applicantId);
  if (!row) throw notFound(NOT_FOUND_REPLIES.profile);
  return toApplicantProfileDto(row, fileUrl);
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

/**
 * The applicant's city as stored: the place's name without hh.ru's «(region)» (a city follows
 * the spec's name rule; the area tells same-named towns apart), its id and path; or the text as
 * typed with no area.
 */
const cityColumns = (typed: string, place: Place | null): Required<CityColumns> =>
  place
    ? { city: place.bareName, areaId: place.areaId, areaPath: place.path }
    : { city: typed.trim(), areaId: null, areaPath: [] };

/** The applicant's sign-up record and whole profile, read and replaced; every update is one transaction (a rejection changes nothing). */
export class ProfileService {
  constructor(private readonly options: ProfileServiceOptions) {}

  readonly #fileUrl = (fileId: string) => this.options.files.downloadUrl(fileId);

  /**
   * Creates an applicant account with its applicant record (the sign-up); the applicant's id.
   * The typed city is resolved to a place; a name the dictionary does not know is kept as typed.
   */
  signUp = async (input: ApplicantSignup): Promise<string> => {
    const city = await this.#cityOf(input.city, input.areaId, ["applicant", "areaId"]);
    return this.options.auth.createAccount(input, "applicant", (tx, userId, now) =>
      insertApplicant(tx, { userId, ...city, dateOfBirth: input.dateOfBirth, now }),
    );
  };

  /**
   * The city's columns: the picked place (400 under `path` for an id the dictionary does not
   * have), else the place the typed name resolves to (exact and short names), else the text.
   */
  async #cityOf(typed: string, areaId: string | null | undefined, path: ErrorIssue["path"]) {
    const { places } = this.options;
    if (areaId) {
      const place = await places.place(areaId);
      if (!place)
        throw badRequest(PROFILE_REPLIES.unknownArea, [{ path, message: PROFILE_REPLIES.unknownArea }]);
      return cityColumns(typed, place);
    }
    return cityColumns(typed, typed.trim() === "" ? null : await places.placeNamed(typed));
  }

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
    const counts = await countListings(
      this.options.db,
      table,
      matches.map((match) => foldText(match.entry)),
    );
    return rankMatches(matches, counts);
  }

  getApplicant(applicantId: string, db: Queryable = this.options.db) {
    return readApplicantProfile(db, applicantId, this.#fileUrl);
  }

  /**
   * The profession of each wanted position (issue 45): the one it names, checked (400 under its
   * `professionId` for one the dictionary lacks, before anything is stored), else its name's.
   */
  #goalProfessions(positions: readonly GoalEntryDto[]): (entry: GoalEntryDto) => string | null {
    const { professions } = this.options;
    positions.forEach((entry, index) => {
      if (entry.professionId && !professions.find(entry.professionId)) {
        const message = SALARY_MESSAGES.unknownProfession;
        throw badRequest(message, [{ path: ["goals", "goalPositions", index, "professionId"], message }]);
      }
    });
    return (entry) => entry.professionId || (professions.classify(entry.name)?.id ?? null);
  }

  async updateApplicant(applicantId: string, input: ApplicantUpdate) {
    const now = this.options.now();
    const city = await this.#cityOf(input.city ?? "", input.areaId, ["areaId"]);
    const professionOf = this.#goalProfessions(input.goals?.goalPositions ?? []);
    let replacedFileId: string | null = null;
    const profile = await this.options.db.transaction(async (tx) => {
      const applicant = await lockApplicant(tx, applicantId);
      if (!applicant) throw notFound(NOT_FOUND_REPLIES.profile);
      const avatarFileId = await this.options.files.attachOwnedFile(tx, input.avatarUrl, {
        profileId: applicantId,
        field: "avatarUrl",
      });
      if (applicant.avatarFileId && applicant.avatarFileId !== avatarFileId)
        replacedFileId = applicant.avatarFileId;
      await this.options.auth.renamePerson(tx, applicant.userId, input, now);
      await saveApplicantDetails(tx, applicantId, {
        ...city,
        dateOfBirth: input.dateOfBirth ?? null,
        details: {
          avatarFileId,
          aboutMyself: blankToNull(input.aboutMyself),
          preferredPosition: blankToNull(input.preferredPosition),
          // `testDone` is the gateway's (a recorded characteristics test), so the body's is ignored;
          // the employer flag changes only when the body names it.
          ...(input.showCharacteristicsToEmployers === undefined
            ? {}
            : { showCharacteristicsToEmployers: input.showCharacteristicsToEmployers }),
          phoneNumber: blankToNull(input.contacts?.phoneNumber),
          website: blankToNull(input.contacts?.website),
          additionalContact: blankToNull(input.contacts?.additionalContact),
          preferredIncome: input.goals?.preferredIncome ?? null,
          updatedAt: now,
        },
      });
      await replaceApplicantLists(
        tx,
        applicantId,
        listRows(applicantId, input, await findChildIds(tx, applicantId), professionOf),
      );
      await this.options.onSaved?.(tx, applicantId);
      return this.getApplicant(applicantId, tx);
    });
    this.options.onApplicantChanged?.(applicantId);
    // A replaced or removed avatar is deleted once the new profile is committed.
    if (replacedFileId) await this.options.files.discard(replacedFileId);
    return profile;
  }
}

/**
 * The rows of the applicant's lists as a save replaces them: entry ids the client sent back
 * are kept when they are the applicant's, skills and qualities de-duplicated ignoring case,
 * goal entries the client flagged `deleted` dropped (§3).
 */
function listRows(
  applicantId: string,
  input: ApplicantUpdate,
  known: Awaited<ReturnType<typeof findChildIds>>,
  professionOf: (entry: GoalEntryDto) => string | null,
): ApplicantLists {
  const keep = (id: string | undefined, ids: Set<string>) => (id && ids.has(id) ? id : randomUUID());
  const goalKinds = [
    ["position", input.goals?.goalPositions],
    ["business_field", input.goals?.preferredBusinessFields],
    ["additional", input.goals?.additionalGoals],
  ] as const;
  return {
    educations: (input.educations ?? []).map((entry, ordinal) => ({
      id: keep(entry.id, known.educations),
      applicantId,
      ordinal,
      institution: entry.institution,
      faculty: blankToNull(entry.faculty),
      specialty: blankToNull(entry.specialty),
      startYear: entry.startYear ?? null,
      endYear: entry.endYear ?? null,
    })),
    experiences: (input.experiences ?? []).map((entry, ordinal) => ({
      id: keep(entry.id, known.experiences),
      applicantId,
      ordinal,
      company: entry.company,
      position: entry.position,
      startDate: entry.startDate,
      endDate: entry.endDate,
      description: blankToNull(entry.description),
    })),
    skills: distinct(input.skills ?? []).map((name, ordinal) => ({ applicantId, name, ordinal })),
    qualities: distinct(input.personalQualities ?? []).map((name, ordinal) => ({
      applicantId,
      name,
      ordinal,
    })),
    goals: goalKinds.flatMap(([kind, entries]) =>
      (entries ?? [])
        .filter((entry: GoalEntryDto) => !entry.deleted)
        .map((entry, ordinal) => ({
          id: keep(entry.id, known.goals),
          applicantId,
          kind,
          ordinal,
          name: entry.name,
          professionId: kind === "position" ? professionOf(entry) : null,
        })),
    ),
  };
}
