import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { chosenCoding } from '@rmj/nest-common';
import type { Request, Response } from 'express';
import type { CachedBody } from './response-cache';

/** Bodies under this size leave uncompressed (the gateway's compression threshold). */
export const MIN_COMPRESSED_BYTES = 1024;
/** Brotli quality of the stored copies: made once per catalogue change, so a notch above the gateway's per-request 4. */
const BROTLI_QUALITY = 5;

/**
 * A finished text body (JSON, a picture's SVG) with its ETag and, from 1 KB, its brotli and gzip
 * copies, made here once so every later request for it is served from memory without compressing.
 */
export function finishedBody(text: string, etag: string): CachedBody {
  const body = Buffer.from(text);
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
  sendFinished(req, res, cached, { type: 'application/json; charset=utf-8', cacheControl: 'no-cache' });
}

/** Sends a ready-made body of `type` as sendJson does, with the given Cache-Control. */
export function sendFinished(
  req: Request,
  res: Response,
  cached: CachedBody,
  headers: { type: string; cacheControl: string },
): void {
  res.setHeader('Content-Type', headers.type);
  res.setHeader('Cache-Control', headers.cacheControl);
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

/** Re-exported: the negotiation is nest-common's, shared with the gateway's edge cache. */
export { chosenCoding };
