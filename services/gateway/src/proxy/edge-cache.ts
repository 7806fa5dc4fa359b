/**
 * A short-lived cache of the catalog's public answers at the gateway (CATALOGUE_EDGE_CACHE_MS, 0 = off):
 * a GET whose contracts are all `access: 'public'`, sent without Authorization or Cookie, is answered
 * from memory for that long after the catalog answered it (status 200, no Set-Cookie), by URL and
 * Accept-Encoding, with the catalog's own bytes (already compressed) and headers, so the catalog is
 * asked about once per period per URL however many shoppers browse. The gateway's own headers
 * (request id, security headers, rate-limit headers) are set per request as for any proxied answer,
 * and a request whose If-None-Match still holds gets a 304 as the catalog would give it.
 */
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import type { Request, Response } from 'express';
import fresh from 'fresh';
import { isPublicCatalogueGet } from '../routing/api-routes';

/** Answers larger than this are not kept (a picture is a few hundred KB, the whole catalogue ~1 MB). */
const MAX_BODY_BYTES = 4 * 1024 * 1024;
/** URLs (with their Accept-Encoding) kept at most; the oldest are dropped first. */
const MAX_ENTRIES = 2000;
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
}

export class CatalogueEdgeCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The key a request is kept under, or null when its answer may not be shared. */
  keyOf(req: Request): string | null {
    if (this.ttlMs <= 0) return null;
    const h = req.headers;
    if (h.authorization !== undefined || h.cookie !== undefined || h.range !== undefined) return null;
    if (!isPublicCatalogueGet(req.method, req.path)) return null;
    const coding = h['accept-encoding'] ?? '';
    if (coding.length > 200) return null;
    return `${req.originalUrl}\n${coding}`;
  }

  /** Answers from memory when a fresh answer is kept for `key`; false otherwise. */
  serve(key: string, req: Request, res: Response): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    if (this.now() - entry.storedAt >= this.ttlMs) {
      this.entries.delete(key);
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

  /** Keeps the catalog's answer as it streams to the client, when it is a whole 200 that may be shared. */
  capture(key: string, req: IncomingMessage, upstream: IncomingMessage): void {
    if (upstream.statusCode !== 200 || upstream.headers['set-cookie'] !== undefined) return;
    // Only the catalog's full answer to an unconditional request (a conditional one may be a 304 or differ).
    if (req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined) return;
    const declared = Number(upstream.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) return;
    const chunks: Buffer[] = [];
    let size = 0;
    upstream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    upstream.on('end', () => {
      if (size > MAX_BODY_BYTES || !upstream.complete) return;
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(upstream.headers)) {
        if (!PER_EXCHANGE.has(name)) headers[name] = value;
      }
      const etag = upstream.headers.etag;
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.delete(key);
      this.entries.set(key, {
        headers,
        etag,
        body: Buffer.concat(chunks, Math.min(size, MAX_BODY_BYTES)),
        storedAt: this.now(),
      });
    });
  }
}
