/**
 * A short-lived cache of the catalog's public answers at the gateway (CATALOGUE_EDGE_CACHE_MS, 0 = off):
 * a GET whose contracts are all `access: 'public'`, sent without Authorization or Cookie, is answered
 * from memory for that long after the catalog answered it (status 200, no Set-Cookie), with the
 * catalog's own bytes (already compressed) and headers, so the catalog is asked about once per period
 * per address however many shoppers browse. The gateway's own headers (request id, security headers,
 * rate-limit headers) are set per request as for any proxied answer, and a request whose If-None-Match
 * still holds gets a 304 as the catalog would give it.
 *
 * Nothing a client sends may grow it past its cap (CATALOGUE_EDGE_CACHE_MB):
 * - the key is the path, the query as the call's contract reads it (known parameters with their
 *   defaults, in a fixed order; a query the contract refuses is not kept, so the catalog's 400 answers
 *   it) and the coding negotiated from Accept-Encoding (br, gzip or identity), which is what the catalog
 *   is then asked for. So `Accept-Encoding: x1`…`x5000` is one entry, not 5,000;
 * - the bytes held, kept answers and answers still arriving, never exceed the cap: the oldest are
 *   dropped first, and an answer that does not fit is passed through without being kept;
 * - expired answers are dropped by a timer, not only when asked for again.
 */
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { chosenCoding, type ContentCoding } from '@rmj/nest-common';
import type { Request, Response } from 'express';
import fresh from 'fresh';
import { publicCatalogueGetOf } from '../routing/api-routes';

/** Answers larger than this are not kept (a picture is a few hundred KB, the whole catalogue ~1 MB). */
const MAX_BODY_BYTES = 4 * 1024 * 1024;
/** What an entry costs beyond its body and headers (the Map's slot, the objects): an estimate, on the safe side. */
const ENTRY_OVERHEAD_BYTES = 512;
/** Headers of the catalog's answer that belong to one exchange, never replayed. */
const PER_EXCHANGE = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
  'x-request-id',
  'traceparent',
  'tracestate',
  'traceresponse',
]);
/** What a 304 leaves out (as Express's res.send strips it, and the catalog sends no encoding with a 304). */
const NOT_ON_304 = new Set(['content-type', 'content-encoding', 'content-length', 'transfer-encoding']);

interface Entry {
  headers: OutgoingHttpHeaders;
  etag?: string;
  body: Buffer;
  storedAt: number;
  /** How long it is kept: the cache's period, or less when the call's contract says so (maxCacheMs). */
  ttlMs: number;
  /** What the entry counts against the cap. */
  bytes: number;
}

/** Where a request's answer is kept, and the one coding the catalog is asked for. */
export interface EdgeCacheKey {
  key: string;
  coding: ContentCoding;
}

export interface EdgeCacheOptions {
  ttlMs: number;
  /** The most bytes held at once (kept answers and those being captured). */
  maxBytes: number;
  now?: () => number;
  /** Told the bytes held and the entries kept after every change (a metrics gauge). */
  onChange?: (bytes: number, entries: number) => void;
}

/** The query as its contract reads it, in a fixed order, or null when the contract would refuse it. */
function normalisedQuery(search: string, schema: NonNullable<ReturnType<typeof publicCatalogueGetOf>>['query']) {
  // A call without a query schema ignores its query: every spelling is the same answer.
  if (!schema) return '';
  const params = new URLSearchParams(search);
  const raw: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    raw[name] = values.length === 1 ? values[0] : values;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success || typeof parsed.data !== 'object' || parsed.data === null) return null;
  const data = parsed.data as Record<string, unknown>;
  return JSON.stringify(
    Object.keys(data)
      .sort()
      .filter((name) => data[name] !== undefined)
      .map((name) => [name, data[name]]),
  );
}

/** The path with each segment's escapes spelled one way (`%61` and `a` are one product id). */
function normalisedPath(path: string): string | null {
  try {
    return path
      .split('/')
      .map((segment) => encodeURIComponent(decodeURIComponent(segment)))
      .join('/');
  } catch {
    return null;
  }
}

/** The path of a key made by keyOf (`<coding> <path> <query>`; a normalised path holds no space). */
const pathOfKey = (key: string): string => key.split(' ')[1] ?? '';

export class CatalogueEdgeCache {
  private readonly entries = new Map<string, Entry>();
  /** Keys whose answer is arriving now, with the bytes captured so far: one capture per key. */
  private readonly capturing = new Map<string, number>();
  private storedBytes = 0;
  private capturingBytes = 0;
  private readonly ttlMs: number;
  private readonly maxBytes: number;
  private readonly now: () => number;
  private readonly onChange?: (bytes: number, entries: number) => void;
  private readonly sweeper?: NodeJS.Timeout;

  constructor(options: EdgeCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxBytes = options.maxBytes;
    this.now = options.now ?? Date.now;
    this.onChange = options.onChange;
    if (this.ttlMs > 0 && this.maxBytes > 0) {
      // Expired answers go even when nobody asks for them again; the timer never keeps the process alive.
      this.sweeper = setInterval(() => this.sweep(), Math.max(this.ttlMs, 1000));
      this.sweeper.unref();
    }
  }

