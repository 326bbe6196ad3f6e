/**
 * Short-lived memo of vacancy totals per filter set. A count walks every match (a second on
 * a million rows for a common word), while the list itself is an index walk of eleven rows;
 * totals a few seconds old are what every job board shows. Concurrent misses share one query.
 * Writes through this gateway (deletions) clear it; other replicas' writes show within the TTL.
 */
export class TotalCache {
  readonly #entries = new Map<string, { at: number; total: Promise<number> }>();

  constructor(
    private readonly now: () => Date,
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 1000,
  ) {}

  /** The cached total of `key`, or `count()`'s (shared by every caller until it settles). */
  get(key: string, count: () => Promise<number>): Promise<number> {
    const at = this.now().getTime();
    const cached = this.#entries.get(key);
    if (cached && at - cached.at < this.ttlMs) return cached.total;
    if (this.#entries.size >= this.maxEntries) {
      // Oldest first: a Map iterates in insertion order.
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    const total = count();
    this.#entries.delete(key);
    this.#entries.set(key, { at, total });
    // A failed count is not remembered.
    total.catch(() => {
      if (this.#entries.get(key)?.total === total) this.#entries.delete(key);
    });
    return total;
  }

  clear(): void {
    this.#entries.clear();
  }
}
