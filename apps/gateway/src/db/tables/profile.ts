import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgEnum, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { instant } from "../columns";
import { users } from "./auth";
import { storedFiles } from "./files";
import { areas } from "./places";

/** The applicant side of a user; its id is the one in `/v1/profile/{applicantId}`. */
export const applicants = pgTable(
  "applicants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The area's name when the city resolved to one (issue 40), else the text as typed. */
    city: text("city").notNull(),
    /** The place the city names in the dictionary; null for a name it does not know. */
    areaId: text("area_id").references(() => areas.id, { onDelete: "set null" }),
    /** The area and the areas above it (city, region, country): what a filter by place matches. */
    areaPath: text("area_path").array().notNull().default(sql`'{}'::text[]`),
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [index("applicants_area_path_idx").using("gin", table.areaPath)],
);

const applicantRef = (name = "applicant_id") =>
  uuid(name)
    .notNull()
    .references(() => applicants.id, { onDelete: "cascade" });

/** The single-valued profile fields beyond sign-up (one row per applicant, created on first save). */
export const applicantProfiles = pgTable("applicant_profiles", {
  applicantId: uuid("applicant_id")
    .primaryKey()
    .references(() => applicants.id, { onDelete: "cascade" }),
  avatarFileId: uuid("avatar_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
  aboutMyself: text("about_myself"),
  preferredPosition: text("preferred_position"),
  /** Set by the gateway when it records a completed characteristics test, never by the applicant. */
  testDone: boolean("test_done").notNull().default(false),
  /** «Показывать работодателям результаты теста характеристик»: off unless the applicant turns it on. */
  showCharacteristicsToEmployers: boolean("show_characteristics_to_employers").notNull().default(false),
  phoneNumber: text("phone_number"),
  website: text("website"),
  additionalContact: text("additional_contact"),
  preferredIncome: integer("preferred_income"),
  updatedAt: instant("updated_at").notNull(),
});

/** Education entries, in the order the applicant gave them. */
export const applicantEducations = pgTable(
  "applicant_educations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicantId: applicantRef(),
    ordinal: integer("ordinal").notNull(),
    institution: text("institution").notNull(),
    faculty: text("faculty"),
    specialty: text("specialty"),
    startYear: integer("start_year"),
    endYear: integer("end_year"),
  },
  (table) => [index("applicant_educations_applicant_idx").on(table.applicantId, table.ordinal)],
);

/** Work experience entries; months as `YYYY-MM`, `endDate` null while still working there. */
export const applicantExperiences = pgTable(
  "applicant_experiences",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicantId: applicantRef(),
    ordinal: integer("ordinal").notNull(),
    company: text("company").notNull(),
    position: text("position").notNull(),
    startDate: text("start_date").notNull(),
    endDate: text("end_date"),
    description: text("description"),
  },
  (table) => [index("applicant_experiences_applicant_idx").on(table.applicantId, table.ordinal)],
);

/** Skills, one row each (also the usage counts that rank suggestions). */
export const applicantSkills = pgTable(
  "applicant_skills",
  {
    applicantId: applicantRef(),
    name: text("name").notNull(),
    ordinal: integer("ordinal").notNull(),
  },
  (table) => [primaryKey({ columns: [table.applicantId, table.name] })],
);

/** Personal qualities, one row each. */
export const applicantQualities = pgTable(
  "applicant_qualities",
  {
    applicantId: applicantRef(),
    name: text("name").notNull(),
    ordinal: integer("ordinal").notNull(),
  },
  (table) => [primaryKey({ columns: [table.applicantId, table.name] })],
);

export const goalKind = pgEnum("goal_kind", ["position", "business_field", "additional"]);

/** The three goal lists (positions, business fields, additional goals) in one table. */
export const applicantGoalEntries = pgTable(
  "applicant_goal_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicantId: applicantRef(),
    kind: goalKind("kind").notNull(),
    ordinal: integer("ordinal").notNull(),
    name: text("name").notNull(),
    /** A wanted position's profession (issue 45: hh.ru's role, picked or its name's); null on other goals. */
    professionId: text("profession_id"),
  },
  (table) => [index("applicant_goal_entries_applicant_idx").on(table.applicantId, table.kind, table.ordinal)],
);
