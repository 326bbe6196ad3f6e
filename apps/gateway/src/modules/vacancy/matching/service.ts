import type { VacancyCardDto, VacancyRecommendation } from "@rabota/domain/wire/vacancy";
import { isUuid } from "../../../db/columns";
import type { Db } from "../../../platform/db/database";
import { notFound } from "../../../platform/http/errors";
import { NOT_FOUND_REPLIES } from "../../../platform/http/messages";
import type { VacancyCards } from "../cards";
import { loadExclusions } from "../list/exclusions";
import type { VacancyTestsPort } from "../ports";
import * as queries from "./queries";
import { type ApplicantWishes, mostAlike, recommend, whyOf } from "./score";

export interface VacancyMatchingDeps {
  db: Db;
  now: () => Date;
  cards: VacancyCards;
  /** The tests the applicant passed (the tests module knows the sittings). */
  tests: Pick<VacancyTestsPort, "passedTests">;
}

/**
 * Vacancies that find people (issue 44): recommendations for an applicant's profile and the
 * vacancies like a given one. Both rank a bounded set of candidates (queries.ts) by the pure
 * rules of score.ts, then read the cards of the few they answer with.
 */
export class VacancyMatching {
  constructor(private readonly deps: VacancyMatchingDeps) {}

  /**
   * Active vacancies for the applicant's profile, best first, each with why: skills, a wanted
   * position, the place or remote work, pay from the wanted income, passed tests. What they hid
   * and what they responded to is left out. The route proved `applicantId` the caller's own.
   */
  async recommended(applicantId: string, pageSize: number): Promise<VacancyRecommendation[]> {
    const { db } = this.deps;
    const [wishes, exclusions] = await Promise.all([
      this.#wishes(applicantId),
      loadExclusions(db, applicantId),
    ]);
    if (!wishes) return [];
    const pool = await queries.candidates(db, {
      skills: wishes.skills,
      areaId: wishes.areaId,
      exclusions,
      applicantId,
    });
    const ranked = recommend(pool, wishes, pageSize);
    const cards = await this.#cards(
      ranked.map(({ vacancy }) => vacancy.id),
      applicantId,
    );
    return ranked.flatMap(({ vacancy, matched }) => {
      const card = cards.get(vacancy.id);
      return card ? [{ vacancy: card, why: whyOf(matched), matched }] : [];
    });
  }

  /**
   * Other active vacancies like this one (its profession, skills, title words, then its place),
   * most alike first; for a signed-in applicant without what they hid. 404 for a vacancy that
   * is not active, as its public page.
   */
  async similar(
    vacancyId: string,
    viewerApplicantId: string | null,
    pageSize: number,
  ): Promise<VacancyCardDto[]> {
    const { db } = this.deps;
    const of = isUuid(vacancyId) ? await queries.activeRankedVacancy(db, vacancyId) : undefined;
    if (!of) throw notFound(NOT_FOUND_REPLIES.vacancy);
    const exclusions = viewerApplicantId ? await loadExclusions(db, viewerApplicantId) : null;
    const pool = await queries.candidates(db, {
      skills: of.skills,
      areaId: null,
      exclusions,
      exceptId: of.id,
    });
    const ids = mostAlike(of, pool)
      .slice(0, pageSize)
      .map((vacancy) => vacancy.id);
    const cards = await this.#cards(ids, viewerApplicantId);
    return ids.flatMap((id) => cards.get(id) ?? []);
  }

  /** The applicant's profile as the ranking reads it, with their passed tests; undefined when unknown. */
  async #wishes(applicantId: string): Promise<ApplicantWishes | undefined> {
    const [row, passedTests] = await Promise.all([
      queries.applicantWishes(this.deps.db, applicantId),
      this.deps.tests.passedTests(applicantId),
    ]);
    if (!row) return undefined;
    const positions = row.positions ?? [];
    return {
      skills: row.skills ?? [],
      professionIds: positions.flatMap((position) => position.professionId ?? []),
      positionNames: [
        ...positions.map((position) => position.name),
        ...(row.preferredPosition ? [row.preferredPosition] : []),
      ],
      areaId: row.areaId,
      preferredIncome: row.preferredIncome ?? null,
      passedTests,
    };
  }

  /** The cards of `ids` as the viewer sees them, by id. */
  async #cards(
    ids: readonly string[],
    viewerApplicantId: string | null,
  ): Promise<Map<string, VacancyCardDto>> {
    const rows = await queries.cardRows(this.deps.db, ids, viewerApplicantId, this.deps.now());
    const cards = await this.deps.cards.cards(rows, { applicantId: viewerApplicantId });
    return new Map(cards.map((card) => [card.id, card]));
  }
}
