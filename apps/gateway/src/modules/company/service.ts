import { isUuid } from "../../db/columns";
import type { Db, Queryable } from "../../platform/db/database";
import { findCompany, insertCompany, searchCompanies } from "./queries";

/** The company suggestions of the employer sign-up list at most this many names. */
const SUGGESTION_LIMIT = 20;

/** Every company lookup: the sign-up suggestions, whether a chosen company exists, founding one. */
export class CompanyService {
  constructor(private readonly db: Db) {}

  /** Companies whose name contains `search` (case-insensitive), alphabetically, at most 20. */
  suggest(search?: string) {
    const text = search?.trim();
    return searchCompanies(this.db, text ? text : undefined, SUGGESTION_LIMIT);
  }

  /** Whether `id` names a company (a malformed id names none). */
  async exists(id: string): Promise<boolean> {
    return isUuid(id) && (await findCompany(this.db, id)) !== undefined;
  }

  /** Founds a company inside the caller's transaction (an employer's sign-up); returns its id. */
  async found(tx: Queryable, companyName: string, now: Date): Promise<string> {
    return (await insertCompany(tx, companyName, now)).id;
  }
}
