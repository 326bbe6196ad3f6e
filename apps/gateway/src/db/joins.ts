import { eq } from "drizzle-orm";
import type { AnyPgColumn, PgSelect } from "drizzle-orm/pg-core";
import { users } from "./tables/auth";
import { companies } from "./tables/company";
import { applicants } from "./tables/profile";
import { vacancies } from "./tables/vacancy";

// The joins many modules' reads share, named once (CONTRIBUTING.md, Small parts). Each takes a
// dynamic select (`.$dynamic()`) and the column that names the row to join from.

/** The vacancy a row names, and the vacancy's company. */
export function joinVacancyAndCompany<T extends PgSelect>(query: T, vacancyId: AnyPgColumn) {
  return query
    .innerJoin(vacancies, eq(vacancies.id, vacancyId))
    .innerJoin(companies, eq(companies.id, vacancies.companyId));
}

/** The applicant a row names, and the applicant's user (name, e-mail). */
export function joinApplicantAndUser<T extends PgSelect>(query: T, applicantId: AnyPgColumn) {
  return query
    .innerJoin(applicants, eq(applicants.id, applicantId))
    .innerJoin(users, eq(users.id, applicants.userId));
}
