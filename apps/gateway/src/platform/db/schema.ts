import * as assessmentTables from "../../modules/assessments/tables";
import * as authTables from "../../modules/auth/tables";
import * as chatTables from "../../modules/chat/tables";
import * as companyTables from "../../modules/company/tables";
import * as employerTables from "../../modules/employer/tables";
import * as fileTables from "../../modules/files/tables";
import * as importTables from "../../modules/import/tables";
import * as membershipTables from "../../modules/membership/tables";
import * as profileTables from "../../modules/profile/tables";
import * as searchTables from "../../modules/searches/tables";
import * as vacancyTables from "../../modules/vacancy/tables";
import * as limitTables from "../limits/tables";
import * as mailTables from "../mail/tables";

/**
 * Every table (and enum) of every module, for the typed Drizzle client: each `tables.ts`
 * exports only those. A new module adds its `tables.ts` here.
 */
export const schema = {
  ...authTables,
  ...companyTables,
  ...employerTables,
  ...fileTables,
  ...importTables,
  ...membershipTables,
  ...profileTables,
  ...vacancyTables,
  ...mailTables,
  ...limitTables,
  ...assessmentTables,
  ...chatTables,
  ...searchTables,
};

export type Schema = typeof schema;
