import type { Queryable } from "../../platform/db/database";
import { saveVerification } from "./queries";

/**
 * The demo company's entry in the registry sandbox (apps/registry-sandbox/data/entities.json,
 * ИНН 7709912345, fictional): the seed records it without asking a registry, since the seed runs
 * before any sandbox is up (and in tests, with none). verification.test.ts checks that the
 * sandbox answers these same facts.
 */
export const DEMO_COMPANY_REGISTRY_ENTRY = {
  inn: "7709912345",
  ogrn: "1197746123453",
  legalName: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "РАБОЧИЕ РЕШЕНИЯ"',
  registeredOn: "2019-03-14",
} as const;

/**
 * Marks the demo company verified by its member, the demo employer, with the statement the
 * route's last step uses (`VerificationService.record`), inside the seed's transaction.
 */
export async function seedDemoVerification(
  tx: Queryable,
  input: { companyId: string; employerId: string; now: Date },
): Promise<void> {
  await saveVerification(tx, {
    companyId: input.companyId,
    ...DEMO_COMPANY_REGISTRY_ENTRY,
    verifiedBy: input.employerId,
    verifiedAt: input.now,
  });
}
