import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { instant } from "../columns";
import { companies } from "./company";
import { areas } from "./places";
import { applicants } from "./profile";

/** PostgreSQL's full-text document type (drizzle has no built-in column for it). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const experience = pgEnum("experience", [
  "EXPERIENCE_UNSPECIFIED",
  "EXPERIENCE_WITHOUT",
  "EXPERIENCE_1_TO_3_YEARS",
  "EXPERIENCE_3_TO_6_YEARS",
  "EXPERIENCE_6_YEARS",
]);
export const workingSchedule = pgEnum("working_schedule", [
  "WORKING_SCHEDULE_UNSPECIFIED",
  "WORKING_SCHEDULE_FULL_TIME",
  "WORKING_SCHEDULE_PART_TIME",
  "WORKING_SCHEDULE_INTERNSHIP",
]);
export const officeType = pgEnum("office_type", [
  "OFFICE_TYPE_UNSPECIFIED",
  "OFFICE_TYPE_REMOTE",
  "OFFICE_TYPE_HYBRID",
  "OFFICE_TYPE_OFFICE",
]);
export const vacancyStatus = pgEnum("vacancy_status", [
  "VACANCY_STATUS_ACTIVE",
  "VACANCY_STATUS_ARCHIVED",
  "VACANCY_STATUS_DRAFT",
  // Hidden by complaints until a moderator decides (issue 42); the wire never carries it: the
  // company sees its vacancy as active with «На проверке», everyone else not at all.
  "VACANCY_STATUS_HELD",
]);

/**
 * Vacancies. The list pages by keyset over (created_at desc, id desc), so the indexes lead
 * with the equality filters and end with that order. `search_text` is the document of the
 * Russian full-text search (title, company, skills, description), assembled on write because
 * a generated column cannot read the company row; `search_vector` is its stored tsvector
 * with the GIN index.
 */
