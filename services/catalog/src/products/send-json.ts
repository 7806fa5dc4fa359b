import type { Response } from 'express';
import type { CachedBody } from './response-cache';

/** Sends a ready-made JSON body; Express answers 304 itself when the caller's If-None-Match still holds. */
export function sendJson(res: Response, { body, etag }: CachedBody): void {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('ETag', etag);
  res.send(body);
}
