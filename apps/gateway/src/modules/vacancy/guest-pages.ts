/**
 * The first pages of the list as a guest sees them, kept for a few seconds and shared by every
 * guest's request to this gateway: the page everyone opens first is the same for all guests,
 * and reading it (a query, the cards' response rates, the mapping) cost more than the rest of
 * the request. Concurrent misses share one read; a failed read is not kept.
 *
 * Freshness is bounded by `ttlMs` on every replica (each keeps its own copy, read from the
 * shared database), and a write through this gateway clears it at once; the answer states the
 * copy's age, so no browser or proxy holds it longer than the bound either (decision 021).
 */
export class GuestPages<T> {
  readonly #entries = new Map<string, { readAt: number; page: Promise<T> }>();

  constructor(
    private readonly now: () => Date,
    readonly ttlMs: number,
    private readonly maxEntries = 200,
  ) {}

  /** The kept page of `key` and its age, or `read()`'s (then kept for the others). */
  async get(key: string, read: () => Promise<T>): Promise<{ page: T; ageMs: number }> {
    const at = this.now().getTime();
    const kept = this.#entries.get(key);
    if (kept && at - kept.readAt < this.ttlMs) return { page: await kept.page, ageMs: at - kept.readAt };
    if (!kept && this.#entries.size >= this.maxEntries) {
      // Oldest first: a Map iterates in insertion order.
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    const page = read();
    this.#entries.delete(key);
    this.#entries.set(key, { readAt: at, page });
    page.catch(() => {
      if (this.#entries.get(key)?.page === page) this.#entries.delete(key);
    });
    return { page: await page, ageMs: 0 };
  }

  clear(): void {
    this.#entries.clear();
  }
}
