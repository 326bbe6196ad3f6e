import * as assessmentTables from "../../modules/assessments/tables";
import * as authTables from "../../modules/auth/tables";
import * as companyTables from "../../modules/company/tables";
import * as employerTables from "../../modules/employer/tables";
import * as fileTables from "../../modules/files/tables";
import * as membershipTables from "../../modules/membership/tables";
import * as profileTables from "../../modules/profile/tables";
import * as vacancyTables from "../../modules/vacancy/tables";
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
  ...membershipTables,
  ...profileTables,
  ...vacancyTables,
  ...mailTables,
  ...assessmentTables,
};

export type Schema = typeof schema;
