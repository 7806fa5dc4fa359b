import type { NextFunction, Request, Response } from 'express';
import { REQUEST_ID_HEADER, requestIdOf } from '@rmj/nest-common';

/** Keeps a valid incoming x-request-id or makes one, returns it, and passes it upstream and to the logs. */
export function requestId(req: Request, res: Response, next: NextFunction): void {
  req.headers[REQUEST_ID_HEADER] = requestIdOf(req, res);
  next();
}
