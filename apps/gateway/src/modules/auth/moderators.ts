import { PERSONAL_DATA_CONSENT_VERSION } from "@rabota/domain/constants";
import { eq } from "drizzle-orm";
import { users } from "../../db/tables/auth";
import type { Queryable } from "../../platform/db/database";
import { firstRow } from "../../platform/db/first-row";
import { normalizeEmail } from "./codes";
import { insertUser } from "./queries";

/**
 * A moderator's account (issue 42). Never made by sign-up: only the server's command
 * (`pnpm --filter @rabota/gateway moderator`) and the demo seed call this. The consent is
 * recorded as given: the command's operator makes the account for a colleague who accepted it.
 * Returns the account's id, and whether it was made now (an existing moderator is left as it is;
 * an address of an applicant or an employer is refused).
 */
export async function createModeratorAccount(
  db: Queryable,
  input: { email: string; name: string; surname: string; passwordHash: string; now: Date },
): Promise<{ userId: string; created: boolean }> {
  const email = normalizeEmail(input.email);
  const existing = await firstRow(
    db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email)),
  );
  if (existing) {
    if (existing.role !== "moderator")
      throw new Error(`${email} is an ${existing.role}'s account, not a moderator's`);
    return { userId: existing.id, created: false };
  }
  const userId = await insertUser(db, {
    email,
    role: "moderator",
    passwordHash: input.passwordHash,
    name: input.name,
    surname: input.surname,
    consentVersion: PERSONAL_DATA_CONSENT_VERSION,
    now: input.now,
  });
  return { userId, created: true };
}
