import type { ApiClient } from "@rabota/api-client";
import { createCompanyPageStore, type ServedCompany, servedCompanyOf } from "@rabota/features/companies";
import { matchPath } from "react-router";
import { companiesApiOf } from "../app/feature-apis";
import { paths } from "../config/paths";

/**
 * A company page's data (issue 42), loaded the way its store loads it in the browser (the
 * company, its first active vacancies and reviews, with the visitor's own review and whether
 * they may write one); null for another address, or when the gateway refused (the browser then
 * shows what failed).
 */
export async function servedCompany(url: URL, client: ApiClient): Promise<ServedCompany | null> {
  const match = matchPath(paths.company.path, url.pathname);
  if (!match?.params.companyId) return null;
  const store = createCompanyPageStore({ api: companiesApiOf(client) });
  await store.getState().actions.load(match.params.companyId);
  return servedCompanyOf(store.getState());
}
