import type { VacancyDto, VacancyReplace, VacancyWrite } from "@rabota/domain/wire/vacancy";
import { isUuid } from "../../../db/columns";
import type { Db, Queryable } from "../../../platform/db/database";
import { conflict, forbidden, notFound } from "../../../platform/http/errors";
import { NOT_FOUND_REPLIES, VACANCY_REPLIES } from "../../../platform/http/messages";
import { mayView, ownVacancy } from "../access";
import type { VacancyDetails } from "../details/service";
import { assertCompanyMayPublish } from "../moderation";
import type { CompanyNamePort, VacancyTestsPort } from "../ports";
import { storedRichText } from "../rich-text";
import * as imports from "./imports";
import { importedPlace, type KeptPlace, type PlaceColumns, resolvePlace, type VacancyPlaces } from "./place";
import { importedProfession, resolveProfession, type VacancyProfessions } from "./profession";
import * as writes from "./queries";

/**
 * A vacancy's fields as stored: its formatted texts through the sanitising allowlist, its
 * place checked against the dictionary and resolved to its columns, its profession checked or
 * taken from its title (400 naming the field).
 */
async function storedFields(
  dictionaries: { places: VacancyPlaces; professions: VacancyProfessions },
  fields: writes.VacancyFields,
  kept?: KeptPlace,
): Promise<writes.StoredVacancyFields> {
  const { areaId, city, address, metroStationIds, ...rest } = fields;
  return {
    ...rest,
    ...(await resolvePlace(dictionaries.places, { areaId, city, address, metroStationIds }, kept)),
    professionId: resolveProfession(dictionaries.professions, fields.professionId, fields.title),
    description: storedRichText(fields.description),
    requirements: storedRichText(fields.requirements),
    objectives: storedRichText(fields.objectives),
    offerings: storedRichText(fields.offerings),
  };
}

export interface VacancyWritesDeps {
  db: Db;
  now: () => Date;
  tests: Pick<VacancyTestsPort, "assertInCatalogue">;
  companyName: CompanyNamePort;
  /** The places' dictionary a vacancy's place is checked against and resolved by (issue 40). */
  places: VacancyPlaces;
  /** The professions' dictionary a vacancy's profession is checked against (issue 45). */
  professions: VacancyProfessions;
  details: VacancyDetails;
  /** Told after every write: the list's memoised totals and shared pages are stale. */
  onChanged: () => void;
  /**
   * Told when a vacancy goes on the site (created published, or published later): a new
   * unverified company's first publications go to the moderators' queue (issue 42).
   */
  onPublished?: (vacancyId: string, companyId: string) => Promise<void>;
}

type Status =
  | "VACANCY_STATUS_ACTIVE"
  | "VACANCY_STATUS_ARCHIVED"
  | "VACANCY_STATUS_DRAFT"
  | "VACANCY_STATUS_HELD";

/**
 * The company's writes of its vacancies (issue 24) and the vacancies imported from another
 * site. Each method takes the company the route proved the caller an active member of
 * (`app.auth.companyMember`) and touches only that company's vacancies (403 otherwise, 404 for
 * an unknown vacancy); answers as its company sees the vacancy.
 */
export class VacancyWrites {
  constructor(private readonly deps: VacancyWritesDeps) {}

  /**
   * A vacancy the company writes here (issue 24): a draft unless `status` publishes it at once.
   * The test it asks for must be in the catalogue (400). Answers as its company sees it.
   */
  async create(companyId: string, employerId: string, input: VacancyWrite): Promise<VacancyDto> {
    const { status = "VACANCY_STATUS_DRAFT", ...typed } = input;
    this.deps.tests.assertInCatalogue(typed.testName);
    if (status === "VACANCY_STATUS_ACTIVE") await assertCompanyMayPublish(this.deps.db, companyId);
    const fields = await storedFields(this.deps, typed);
    const id = await writes.insertWrittenVacancy(this.deps.db, {
      companyId,
      companyName: await this.#companyName(companyId),
      fields,
      status,
      now: this.deps.now(),
    });
    this.deps.onChanged();
    if (status === "VACANCY_STATUS_ACTIVE") await this.deps.onPublished?.(id, companyId);
    return this.deps.details.details(id, null, employerId);
  }

  /**
   * Replaces every field of one of the company's vacancies (403 for another's, 404 for none).
   * `status` may publish a draft; a published vacancy never turns back into a draft (409).
   */
  async replace(
    companyId: string,
    employerId: string,
    vacancyId: string,
    input: VacancyReplace,
  ): Promise<VacancyDto> {
    const { status: asked, ...typed } = input;
    const vacancy = await ownVacancy(this.deps.db, companyId, vacancyId);
    if (asked === "VACANCY_STATUS_DRAFT" && vacancy.status !== "VACANCY_STATUS_DRAFT")
      throw conflict(VACANCY_REPLIES.publishedToDraft);
    // A held vacancy reads as active to its company: saving it as active keeps it held.
    const status =
      vacancy.status === "VACANCY_STATUS_HELD" && asked === "VACANCY_STATUS_ACTIVE" ? undefined : asked;
    const publishes = status === "VACANCY_STATUS_ACTIVE" && vacancy.status !== status;
    if (publishes) await this.#assertMayPublish(companyId, vacancy);
    this.deps.tests.assertInCatalogue(typed.testName);
    const kept = await writes.findVacancyPlace(this.deps.db, vacancy.id);
    const fields = await storedFields(this.deps, typed, kept);
    const now = this.deps.now();
    const companyName = await this.#companyName(companyId);
    await this.deps.db.transaction(async (tx) => {
      await writes.replaceVacancy(tx, { id: vacancy.id, companyId, companyName, fields, now });
      if (status && status !== vacancy.status)
        await writes.setVacancyStatus(tx, { id: vacancy.id, status, now });
    });
    this.deps.onChanged();
    if (publishes) await this.deps.onPublished?.(vacancy.id, companyId);
    return this.deps.details.details(vacancy.id, null, employerId);
  }

