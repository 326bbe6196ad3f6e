import { z } from "zod";

/**
 * Fault switches, for testing how a client copes with hh misbehaving. "API requests" are the
 * bearer calls (`/me`, `/employers/…`, `/vacancies/…`); OAuth and admin routes are never faulted.
 */
export type SandboxFaults = {
  /** Every API request waits this long before it is answered, until the faults are reset. */
  delayMs?: number;
  /** The next `times` API requests get 429 with `Retry-After: retryAfterSeconds`. */
  rateLimit?: { times: number; retryAfterSeconds: number };
  /** The next `times` API requests get 503 (applied before `rateLimit`). */
  unavailable?: { times: number };
  /** Every access token issued so far answers `token_expired` from now on (and may be refreshed). */
  expireTokens?: boolean;
  /** `GET /vacancies/{id}` answers 404 `not_found` for these ids, as for a vacancy deleted meanwhile. */
  failVacancyIds?: string[];
};

export const sandboxFaultsSchema = z
  .object({
    delayMs: z.number().int().min(0).max(120_000).optional(),
    rateLimit: z
      .object({ times: z.number().int().min(0), retryAfterSeconds: z.number().int().min(0) })
      .strict()
      .optional(),
    unavailable: z
      .object({ times: z.number().int().min(0) })
      .strict()
      .optional(),
    expireTokens: z.boolean().optional(),
    failVacancyIds: z.array(z.string().min(1)).optional(),
  })
  .strict() satisfies z.ZodType<SandboxFaults>;

export type FaultOutcome =
  | { kind: "pass" }
  | { kind: "unavailable" }
  | { kind: "rate-limited"; retryAfterSeconds: number };

/** The switches currently in force, counting down the "next N requests" ones. */
export class FaultSwitches {
  #faults: SandboxFaults = {};

  set(faults: SandboxFaults): void {
    this.#faults = structuredClone(faults);
  }

  reset(): void {
    this.#faults = {};
  }

  /** What remains in force (the counters show the requests still to be failed). */
  current(): SandboxFaults {
    return structuredClone(this.#faults);
  }

  get delayMs(): number {
    return this.#faults.delayMs ?? 0;
  }

  /** Decides the fate of one API request and uses up one count of the fault that hits it. */
  takeOutcome(): FaultOutcome {
    const { unavailable, rateLimit } = this.#faults;
    if (unavailable && unavailable.times > 0) {
      unavailable.times -= 1;
      return { kind: "unavailable" };
    }
    if (rateLimit && rateLimit.times > 0) {
      rateLimit.times -= 1;
      return { kind: "rate-limited", retryAfterSeconds: rateLimit.retryAfterSeconds };
    }
    return { kind: "pass" };
  }

  failsVacancy(id: string): boolean {
    return this.#faults.failVacancyIds?.includes(id) ?? false;
  }
}
