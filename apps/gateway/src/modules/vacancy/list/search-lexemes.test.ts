import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { searchLexemes } from "../../../db/tables/vacancy";
import { testDatabases } from "../../../testing/databases";
import { createTestGateway } from "../../../testing/gateway";
import { insertCompany } from "../../company/queries";

describe.each(testDatabases())("the lexeme shares at a start on $name", (kind) => {
  it("are written soon after a start that finds active vacancies without them", async () => {
    const gateway = await createTestGateway(kind, {
      env: { JOBS: "true" },
      // Vacancies there before the start, without shares: as after a bulk load.
      prepare: async ({ db }) => {
        const company = await insertCompany(db, "Курьерская служба", new Date());
        await db.execute(sql`
          insert into vacancies (company_id, title, search_text, created_at, updated_at)
          select ${company.id}::uuid, 'Курьер ' || g, 'Курьер ' || g, now(), now() from generate_series(1, 20) as g
        `);
      },
    });
    try {
      await expect
        .poll(async () => (await gateway.database.db.select().from(searchLexemes)).map((row) => row.lexeme), {
          timeout: 60_000,
          interval: 250,
        })
        .toContain("курьер");
    } finally {
      await gateway.close();
    }
  });
});
