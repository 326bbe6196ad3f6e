import { eq } from "drizzle-orm";
import type { Queryable } from "../auth/queries";
import { applicants, companies, employers, users } from "../auth/tables";

/** The applicant's profile fields known so far (issue 5 adds the rest), or undefined. */
export async function findApplicantProfile(db: Queryable, applicantId: string) {
  const [row] = await db
    .select({
      id: applicants.id,
      email: users.email,
      name: users.name,
      surname: users.surname,
      city: applicants.city,
      dateOfBirth: applicants.dateOfBirth,
    })
    .from(applicants)
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(eq(applicants.id, applicantId))
    .limit(1);
  return row;
}

/** The employer's contact person and company, or undefined. */
export async function findEmployerProfile(db: Queryable, employerId: string) {
  const [row] = await db
    .select({
      id: employers.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      position: employers.position,
      companyId: companies.id,
      companyName: companies.companyName,
    })
    .from(employers)
    .innerJoin(users, eq(users.id, employers.userId))
    .innerJoin(companies, eq(companies.id, employers.companyId))
    .where(eq(employers.id, employerId))
    .limit(1);
  return row;
}

export type EmployerProfileRow = NonNullable<Awaited<ReturnType<typeof findEmployerProfile>>>;
