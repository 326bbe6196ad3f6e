import type { Db } from "../../platform/db/database";
import type { Mailer } from "../../platform/mail/mailer";
import { unansweredResponseMail, vacancyExpiringMail } from "../../platform/mail/messages";
import { vacancyLifetime } from "../vacancy";
import * as queries from "./queries";
import { expireDays } from "./response-rate";

export interface VacancySweepsDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  /** A response with no answer this long after it was made is «Работодатель не ответил». */
  responseStaleAfterMs: number;
  /** How long a vacancy published here stays on the list before it is archived. */
  vacancyLifetimeMs: number;
  /** The company's active members (name and mail), told a vacancy is about to be taken off. */
  activeMembersOf: (companyId: string) => Promise<{ name: string; email: string }[]>;
  /** The address of a vacancy's page, for the mails' links. */
  vacancyUrl: (vacancyId: string) => string;
  /** Told when vacancies were archived (the list's memoised totals are stale). */
  onArchived: () => void;
}

/** Rows each statement of a sweep claims. */
const BATCH = 200;

/**
 * The background sweeps of issue 25 (one pg-boss cron job, `RESPONSE_SWEEP_CRON`): unanswered
 * responses become «Работодатель не ответил», vacancies at the end of their lifetime warn their
 * company first and are then archived, and the response rate lets go of the days its window
 * left. Every row is claimed (`FOR UPDATE SKIP LOCKED`, the condition re-checked) before its
 * mail, so two sweeps at once never mail twice; a crash between claim and mail loses that mail
 * rather than repeating it.
 */
export class VacancySweeps {
  constructor(private readonly deps: VacancySweepsDeps) {}

  /** Every sweep; resolves to what each did. */
  async run(): Promise<{ warned: number; archived: number; unanswered: number; expiredDays: number }> {
    const warned = await this.warnExpiring();
    const archived = await this.archiveExpired();
    const unanswered = await this.markUnanswered();
    // The response rate's counts of the days its window has left behind.
    const expiredDays = await this.deps.db.transaction((tx) => expireDays(tx, this.deps.now()));
    return { warned, archived, unanswered, expiredDays };
  }

  /**
   * Responses made `responseStaleAfterMs` ago (or to the given vacancies, any age) and neither
   * invited nor rejected become «Работодатель не ответил»; each applicant is mailed once.
   */
  async markUnanswered(vacancyIds?: readonly string[]): Promise<number> {
    let marked = 0;
    for (;;) {
      const now = this.deps.now();
      const claimed = await queries.markUnanswered(this.deps.db, {
        staleBefore: vacancyIds ? now : new Date(now.getTime() - this.deps.responseStaleAfterMs),
        now,
        limit: BATCH,
        ...(vacancyIds ? { vacancyIds } : {}),
      });
      for (const response of claimed)
        await this.deps.mailer.send(unansweredResponseMail(response.email, response));
      marked += claimed.length;
      if (claimed.length < BATCH) return marked;
    }
  }

  /**
   * The company's active members are told once per lifetime that a vacancy leaves the list
   * soon, with the link to prolong it: three days before at the default 30-day lifetime (a
   * tenth of it, whatever it is).
   */
  async warnExpiring(): Promise<number> {
    const { vacancyLifetimeMs: lifetime } = this.deps;
    let warned = 0;
    for (;;) {
      const now = this.deps.now();
      const claimed = await vacancyLifetime.claimExpiryWarnings(this.deps.db, {
        publishedBefore: new Date(now.getTime() - lifetime + lifetime / 10),
        now,
        limit: BATCH,
      });
      for (const vacancy of claimed) {
        const endsAt = new Date((vacancy.publishedAt as Date).getTime() + lifetime);
        for (const member of await this.deps.activeMembersOf(vacancy.companyId)) {
          await this.deps.mailer.send(
            vacancyExpiringMail(member.email, {
              name: member.name,
              title: vacancy.title,
              endsAt,
              url: this.deps.vacancyUrl(vacancy.id),
            }),
          );
        }
      }
      warned += claimed.length;
      if (claimed.length < BATCH) return warned;
    }
  }

  /** Vacancies whose lifetime is over are archived, their unanswered responses marked so. */
  async archiveExpired(): Promise<number> {
    let archived = 0;
    for (;;) {
      const now = this.deps.now();
      const ids = await vacancyLifetime.archiveExpired(this.deps.db, {
        publishedBefore: new Date(now.getTime() - this.deps.vacancyLifetimeMs),
        now,
        limit: BATCH,
      });
      if (ids.length > 0) {
        this.deps.onArchived();
        await this.markUnanswered(ids);
      }
      archived += ids.length;
      if (ids.length < BATCH) return archived;
    }
  }
}
