import type { ApiClient } from "@rabota/api-client";
import { createSalaryPageStore, type ServedSalaries, servedSalariesOf } from "@rabota/features/salaries";
import { matchPath } from "react-router";
import { paths } from "../config/paths";

/**
 * A salary page's data (issue 45), loaded the way its store loads it in the browser; null for
 * another address, or when the gateway refused (the browser then shows what failed).
 */
export async function servedSalaries(url: URL, client: ApiClient): Promise<ServedSalaries | null> {
  const match = matchPath(paths.salaries.path, url.pathname);
  if (!match?.params.professionId) return null;
  const { professionId, areaId } = match.params;
  const store = createSalaryPageStore({ api: client.salaries });
  await store.getState().actions.load({ professionId, ...(areaId ? { areaId } : {}) });
  return servedSalariesOf(store.getState());
}
