/** What the sandbox was asked, for tests that count calls (`stats()`, `GET /admin/requests`). */
export type SandboxStats = {
  /** Every request to a bearer API route (`/me`, `/employers/…`, `/vacancies/…`), faulted ones too. */
  apiRequests: number;
  /** `GET /vacancies/{id}` requests, faulted ones too. */
  vacancyFetches: number;
  /** `GET /employers/{id}/vacancies/active|archived` requests. */
  listFetches: number;
  meFetches: number;
  /** `POST /token` and `POST /oauth/token`, whatever the grant and outcome. */
  tokenRequests: number;
  /** API requests answered 429 / 503 by a fault switch. */
  rateLimited: number;
  unavailable: number;
};

export type LoggedRequest = { method: string; url: string; status: number; at: string };

const LOG_LIMIT = 5000;

export class RequestStats {
  #counts: SandboxStats = RequestStats.#zero();
  #log: LoggedRequest[] = [];

  static #zero(): SandboxStats {
    return {
      apiRequests: 0,
      vacancyFetches: 0,
      listFetches: 0,
      meFetches: 0,
      tokenRequests: 0,
      rateLimited: 0,
      unavailable: 0,
    };
  }

  count(key: keyof SandboxStats): void {
    this.#counts[key] += 1;
  }

  log(entry: LoggedRequest): void {
    this.#log.push(entry);
    if (this.#log.length > LOG_LIMIT) this.#log.shift();
  }

  snapshot(): SandboxStats {
    return { ...this.#counts };
  }

  /** The latest requests, oldest first (at most 5,000 are kept). */
  requests(): LoggedRequest[] {
    return [...this.#log];
  }

  reset(): void {
    this.#counts = RequestStats.#zero();
    this.#log = [];
  }
}
