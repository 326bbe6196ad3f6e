import { timestamp } from "drizzle-orm/pg-core";

/** A point in time: `timestamptz`, read as a JS `Date`. Every table stores instants this way. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a canonical UUID: anything else can never name a row, so it is refused before SQL. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