  /** Bytes held now: kept answers and answers being captured. Never above the cap. */
  get bytes(): number {
    return this.storedBytes + this.capturingBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Stops the sweeping timer and forgets everything. */
  close(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.entries.clear();
    this.capturing.clear();
    this.storedBytes = 0;
    this.capturingBytes = 0;
  }

  /** Where a request's answer is kept, or null when it may not be shared. */
  keyOf(req: Request): EdgeCacheKey | null {
    if (this.ttlMs <= 0 || this.maxBytes <= 0) return null;
    const h = req.headers;
    if (h.authorization !== undefined || h.cookie !== undefined || h.range !== undefined) return null;
    const call = publicCatalogueGetOf(req.method, req.path);
    if (!call) return null;
    const queryStart = req.originalUrl.indexOf('?');
    const query = normalisedQuery(queryStart < 0 ? '' : req.originalUrl.slice(queryStart + 1), call.query);
    const path = normalisedPath(req.path);
    if (query === null || path === null) return null;
    const coding = chosenCoding(h['accept-encoding']);
    return { key: `${coding} ${path} ${query}`, coding };
  }

  /** Answers from memory when a fresh answer is kept for `key`; false otherwise. */
  serve(key: string, req: Request, res: Response): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    if (this.now() - entry.storedAt >= entry.ttlMs) {
      this.drop(key, entry);
      this.changed();
      return false;
    }
    const notModified =
      entry.etag !== undefined &&
      (req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined) &&
      fresh(req.headers, { etag: entry.etag });
    for (const [name, value] of Object.entries(entry.headers)) {
      if (value === undefined || (notModified && NOT_ON_304.has(name))) continue;
      res.setHeader(name, value);
    }
    if (notModified) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.statusCode = 200;
    res.setHeader('content-length', entry.body.length);
    res.end(entry.body);
    return true;
  }

  /** Keeps the catalog's answer as it streams to the client, when it is a whole 200 that may be shared and fits. */
  capture(key: string, req: IncomingMessage, upstream: IncomingMessage): void {
    if (upstream.statusCode !== 200 || upstream.headers['set-cookie'] !== undefined) return;
    // Only the catalog's full answer to an unconditional request (a conditional one may be a 304 or differ).
    if (req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined) return;
    // One answer per key is captured at a time: concurrent misses of one address are not held twice.
    if (this.capturing.has(key)) return;
    const largest = Math.min(MAX_BODY_BYTES, Math.floor(this.maxBytes / 4));
    const declared = Number(upstream.headers['content-length'] ?? 0);
    if (declared > largest) return;
    const headers: OutgoingHttpHeaders = {};
    let headerBytes = ENTRY_OVERHEAD_BYTES + key.length * 2;
    for (const [name, value] of Object.entries(upstream.headers)) {
      if (PER_EXCHANGE.has(name) || value === undefined) continue;
      headers[name] = value;
      headerBytes += (name.length + String(value).length) * 2;
    }
    if (!this.reserve(headerBytes)) return;
    this.capturing.set(key, headerBytes);
    let chunks: Buffer[] | null = [];
    let held = headerBytes;
    const abandon = () => {
      if (chunks === null) return;
      chunks = null;
      this.release(key, held);
    };
    upstream.on('data', (chunk: Buffer) => {
      if (chunks === null) return;
      if (held - headerBytes + chunk.length > largest || !this.reserve(chunk.length)) {
        abandon();
        return;
      }
      held += chunk.length;
      this.capturing.set(key, held);
      chunks.push(chunk);
    });
    upstream.on('error', abandon);
    upstream.on('close', abandon);
    upstream.on('end', () => {
      if (chunks === null) return;
      if (!upstream.complete) {
        abandon();
        return;
      }
      const body = Buffer.concat(chunks);
      chunks = null;
      // The reservation becomes the entry: the bytes stay counted.
      this.capturing.delete(key);
      this.capturingBytes -= held;
      const old = this.entries.get(key);
      if (old) this.drop(key, old);
      const ttlMs = Math.min(this.ttlMs, publicCatalogueGetOf('GET', pathOfKey(key))?.maxCacheMs ?? this.ttlMs);
      this.entries.set(key, { headers, etag: upstream.headers.etag, body, storedAt: this.now(), ttlMs, bytes: held });
      this.storedBytes += held;
      this.changed();
    });
  }

  /** Counts `bytes` more as being captured, dropping the oldest kept answers to make room; false when they cannot fit. */
  private reserve(bytes: number): boolean {
    if (this.capturingBytes + bytes > this.maxBytes) return false;
    for (const [key, entry] of this.entries) {
      if (this.bytes + bytes <= this.maxBytes) break;
      this.drop(key, entry);
    }
    this.capturingBytes += bytes;
    this.changed();
    return true;
  }

  private release(key: string, bytes: number): void {
    this.capturing.delete(key);
    this.capturingBytes -= bytes;
    this.changed();
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.storedBytes -= entry.bytes;
  }

  /** Drops every expired answer (periods differ by call, so every entry is looked at: the cap bounds them). */
  sweep(): void {
    const now = this.now();
    let dropped = false;
    for (const [key, entry] of this.entries) {
      if (now - entry.storedAt < entry.ttlMs) continue;
      this.drop(key, entry);
      dropped = true;
    }
    if (dropped) this.changed();
  }

  private changed(): void {
    this.onChange?.(this.bytes, this.entries.size);
  }
}
