import type { ResponseRateDto } from "@rabota/domain/wire/vacancy";

/**
 * The companies' response rates as vacancy cards and pages show them, kept a minute per
 * company on each gateway: a rate is a figure of 90 days, and reading it was a statement of
 * its own on every list, search and vacancy page (a tenth of a search's cost). An answer or a
 * response through this gateway forgets its company's rate at once, another replica's shows
 * within the minute; the company's own `GET /v1/company/{id}/response-rate` is always read.
 */
export class ResponseRateMemo {
  readonly #kept = new Map<string, { at: number; rate: ResponseRateDto }>();

  constructor(
    private readonly now: () => Date,
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 10_000,
  ) {}

  /** The rates of `companyIds`: kept ones, and the others by one `read` of them all. */
  async get(
    companyIds: readonly string[],
    read: (ids: string[]) => Promise<Map<string, ResponseRateDto>>,
  ): Promise<Map<string, ResponseRateDto>> {
    const at = this.now().getTime();
    const rates = new Map<string, ResponseRateDto>();
    const missing: string[] = [];
    for (const id of new Set(companyIds)) {
      const kept = this.#kept.get(id);
      if (kept && at - kept.at < this.ttlMs) rates.set(id, kept.rate);
      else missing.push(id);
    }
    if (missing.length === 0) return rates;
    for (const [id, rate] of await read(missing)) {
      rates.set(id, rate);
      if (this.#kept.size >= this.maxEntries) this.#kept.clear();
      this.#kept.set(id, { at, rate });
    }
    return rates;
  }

  /** Forgets one company's rate (its responses or answers changed). */
  forget(companyId: string): void {
    this.#kept.delete(companyId);
  }
}
