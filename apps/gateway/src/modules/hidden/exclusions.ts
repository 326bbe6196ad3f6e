import { type SQL, sql } from "drizzle-orm";
import { vacancies } from "../vacancy/tables";
import { hiddenCompanies, hiddenVacancies, hiddenWords } from "./tables";

/**
 * The condition that keeps out of the list what the applicant hid (issue 26): the vacancies,
 * every vacancy of the hidden companies, and those whose title contains an excluded word
 * (case-insensitively; the words are stored lower-cased). Three anti-joins on primary keys that
 * lead with the applicant, so each listed row costs three index probes, and the list's keyset
 * walk still stops at a full page.
 */
export function notHiddenFor(applicantId: string): SQL {
  return sql`not exists (select 1 from ${hiddenVacancies} where ${hiddenVacancies.applicantId} = ${applicantId}::uuid and ${hiddenVacancies.vacancyId} = ${vacancies.id})
    and not exists (select 1 from ${hiddenCompanies} where ${hiddenCompanies.applicantId} = ${applicantId}::uuid and ${hiddenCompanies.companyId} = ${vacancies.companyId})
    and not exists (select 1 from ${hiddenWords}, unnest(${hiddenWords.words}) as word where ${hiddenWords.applicantId} = ${applicantId}::uuid and strpos(lower(${vacancies.title}), word) > 0)`;
}
