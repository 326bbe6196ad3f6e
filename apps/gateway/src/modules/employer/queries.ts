import { eq } from "drizzle-orm";
import { users } from "../../db/tables/auth";
import { companies, companyProfiles } from "../../db/tables/company";
import { employerContacts, employers } from "../../db/tables/employer";
import { companyMembers } from "../../db/tables/membership";
import type { Queryable } from "../../platform/db/database";
import { firstRow } from "../../platform/db/first-row";

export async function insertEmployer(
  db: Queryable,
  input: { userId: string; companyId: string; position: string; now: Date },
): Promise<string> {
  const [row] = await db
    .insert(employers)
    .values({
      userId: input.userId,
      companyId: input.companyId,
      position: input.position,
      createdAt: input.now,
    })
    .returning({ id: employers.id });
  if (!row) throw new Error("insert into employers returned no row");
  return row.id;
}

/** The company an employer works for, if the employer exists. */
export async function findEmployerCompanyId(db: Queryable, employerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ companyId: employers.companyId })
    .from(employers)
    .where(eq(employers.id, employerId))
    .limit(1);
  return row?.companyId;
}

/** Locks the employer's row for a profile save; its user and company, or undefined. */
export async function lockEmployer(tx: Queryable, employerId: string) {
  return firstRow(
    tx
      .select({ userId: employers.userId, companyId: employers.companyId })
      .from(employers)
      .where(eq(employers.id, employerId))
      .for("update"),
  );
}

/** The contact person's position and phone. */
export async function saveEmployerContact(
  tx: Queryable,
  employerId: string,
  contact: { position: string; phone: string | null },
  now: Date,
) {
  await tx.update(employers).set({ position: contact.position }).where(eq(employers.id, employerId));
  const values = { phone: contact.phone, updatedAt: now };
  await tx
    .insert(employerContacts)
    .values({ employerId, ...values })
    .onConflictDoUpdate({ target: employerContacts.employerId, set: values });
}

/** The employer's contact person and company card, or undefined. */
export async function findEmployerProfile(db: Queryable, employerId: string) {
  const [row] = await db
    .select({
      id: employers.id,
      userId: users.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      position: employers.position,
      phone: employerContacts.phone,
      companyId: companies.id,
      companyName: companies.companyName,
      companyDescription: companyProfiles.description,
      companyWebsite: companyProfiles.website,
      companyCity: companies.city,
      companyLogoFileId: companies.logoFileId,
      companyAccess: companyMembers.status,
    })
    .from(employers)
    .innerJoin(users, eq(users.id, employers.userId))
    .innerJoin(companies, eq(companies.id, employers.companyId))
    .leftJoin(employerContacts, eq(employerContacts.employerId, employers.id))
    .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id))
    .leftJoin(companyMembers, eq(companyMembers.employerId, employers.id))
    .where(eq(employers.id, employerId))
    .limit(1);
  return row;
}

export type EmployerProfileRow = NonNullable<Awaited<ReturnType<typeof findEmployerProfile>>>;
