/**
 * Finished response bodies of one catalogue snapshot, keyed by route and
 * parsed query (with their compressed copies). Everything here derives from (snapshot, query), so an entry
 * stays right until the snapshot changes, when the whole cache is dropped.
 * Bounded by bytes; the oldest entries go first.
 */
export interface CachedBody {
  body: Buffer;
  etag: string;
  /** Brotli and gzip copies of `body` (bodies of 1 KB and more). */
  br?: Buffer;
  gzip?: Buffer;
}

const sizeOf = (value: CachedBody) => value.body.length + (value.br?.length ?? 0) + (value.gzip?.length ?? 0);

export class ResponseCache {
  private readonly entries = new Map<string, CachedBody>();
  private generation = -1;
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(generation: number, key: string): CachedBody | undefined {
    if (generation !== this.generation) return undefined;
    const hit = this.entries.get(key);
    if (hit) {
      // Map order is insertion order: re-insert to mark as recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(generation: number, key: string, value: CachedBody): void {
    const size = sizeOf(value);
    if (this.maxBytes <= 0 || size > this.maxBytes / 4) return;
    if (generation !== this.generation) {
      this.entries.clear();
      this.bytes = 0;
      this.generation = generation;
    }
    const replaced = this.entries.get(key);
    if (replaced) {
      this.entries.delete(key);
      this.bytes -= sizeOf(replaced);
    }
    this.entries.set(key, value);
    this.bytes += size;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= sizeOf(old);
    }
  }
}
