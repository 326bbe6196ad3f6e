import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { storedFiles } from "../files/tables";

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const userRole = pgEnum("user_role", ["applicant", "employer"]);
export const codePurpose = pgEnum("code_purpose", ["signup", "reset"]);

/** One account per email; the role is fixed at sign-up (an email belongs to one role only). */
export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Stored lower-cased, so uniqueness ignores case. */
  email: text("email").notNull().unique(),
  role: userRole("role").notNull(),
  passwordHash: text("password_hash").notNull(),
  name: text("name").notNull(),
  surname: text("surname").notNull(),
  createdAt: instant("created_at").notNull(),
  updatedAt: instant("updated_at").notNull(),
});

export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyName: text("company_name").notNull(),
    /** The company card on a vacancy (spec §3 "Company on a vacancy"); issue 6 added these. */
    city: text("city"),
    /**
     * The logo's only record. Readers sign an address when they answer: a stored signed address
     * would expire, break with a new signing secret, and could disagree with the profile.
     */
    logoFileId: uuid("logo_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    rating: real("rating"),
    feedbackCount: integer("feedback_count").notNull().default(0),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [index("companies_name_lower_idx").on(sql`lower(${table.companyName})`)],
);

/** The applicant side of a user; its id is the one in `/v1/profile/{applicantId}`. */
export const applicants = pgTable("applicants", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  city: text("city").notNull(),
  dateOfBirth: date("date_of_birth", { mode: "string" }),
  createdAt: instant("created_at").notNull(),
});

/** The employer side of a user; its id is the one in `/v1/profile/employer/{employerId}`. */
export const employers = pgTable(
  "employers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "restrict" }),
    position: text("position").notNull(),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [index("employers_company_idx").on(table.companyId)],
);

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
  (table) => [index("refresh_tokens_family_idx").on(table.familyId)],
);
