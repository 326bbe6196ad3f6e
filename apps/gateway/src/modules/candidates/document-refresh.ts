import type { CandidateFields } from "@rabota/domain/wire/candidates";
import type { ApplicantProfileDto } from "@rabota/domain/wire/profile";
import type { Queryable } from "../../platform/db/database";
import { cardOf, foldSkill, profileFacts, searchTextOf } from "./documents";
import * as queries from "./queries";

/** Every field hidden: what a visibility row without a field says of it. */
export const NO_FIELDS: CandidateFields = {
  surname: false,
  photo: false,
  birthDate: false,
  contacts: false,
  employers: false,
};

/** Reads an applicant's whole profile inside the caller's transaction (the profile module's). */
export type ProfileReader = (db: Queryable, applicantId: string) => Promise<ApplicantProfileDto>;

/**
 * Rebuilds the applicant's search document from the profile and the visibility, inside the
 * caller's transaction (a profile save, a visibility change, the demo seed); deletes it when
 * the profile is not searchable, so the next search cannot find them.
 */
export async function refreshDocument(
  tx: Queryable,
  applicantId: string,
  input: { readProfile: ProfileReader; now: Date },
): Promise<void> {
  const visibility = await queries.findVisibility(tx, applicantId);
  if (!visibility?.searchable) {
    await queries.deleteDocument(tx, applicantId);
    return;
  }
  const fields = { ...NO_FIELDS, ...visibility.fields };
  const profile = profileFacts(applicantId, await input.readProfile(tx, applicantId));
  const facts = await queries.documentFacts(tx, applicantId);
  if (!facts) return;
  const card = cardOf(profile, fields, facts.updatedAt, input.now);
  await queries.upsertDocument(tx, {
    applicantId,
    hiddenFrom: visibility.hiddenFrom,
    card,
    photoFileId: fields.photo ? facts.avatarFileId : null,
    searchText: searchTextOf(profile, fields),
    areaPath: facts.areaPath,
    experience: card.experience,
    preferredIncome: card.preferredIncome,
    skills: [...new Set(profile.skills.map(foldSkill))],
    updatedAt: facts.updatedAt,
  });
}
