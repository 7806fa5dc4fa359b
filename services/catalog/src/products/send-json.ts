import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import type { CachedBody } from './response-cache';

/** Bodies under this size leave uncompressed (the gateway's compression threshold). */
export const MIN_COMPRESSED_BYTES = 1024;
/** Brotli quality of the stored copies: made once per catalogue change, so a notch above the gateway's per-request 4. */
const BROTLI_QUALITY = 5;

/**
 * A finished JSON body with its ETag and, from 1 KB, its brotli and gzip copies, made here once so
 * every later request for the same catalogue version is served from memory without compressing.
 */
export function finishedBody(json: string, etag: string): CachedBody {
  const body = Buffer.from(json);
  if (body.length < MIN_COMPRESSED_BYTES) return { body, etag };
  return {
    body,
    etag,
    br: brotliCompressSync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip: gzipSync(body),
  };
}

/**
 * Sends a ready-made JSON body, compressed when the caller accepts it (brotli first, as the
 * gateway's compression chooses); Express answers 304 itself when the caller's If-None-Match
 * still holds. The gateway passes an already encoded answer through untouched.
 */
export function sendJson(req: Request, res: Response, cached: CachedBody): void {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('ETag', cached.etag);
  if (!cached.br || !cached.gzip) {
    res.send(cached.body);
    return;
  }
  res.vary('Accept-Encoding');
  const coding = req.method === 'HEAD' || req.fresh ? 'identity' : chosenCoding(req.headers['accept-encoding']);
  if (coding === 'identity') {
    res.send(cached.body);
    return;
  }
  res.setHeader('Content-Encoding', coding);
  res.send(cached[coding]);
}

/**
 * The coding for an Accept-Encoding header, as the `compression` middleware negotiates it: the
 * highest q-value among br and gzip (`*` stands for any not named), br on a tie; none → identity.
 */
export function chosenCoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!header) return 'identity';
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const qOf = (coding: string) => q.get(coding) ?? q.get('*') ?? 0;
  const br = qOf('br');
  const gzip = qOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}