export const vacancies = pgTable(
  "vacancies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    workingExperience: experience("working_experience").notNull().default("EXPERIENCE_UNSPECIFIED"),
    workingSchedule: workingSchedule("working_schedule").notNull().default("WORKING_SCHEDULE_UNSPECIFIED"),
    officeType: officeType("office_type").notNull().default("OFFICE_TYPE_UNSPECIFIED"),
    /**
     * The place's name as the spec's `city` reads it: the area's name when `area_id` is set
     * (written with it), else the free text of a vacancy from before the places (issue 40).
     */
    city: text("city"),
    /** The vacancy's place in the dictionary (hh.ru's id); null for none or a city not resolved. */
    areaId: text("area_id").references(() => areas.id, { onDelete: "set null" }),
    /**
     * The area and every area above it (city, region, country), written with `area_id` from the
     * dictionary's tree: the filter by a region or a country is an overlap on the GIN index.
     */
    areaPath: text("area_path").array().notNull().default(sql`'{}'::text[]`),
    addressStreet: text("address_street"),
    addressBuilding: text("address_building"),
    /** Up to three metro stations of the area's city (hh.ru's ids, `line.station`), in the employer's order. */
    metroStationIds: text("metro_station_ids").array().notNull().default(sql`'{}'::text[]`),
    requirements: text("requirements"),
    objectives: text("objectives"),
    offerings: text("offerings"),
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    qualities: text("qualities").array().notNull().default(sql`'{}'::text[]`),
    positions: text("positions").array().notNull().default(sql`'{}'::text[]`),
    /**
     * hh.ru's professional role the vacancy is of (issue 45; the professions' dictionary is in
     * the gateway's memory, not a table): picked in the editor, else its title's, else none.
     */
    professionId: text("profession_id"),
    salaryFrom: integer("salary_from"),
    salaryTo: integer("salary_to"),
    salaryCurrency: text("salary_currency"),
    salaryGross: boolean("salary_gross"),
    status: vacancyStatus("status").notNull().default("VACANCY_STATUS_ACTIVE"),
    views: integer("views").notNull().default(0),
    /** The catalogue test the vacancy asks its applicants to take (`SKILL_SQL`, …), if any. */
    testName: text("test_name"),
    searchText: text("search_text").notNull().default(""),
    /**
     * The Russian full-text document, stored: a recheck (a lossy bitmap on a common word)
     * reads it instead of re-running the stemmer over every candidate row.
     */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('russian'::regconfig, search_text)`,
    ),
    /**
     * Where an imported vacancy came from (`hh`) and its id there, with the source's raw JSON
     * (to map it again later); null for vacancies made here. One row per (company, source, id):
     * importing again updates it.
     */
    source: text("source"),
    externalId: text("external_id"),
    sourceData: jsonb("source_data"),
    /**
     * When its company last edited an imported vacancy here (null: never, or not imported). A
     * later import leaves such a vacancy as the employer wrote it (decision record 013).
     */
    editedAt: instant("edited_at"),
    /**
     * When it was last published or prolonged here: its lifetime (`VACANCY_LIFETIME_MS`) runs
     * from then. Null for one never published here (imported, demo), which has no lifetime.
     */
    publishedAt: instant("published_at"),
    /** When its company was told it is about to be taken off (once per lifetime). */
    expiryWarnedAt: instant("expiry_warned_at"),
    /** Why moderators hold or removed it (issue 42), for its company: the reasons or the decision's note. */
    moderationNote: text("moderation_note"),
    /** When a moderator removed it for good: archived, and its company cannot publish it again. */
    removedAt: instant("removed_at"),
    createdAt: instant("created_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
  },
  (table) => [
    uniqueIndex("vacancies_source_idx").on(table.companyId, table.source, table.externalId),
    index("vacancies_status_order_idx").on(table.status, table.createdAt.desc(), table.id.desc()),
    index("vacancies_company_order_idx").on(table.companyId, table.createdAt.desc(), table.id.desc()),
    index("vacancies_city_idx").on(table.city),
    // The salary statistics' refresh reads what changed since its last run (issue 45).
    index("vacancies_updated_idx").on(table.updatedAt),
    index("vacancies_area_path_idx").using("gin", table.areaPath),
    index("vacancies_metro_idx").using("gin", table.metroStationIds),
    index("vacancies_skills_idx").using("gin", table.skills),
    index("vacancies_search_idx").using("gin", table.searchVector),
    // The lifetime sweep reads the active vacancies published here, oldest first.
    index("vacancies_lifetime_idx")
      .on(table.publishedAt)
      .where(sql`${table.status} = 'VACANCY_STATUS_ACTIVE' and ${table.publishedAt} is not null`),
    // The sitemap's pages are ranges of ids of active vacancies, read with their last change
    // from the index alone (decision record 021).
    index("vacancies_sitemap_idx")
      .on(table.id, table.updatedAt)
      .where(sql`${table.status} = 'VACANCY_STATUS_ACTIVE'`),
  ],
);

/**
 * The lexemes of the active vacancies' search documents that are not rare, each with the
 * share of active vacancies holding it: a search reads the shares of its words to choose its
 * plan (decision record 021). Rewritten whole by a job; a lexeme missing here is rare.
 */
export const searchLexemes = pgTable("search_lexemes", {
  lexeme: text("lexeme").primaryKey(),
  share: real("share").notNull(),
});

/**
 * Vacancies that were deleted: the id stays so a crawler asking for the page learns it is
 * gone for good (410), not merely unknown (404). No foreign key: the vacancy row is gone.
 */
export const deletedVacancies = pgTable("deleted_vacancies", {
  id: uuid("id").primaryKey(),
  deletedAt: instant("deleted_at").notNull(),
});

/** The (applicant, vacancy) pair likes, views, responses and hidden vacancies key on; deleting either deletes the row. */
export const applicantAndVacancy = () => ({
  applicantId: uuid("applicant_id")
    .notNull()
    .references(() => applicants.id, { onDelete: "cascade" }),
  vacancyId: uuid("vacancy_id")
    .notNull()
    .references(() => vacancies.id, { onDelete: "cascade" }),
});

/** An applicant's favourites. */
export const vacancyLikes = pgTable(
  "vacancy_likes",
  {
    ...applicantAndVacancy(),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.applicantId, table.vacancyId] }),
    index("vacancy_likes_applicant_idx").on(table.applicantId, table.createdAt.desc()),
    index("vacancy_likes_vacancy_idx").on(table.vacancyId),
  ],
);

/** The last time an applicant opened a vacancy (the viewed history filters by it). */
export const vacancyViews = pgTable(
  "vacancy_views",
  {
    ...applicantAndVacancy(),
    viewedAt: instant("viewed_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.applicantId, table.vacancyId] }),
    index("vacancy_views_applicant_idx").on(table.applicantId, table.viewedAt.desc()),
    index("vacancy_views_vacancy_idx").on(table.vacancyId),
  ],
);

/**
 * The days an applicant opened a vacancy (Moscow days): a vacancy's `views` counts these rows,
 * so one applicant counts once a day however often they look.
 */
export const vacancyViewDays = pgTable(
  "vacancy_view_days",
  {
    ...applicantAndVacancy(),
    day: date("day", { mode: "string" }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.vacancyId, table.applicantId, table.day] }),
    // An applicant's deletion cascades here.
    index("vacancy_view_days_applicant_idx").on(table.applicantId),
  ],
);
