/**
 * Rendered pages in memory: at most `maxEntries` (the least recently used go first, so links with
 * ever-new query strings cannot fill the memory), each for `ttlMs`. `clear()` drops everything at once
 * (the catalogue or the shell changed) and starts a new generation: a render that began before the
 * clear is not stored, so a page made from the old catalogue never outlives the change.
 */
export class PageCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private currentGeneration = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Changes on every clear: take it before a render, hand it to `set` after. */
  get generation(): number {
    return this.currentGeneration;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` unless the cache was cleared since `generation` was read (or caching is off). */
  set(key: string, value: V, generation: number): void {
    if (generation !== this.currentGeneration || this.ttlMs <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.currentGeneration += 1;
  }
}
