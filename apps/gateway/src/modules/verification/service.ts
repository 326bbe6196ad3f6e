import { isValidInn } from "@rabota/domain/validation";
import { type CompanyVerification, VERIFICATION_MESSAGES } from "@rabota/domain/wire/companies";
import type { FastifyBaseLogger } from "fastify";
import { isUuid } from "../../db/columns";
import type { Db, Queryable } from "../../platform/db/database";
import { badRequest, conflict, HttpError } from "../../platform/http/errors";
import { type RegistryProvider, RegistryUnavailableError } from "./provider";
import {
  companyOfInn,
  findVerification,
  isUniqueViolation,
  type NewVerification,
  saveVerification,
  type VerificationRow,
} from "./queries";

/** Seconds a person waits before asking a registry that did not answer again. */
const REGISTRY_RETRY_AFTER_SECONDS = 30;

export interface VerificationServiceDeps {
  db: Db;
  now: () => Date;
  registry: RegistryProvider;
  log: FastifyBaseLogger;
  /** A verification changed what the company's cards say (the badge): the vacancy lists forget their memos. */
  onChanged?: () => void;
}

/**
 * Companies confirmed in the registry of legal entities (issue 42): an active member gives the
 * company's ИНН, the registry answers, an active entity verifies the company. One ИНН verifies
 * one company on Rabota; re-verifying replaces the company's verification.
 */
export class VerificationService {
  constructor(private readonly deps: VerificationServiceDeps) {}

  /**
   * Verifies `companyId` with `inn` on behalf of `employerId` (an active member, checked by the
   * route's guard). 400 «Некорректный ИНН» for wrong check digits (the registry is not asked),
   * 409 when the ИНН verifies another company, 422 for a liquidated or unknown entity, 503 when
   * the registry does not answer; nothing is stored on any refusal.
   */
  async verify(companyId: string, employerId: string, inn: string): Promise<CompanyVerification> {
    // The route's schema checked it already; a caller of the service gets the same rule.
    if (!isValidInn(inn)) {
      throw badRequest(VERIFICATION_MESSAGES.invalidInn, [
        { path: ["inn"], message: VERIFICATION_MESSAGES.invalidInn },
      ]);
    }
    // Asked before the registry: a taken ИНН would be refused whatever the registry says.
    await this.assertFree(this.deps.db, companyId, inn);
    const entry = await this.lookUp(inn);
    if (entry.status === "unknown" || !entry.legalName || !entry.ogrn || !entry.registeredOn) {
      throw new HttpError(422, VERIFICATION_MESSAGES.unknown, "VALIDATION");
    }
    if (entry.status === "liquidated")
      throw new HttpError(422, VERIFICATION_MESSAGES.liquidated, "VALIDATION");
    const row = await this.record(this.deps.db, {
      companyId,
      inn,
      ogrn: entry.ogrn,
      legalName: entry.legalName,
      registeredOn: entry.registeredOn,
      verifiedBy: employerId,
      verifiedAt: this.deps.now(),
    });
    return toCompanyVerification(row);
  }

  /**
   * Stores a verification the registry gave (inside the caller's transaction when `db` is one):
   * the route's last step, and the demo seed's, which records the sandbox's entry of the demo
   * company without a registry running. 409 when the ИНН verifies another company.
   */
  async record(db: Queryable, verification: NewVerification): Promise<VerificationRow> {
    await this.assertFree(db, verification.companyId, verification.inn);
    try {
      const row = await saveVerification(db, verification);
      this.deps.onChanged?.();
      return row;
    } catch (error) {
      // Two companies verifying one ИНН at once: the unique index lets one through.
      if (isUniqueViolation(error)) throw conflict(VERIFICATION_MESSAGES.takenByAnother);
      throw error;
    }
  }

  /** The company's verification as its page shows it, or null (unverified, or no such company). */
  async of(companyId: string): Promise<CompanyVerification | null> {
    if (!isUuid(companyId)) return null;
    const row = await findVerification(this.deps.db, companyId);
    return row ? toCompanyVerification(row) : null;
  }

  /** Whether the registry confirmed the company. */
  async isVerified(companyId: string): Promise<boolean> {
    return (await this.of(companyId)) !== null;
  }

  private async assertFree(db: Queryable, companyId: string, inn: string): Promise<void> {
    const holder = await companyOfInn(db, inn);
    if (holder !== undefined && holder !== companyId) throw conflict(VERIFICATION_MESSAGES.takenByAnother);
  }

  private async lookUp(inn: string) {
    try {
      return await this.deps.registry.findByInn(inn);
    } catch (error) {
      if (!(error instanceof RegistryUnavailableError)) throw error;
      this.deps.log.warn({ err: error }, "registry of legal entities unavailable");
      throw new HttpError(503, VERIFICATION_MESSAGES.registryUnavailable, "UNKNOWN", undefined, {
        "retry-after": String(REGISTRY_RETRY_AFTER_SECONDS),
      });
    }
  }
}

function toCompanyVerification(row: VerificationRow): CompanyVerification {
  return {
    legalName: row.legalName,
    inn: row.inn,
    ogrn: row.ogrn,
    registeredOn: row.registeredOn,
    verifiedAt: row.verifiedAt.toISOString(),
  };
}
