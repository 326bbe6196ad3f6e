import type { CandidateFields } from "@rabota/domain/wire/candidates";
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { instant } from "../columns";
import { users } from "./auth";
import { companies } from "./company";
import { storedFiles } from "./files";
import { applicants } from "./profile";
import { vacancies } from "./vacancy";

// The candidates module's tables (issue 44): who may be found, their consents, the search's
// documents, who opened a profile and the requests for contacts.

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const applicantRef = () =>
  uuid("applicant_id")
    .notNull()
    .references(() => applicants.id, { onDelete: "cascade" });

/** An applicant's choice: whether employers may find the profile, what they see, who never does. */
export const candidateVisibility = pgTable("candidate_visibility", {
  applicantId: uuid("applicant_id")
    .primaryKey()
    .references(() => applicants.id, { onDelete: "cascade" }),
  searchable: boolean("searchable").notNull(),
  fields: jsonb("fields").$type<CandidateFields>().notNull(),
  /** Companies that never find or open the profile. */
  hiddenFrom: uuid("hidden_from").array().notNull().default(sql`'{}'::uuid[]`),
  updatedAt: instant("updated_at").notNull(),
});

/**
 * Every consent (152-ФЗ ст. 10.1) an applicant gave or withdrew by changing the visibility:
 * what was allowed, the text's version and when. Kept as a history, never updated.
 */
export const candidateConsents = pgTable(
  "candidate_consents",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    applicantId: applicantRef(),
    searchable: boolean("searchable").notNull(),
    fields: jsonb("fields").$type<CandidateFields>().notNull(),
    version: text("version").notNull(),
    givenAt: instant("given_at").notNull(),
  },
  (table) => [index("candidate_consents_applicant_idx").on(table.applicantId, table.givenAt.desc())],
);

/**
 * The search's document of each searchable applicant, and only of those: a withdrawal deletes
 * the row, so no later search can find them. Rebuilt in the transaction of every profile save
 * and visibility change. `card` is what a card shows, the allowed fields applied (the photo's
 * address is signed at read time from `photo_file_id`); `search_text` holds position, skills,
 * experience (company names only when allowed) and education.
 */
export const candidateDocuments = pgTable(
  "candidate_documents",
  {
    applicantId: uuid("applicant_id")
      .primaryKey()
      .references(() => applicants.id, { onDelete: "cascade" }),
    hiddenFrom: uuid("hidden_from").array().notNull().default(sql`'{}'::uuid[]`),
    card: jsonb("card").$type<Record<string, unknown>>().notNull(),
    photoFileId: uuid("photo_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    searchText: text("search_text").notNull(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('russian'::regconfig, search_text)`,
    ),
    areaPath: text("area_path").array().notNull().default(sql`'{}'::text[]`),
    experience: text("experience").notNull(),
    preferredIncome: integer("preferred_income"),
    /** Skills folded (lower case, ё as е), for the every-listed-skill filter. */
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    updatedAt: instant("updated_at").notNull(),
  },
  (table) => [
    index("candidate_documents_updated_idx").on(table.updatedAt.desc(), table.applicantId.desc()),
    index("candidate_documents_search_idx").using("gin", table.searchVector),
    index("candidate_documents_area_idx").using("gin", table.areaPath),
    index("candidate_documents_skills_idx").using("gin", table.skills),
  ],
);

/** Each time a company's member opened a found profile (the member is never shown to the applicant). */
export const candidateViews = pgTable(
  "candidate_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    applicantId: applicantRef(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    memberUserId: uuid("member_user_id").references(() => users.id, { onDelete: "set null" }),
    viewedAt: instant("viewed_at").notNull(),
  },
  (table) => [
    index("candidate_views_applicant_idx").on(table.applicantId, table.viewedAt.desc()),
    index("candidate_views_company_idx").on(table.companyId),
  ],
);

export const contactRequestStatus = pgEnum("contact_request_status", ["pending", "accepted", "declined"]);

/**
 * A company's request for an applicant's contacts; the contacts reach the company only once the
 * applicant accepts. At most one open (pending or accepted) request per company and applicant.
 */
export const contactRequests = pgTable(
  "contact_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicantId: applicantRef(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    memberUserId: uuid("member_user_id").references(() => users.id, { onDelete: "set null" }),
    vacancyId: uuid("vacancy_id").references(() => vacancies.id, { onDelete: "set null" }),
    message: text("message").notNull(),
    status: contactRequestStatus("status").notNull().default("pending"),
    createdAt: instant("created_at").notNull(),
    decidedAt: instant("decided_at"),
  },
  (table) => [
    index("contact_requests_applicant_idx").on(table.applicantId, table.createdAt.desc()),
    index("contact_requests_company_idx").on(table.companyId, table.applicantId, table.createdAt.desc()),
    uniqueIndex("contact_requests_open_idx")
      .on(table.companyId, table.applicantId)
      .where(sql`${table.status} <> 'declined'`),
  ],
);
