import { eq } from "drizzle-orm";
import type { Queryable } from "../../platform/db/database";
import { employers } from "./tables";

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
