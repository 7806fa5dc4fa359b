/**
 * Rendered pages in memory: at most `maxEntries` and `bytes.max` bytes (the least recently used go
 * first, so links with ever-new addresses cannot fill the memory), each for `ttlMs`; expired pages are
 * dropped by a timer too, not only when asked for again. `clear()` drops everything at once (the
 * catalogue or the shell changed) and starts a new generation: a render that began before the clear is
 * not stored, so a page made from the old catalogue never outlives the change.
 */
export interface PageCacheBytes<V> {
  /** The most bytes the kept pages may take. */
  max: number;
  /** What one page takes. */
  of: (value: V) => number;
  /** Told the bytes and pages kept after every change (a metrics gauge). */
  onChange?: (bytes: number, entries: number) => void;
}

interface Kept<V> {
  value: V;
  expires: number;
  bytes: number;
}

export class PageCache<V> {
  private readonly entries = new Map<string, Kept<V>>();
  private currentGeneration = 0;
  private keptBytes = 0;
  private readonly sweeper?: NodeJS.Timeout;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
    private readonly limits: PageCacheBytes<V> = { max: Number.POSITIVE_INFINITY, of: () => 0 },
  ) {
    if (ttlMs > 0) {
      // Expired pages go even when nobody asks for them again; the timer never keeps the process alive.
      this.sweeper = setInterval(() => this.sweep(), Math.max(Math.min(ttlMs, 60_000), 1_000));
      this.sweeper.unref();
    }
  }

  /** Changes on every clear: take it before a render, hand it to `set` after. */
  get generation(): number {
    return this.currentGeneration;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes the kept pages take (as `bytes.of` counts them). */
  get bytes(): number {
    return this.keptBytes;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.drop(key, entry);
      this.changed();
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` unless the cache was cleared since `generation` was read (or caching is off, or it is too large). */
  set(key: string, value: V, generation: number): void {
    if (generation !== this.currentGeneration || this.ttlMs <= 0) return;
    const bytes = this.limits.of(value);
    if (bytes > this.limits.max / 4) return;
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs, bytes });
    this.keptBytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.keptBytes <= this.limits.max) break;
      this.drop(oldest, entry);
    }
    this.changed();
  }

  clear(): void {
    this.entries.clear();
    this.keptBytes = 0;
    this.currentGeneration += 1;
    this.changed();
  }

  /** Drops every expired page. */
  sweep(): void {
    const now = this.now();
    let dropped = false;
    for (const [key, entry] of this.entries) {
      if (entry.expires > now) continue;
      this.drop(key, entry);
      dropped = true;
    }
    if (dropped) this.changed();
  }

  /** Stops the sweeping timer. */
  close(): void {
    if (this.sweeper) clearInterval(this.sweeper);
  }

  private drop(key: string, entry: Kept<V>): void {
    this.entries.delete(key);
    this.keptBytes -= entry.bytes;
  }

  private changed(): void {
    this.limits.onChange?.(this.keptBytes, this.entries.size);
  }
}
