import type { Queryable } from "../../platform/db/database";
import { insertSearch, type SearchFields } from "./queries";

/**
 * The demo applicant's saved searches: one by a region and one by words in a city (issue 40),
 * so «Сохранённые поиски» shows at once how a search names its places.
 */
const DEMO_SEARCHES: readonly SearchFields[] = [
  { name: "Работа в Тульской области", filter: { areaId: ["1913"] }, alert: "DAILY" },
  { name: "Разработчик в Москве", filter: { search: "разработчик", areaId: ["1"] }, alert: "OFF" },
];

export async function seedDemoSearches(tx: Queryable, applicantId: string, now: Date): Promise<void> {
  for (const search of DEMO_SEARCHES) await insertSearch(tx, { ...search, applicantId, now });
}
