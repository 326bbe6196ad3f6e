import { index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { instant } from "../columns";

/** A moderator (issue 42) is never made by sign-up: only by the server's command (`pnpm moderator`). */
export const userRole = pgEnum("user_role", ["applicant", "employer", "moderator"]);
export const codePurpose = pgEnum("code_purpose", ["signup", "reset"]);

/**
 * One account per email; the role is fixed at sign-up (an email belongs to one role only). A
 * deleted account stays as an anonymous row (`deleted_at` set, decision record 018) so what
 * others keep (responses, chats) still points somewhere: its email becomes an undeliverable
 * placeholder, freeing the address for a new account.
 */
export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Stored lower-cased, so uniqueness ignores case. */
  email: text("email").notNull().unique(),
  role: userRole("role").notNull(),
  passwordHash: text("password_hash").notNull(),
  name: text("name").notNull(),
  surname: text("surname").notNull(),
  /**
   * The version of the personal-data consent the person accepted (`PERSONAL_DATA_CONSENT_VERSION`),
   * and when: at sign-up, or later in the app. Both null for an account made through the API
   * without one until it gives it.
   */
  consentVersion: text("consent_version"),
  consentAcceptedAt: instant("consent_accepted_at"),
  createdAt: instant("created_at").notNull(),
  updatedAt: instant("updated_at").notNull(),
  /** When the account was deleted (its personal data erased); null while it lives. */
  deletedAt: instant("deleted_at"),
  /** When a moderator banned the account (issue 42): it cannot sign in or refresh a session. */
  bannedAt: instant("banned_at"),
});

/** The live code of one email and purpose; a new send replaces it. Only a hash is kept. */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    purpose: codePurpose("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: instant("expires_at").notNull(),
    tries: integer("tries").notNull().default(0),
    sentAt: instant("sent_at").notNull(),
    verifiedAt: instant("verified_at"),
  },
  (table) => [uniqueIndex("verification_codes_email_purpose_idx").on(table.email, table.purpose)],
);

/**
 * Refresh tokens, stored as hashes. Each rotation marks the old row rotated and adds a new row
 * of the same family; presenting a rotated token again revokes the whole family.
 */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    familyId: uuid("family_id").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: instant("created_at").notNull(),
    expiresAt: instant("expires_at").notNull(),
    rotatedAt: instant("rotated_at"),
    revokedAt: instant("revoked_at"),
  },
  (table) => [
    index("refresh_tokens_family_idx").on(table.familyId),
    // The revocation list loads the sessions revoked in the last access-token lifetime at start.
    index("refresh_tokens_revoked_at_idx").on(table.revokedAt),
  ],
);

/**
 * Wrong passwords per account (sign-in throttling, README): how many in a row, the last one,
 * and until when sign-in is refused. Kept apart from `users`, whose rows only the owner changes.
 */
export const loginFailures = pgTable("login_failures", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  failures: integer("failures").notNull(),
  lastFailedAt: instant("last_failed_at").notNull(),
  lockedUntil: instant("locked_until"),
});
