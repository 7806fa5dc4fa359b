/** Body parsing with clear JSON errors (400 malformed, 413 too large) and the raw body kept for signatures. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_BASE, MALFORMED_URL_MESSAGE } from '@rmj/contracts';
import { json, type NextFunction, type Request, type RequestHandler, type Response } from 'express';

export interface RawBodyRequest extends Request {
  rawBody?: Buffer;
}

export function jsonBody(limit: string): RequestHandler {
  return json({
    limit,
    verify: (req, _res, buf) => {
      (req as RawBodyRequest).rawBody = buf;
    },
  });
}

/** Express error middleware for body-parser failures; other errors go on to Nest. */
export function bodyErrors(
  err: { type?: string; status?: number },
  _req: Request,
  res: Response,
  next: NextFunction,
): void {
  if (err?.type === 'entity.parse.failed') {
    res.status(400).json({ statusCode: 400, error: 'Bad Request', message: 'Malformed JSON in request body' });
    return;
  }
  if (err?.type === 'entity.too.large') {
    res.status(413).json({ statusCode: 413, error: 'Payload Too Large', message: 'Request body is too large' });
    return;
  }
  if (err?.status && err.status >= 400 && err.status < 500) {
    res.status(err.status).json({ statusCode: err.status, error: 'Bad Request', message: 'Invalid request body' });
    return;
  }
  next(err);
}

/** True when a percent escape of the request line does not decode (a lone %, a cut or invalid UTF-8 sequence). */
export function hasMalformedEscape(url: string): boolean {
  try {
    // Escapes never span '?', '&' or '=', so decoding the whole line checks every part of it.
    decodeURIComponent(url);
    return false;
  } catch {
    return true;
  }
}

/**
 * First middleware of every service and the gateway: an address that does not decode is the
 * client's mistake (400), never something for a router, a parser or a handler to trip over (500).
 */
export function rejectMalformedUrl(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const url = req.url ?? '/';
  if (!url.includes('%') || !hasMalformedEscape(url)) return next();
  const path = url.split('?')[0];
  // A page address typed or followed in a browser gets a sentence; everything else the API's JSON error.
  const page =
    !(path === API_BASE || path.startsWith(`${API_BASE}/`)) && (req.headers.accept ?? '').includes('text/html');
  const body = page
    ? MALFORMED_URL_MESSAGE
    : JSON.stringify({ statusCode: 400, error: 'Bad Request', message: MALFORMED_URL_MESSAGE });
  res.writeHead(400, {
    'Content-Type': page ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}
