import { isUuid } from "../../db/columns";
import type { Db, Queryable } from "../../platform/db/database";
import {
  blockCompany,
  type CompanyCard,
  findCompany,
  insertCompany,
  lockCompany,
  saveCompanyCard,
  saveCompanyRating,
  searchCompanies,
} from "./queries";

/** The company suggestions of the employer sign-up list at most this many names. */
const SUGGESTION_LIMIT = 20;

/**
 * The companies table's owner: the sign-up suggestions, whether a chosen company exists,
 * founding one, and its card (name, city, logo, description, site).
 */
export class CompanyService {
  constructor(private readonly db: Db) {}

  /** Companies whose name contains `search` (case-insensitive), alphabetically, at most 20. */
  suggest(search?: string) {
    const text = search?.trim();
    return searchCompanies(this.db, text ? text : undefined, SUGGESTION_LIMIT);
  }

  /** Whether `id` names a company (a malformed id names none); `db` may be the caller's transaction. */
  async exists(id: string, db: Queryable = this.db): Promise<boolean> {
    return isUuid(id) && (await findCompany(db, id)) !== undefined;
  }

  /** Founds a company inside the caller's transaction (an employer's sign-up); returns its id. */
  async found(tx: Queryable, companyName: string, now: Date): Promise<string> {
    return (await insertCompany(tx, companyName, now)).id;
  }

  /** The company's id and name, or undefined (a malformed id names none). */
  async find(id: string) {
    return isUuid(id) ? findCompany(this.db, id) : undefined;
  }

  /** Locks the company's row for a card save (inside the caller's transaction); its logo and name. */
  lockCard(tx: Queryable, id: string) {
    return lockCompany(tx, id);
  }

  /** Replaces the card inside the caller's transaction. */
  saveCard(tx: Queryable, id: string, card: CompanyCard, now: Date) {
    return saveCompanyCard(tx, id, card, now);
  }

  /**
   * Stores the mean and count of the company's published reviews (issue 42) inside the caller's
   * transaction: the reviews module computes them, every vacancy card reads them.
   */
  saveRating(tx: Queryable, id: string, rating: number | null, count: number) {
    return saveCompanyRating(tx, id, rating, count);
  }

  /** A moderator's block (issue 42), inside the caller's transaction: the company leaves the site. */
  block(tx: Queryable, id: string, now: Date) {
    return blockCompany(tx, id, now);
  }
}
