/**
 * Values read for a key, kept `ttlMs` on this gateway and shared by every caller in that time:
 * what many requests ask for within seconds (a guest's first page, a total, an applicant's
 * facts) is read once. Concurrent misses share one read; a failed read is not kept; at most
 * `maxEntries` keys, the oldest read going first. Each replica keeps its own: a write through
 * this gateway forgets what it changed at once, another replica's shows within `ttlMs`.
 */
export class TtlMemo<T> {
  readonly #entries = new Map<string, { readAt: number; value: Promise<T> }>();

  constructor(
    private readonly now: () => Date,
    readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  /** The kept value of `key` and its age, or `read()`'s (then kept for the others). */
  async get(key: string, read: () => Promise<T>): Promise<{ value: T; ageMs: number }> {
    const at = this.now().getTime();
    const kept = this.#entries.get(key);
    if (kept && at - kept.readAt < this.ttlMs) return { value: await kept.value, ageMs: at - kept.readAt };
    if (!kept && this.#entries.size >= this.maxEntries) {
      // Oldest first: a Map iterates in insertion order.
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    const value = read();
    this.#entries.delete(key);
    this.#entries.set(key, { readAt: at, value });
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return { value: await value, ageMs: 0 };
  }

  /** Forgets one key's value (what it was read from changed). */
  forget(key: string): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}
