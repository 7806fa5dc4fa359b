/** Body parsing with clear JSON errors (400 malformed, 413 too large) and the raw body kept for signatures. */
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
export function bodyErrors(err: { type?: string; status?: number }, _req: Request, res: Response, next: NextFunction): void {
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
