import type { Db } from "../../platform/db/database";
import type { Mailer } from "../../platform/mail/mailer";
import type { VacancyListing } from "../vacancy";
import { type AlertKind, searchAlertMail } from "./mails";
import * as queries from "./queries";
import type { UnsubscribeLinks } from "./unsubscribe-links";

export interface SearchAlertsDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  vacancies: Pick<VacancyListing, "list">;
  links: UnsubscribeLinks;
  /** The list page with a search's filters, and a vacancy's page (absolute, for the mail). */
  listUrl: (filter: queries.SavedSearchRow["filter"]) => string;
  vacancyUrl: (vacancyId: string) => string;
}

/** Searches read per statement of a run. */
const BATCH = 100;
/** Vacancies one mail lists at most (the rest are on the list it links to). */
const ALERT_MAIL_MAX_VACANCIES = 20;
/**
 * How far before the last run's time a run looks again: a publication stamped before that run
 * but committed after it read the list is still found. The delivery keys drop what was sent.
 */
const LOOK_BACK_MS = 60 * 60 * 1000;

/**
 * The alerts of saved searches (issue 26). A run takes every search of one kind («Сразу» every
 * few minutes, «Раз в день» once a day), asks the vacancy list — its own query, as the
 * applicant — for the vacancies published since the search last looked, claims a delivery key
 * (search, vacancy) for each in the database, and mails only the vacancies whose key this run
 * inserted. A vacancy is thus mailed at most once per search, whatever else runs at the same
 * time, retries or is edited. The claim is committed before the mail is sent: a crash between
 * the two loses that mail rather than repeating it (at-most-once, docs/decisions/).
 */
export class SearchAlerts {
  constructor(private readonly deps: SearchAlertsDeps) {}

  /** One run over every search with alert `kind`; resolves to the mails and vacancies sent. */
  async run(kind: AlertKind): Promise<{ searches: number; mails: number; vacancies: number }> {
    const startedAt = this.deps.now();
    const totals = { searches: 0, mails: 0, vacancies: 0 };
    let afterId: string | null = null;
    for (;;) {
      const batch = await queries.alertBatch(this.deps.db, kind, afterId, BATCH);
      for (const search of batch) {
        const sent = await this.#alert(kind, search, startedAt);
        totals.searches += 1;
        if (sent > 0) {
          totals.mails += 1;
          totals.vacancies += sent;
        }
      }
      afterId = batch.at(-1)?.id ?? afterId;
      if (batch.length < BATCH) return totals;
    }
  }

  /** Mails the search's unannounced vacancies; how many it mailed (0: no mail). */
  async #alert(kind: AlertKind, search: queries.AlertSearchRow, startedAt: Date): Promise<number> {
    const { db } = this.deps;
    // From the last run (a little before it), but never before the alert was switched on.
    const since = new Date(
      Math.max(search.alertSince.getTime(), (search.alertedThrough?.getTime() ?? 0) - LOOK_BACK_MS),
    );
    const { vacancies } = await this.deps.vacancies.list({
      filters: search.filter,
      pageSize: ALERT_MAIL_MAX_VACANCIES,
      pageToken: undefined,
      viewerApplicantId: search.applicantId,
      publishedAfter: since,
    });
    const claimed = await queries.claimDeliveries(db, {
      searchId: search.id,
      vacancyIds: vacancies.map((vacancy) => vacancy.id),
      now: this.deps.now(),
    });
    const fresh = vacancies.filter((vacancy) => claimed.has(vacancy.id));
    if (fresh.length > 0) {
      await this.deps.mailer.send(
        searchAlertMail(search.email, kind, {
          searchName: search.name,
          vacancies: fresh,
          listUrl: this.deps.listUrl(search.filter),
          vacancyUrl: this.deps.vacancyUrl,
          unsubscribeUrl: this.deps.links.url(search.id),
        }),
      );
    }
    await queries.markAlertedThrough(db, search.id, startedAt);
    return fresh.length;
  }
}
