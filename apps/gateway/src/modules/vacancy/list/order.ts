import { type SQL, sql } from "drizzle-orm";
import { vacancies } from "../../../db/tables/vacancy";
import type { Value } from "../rows";

/** Where a page ends: the (created_at, id) of its last vacancy. */
export interface PageCursor {
  createdAt: Date;
  id: string;
}

/** After the page that ended at `cursor`, in the list's order (a prepared statement's parameters). */
export function afterCursor(cursor: { createdAt: Value<string>; id: Value<string> }): SQL {
  return sql`(${vacancies.createdAt}, ${vacancies.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
}

/** Newest first, matching the indexes' order exactly (drizzle-kit writes DESC NULLS LAST). */
export const NEWEST_FIRST = [
  sql`${vacancies.createdAt} desc nulls last`,
  sql`${vacancies.id} desc nulls last`,
];