  /** Publishes (a draft, or again from the archive) or archives one of the company's vacancies. */
  async setStatus(
    companyId: string,
    employerId: string,
    vacancyId: string,
    status: "VACANCY_STATUS_ACTIVE" | "VACANCY_STATUS_ARCHIVED",
  ): Promise<VacancyDto> {
    const vacancy = await ownVacancy(this.deps.db, companyId, vacancyId);
    const publishes = status === "VACANCY_STATUS_ACTIVE" && vacancy.status !== status;
    if (publishes) await this.#assertMayPublish(companyId, vacancy);
    if (vacancy.status !== status)
      await writes.setVacancyStatus(this.deps.db, { id: vacancy.id, status, now: this.deps.now() });
    this.deps.onChanged();
    if (publishes) await this.deps.onPublished?.(vacancy.id, companyId);
    return this.deps.details.details(vacancy.id, null, employerId);
  }

  /** «Продлить»: an active vacancy of the company starts its lifetime again (409 when not active). */
  async prolong(companyId: string, employerId: string, vacancyId: string): Promise<VacancyDto> {
    const vacancy = await ownVacancy(this.deps.db, companyId, vacancyId);
    if (!(await writes.prolongVacancy(this.deps.db, { id: vacancy.id, now: this.deps.now() })))
      throw conflict(VACANCY_REPLIES.prolongNotPublished);
    return this.deps.details.details(vacancy.id, null, employerId);
  }

  /**
   * Deletes the company's vacancies, all or nothing in one transaction: one id of another
   * company is a 403, one unknown id or another company's draft or archived vacancy a 404, and nothing is deleted.
   */
  async deleteOwn(companyId: string, vacancyIds: string[]): Promise<string[]> {
    const ids = [...new Set(vacancyIds)];
    if (!ids.every(isUuid)) throw notFound(NOT_FOUND_REPLIES.vacancy);
    const deletedIds = await this.deps.db.transaction(async (tx) => {
      const owners = await writes.findVacancyCompanies(tx, ids);
      // One the company may not see (another's draft or archived vacancy) is as unknown: 404.
      const viewer = { applicantId: null, companyId };
      if (owners.length !== ids.length || owners.some((owner) => !mayView(owner, viewer, false)))
        throw notFound(NOT_FOUND_REPLIES.vacancy);
      if (owners.some((owner) => owner.companyId !== companyId)) throw forbidden();
      return writes.deleteVacancies(tx, ids, companyId, this.deps.now());
    });
    this.deps.onChanged();
    return deletedIds;
  }

  /**
   * An imported vacancy's place, resolved leniently against the dictionary (`importedPlace`):
   * before the import's transaction, since the dictionary reads outside it.
   */
  async placeImported(vacancy: imports.ImportedVacancy): Promise<PlaceColumns | undefined> {
    return vacancy.place ? importedPlace(this.deps.places, vacancy.place, vacancy.fields.city) : undefined;
  }

  /**
   * Saves a vacancy imported from another site into the company (inside the caller's
   * transaction): new, or updating the one imported before from the same source and id.
   */
  async saveImported(
    tx: Queryable,
    input: {
      companyId: string;
      companyName: string;
      vacancy: imports.ImportedVacancy;
      /** Its place from {@link placeImported}; absent leaves the city as the fields give it. */
      place?: PlaceColumns;
    },
  ) {
    const { vacancy } = input;
    const professionId = importedProfession(
      this.deps.professions,
      vacancy.professionRoleIds ?? [],
      vacancy.fields.title,
    );
    const saved = await imports.upsertImportedVacancy(tx, { ...input, professionId, now: this.deps.now() });
    this.deps.onChanged();
    return saved;
  }

  /** 409 for a held or removed vacancy, 403 for a blocked company: moderators decide those (issue 42). */
  async #assertMayPublish(companyId: string, vacancy: { status: Status; removedAt: Date | null }) {
    if (vacancy.status === "VACANCY_STATUS_HELD") throw conflict(VACANCY_REPLIES.held);
    if (vacancy.removedAt) throw conflict(VACANCY_REPLIES.removed);
    await assertCompanyMayPublish(this.deps.db, companyId);
  }

  async #companyName(companyId: string): Promise<string> {
    return (await this.deps.companyName(companyId)) ?? "";
  }
}
