/** Refuses checkout calls without a valid access token before they reach the orders service. */
import { bearerToken, verifyAccessToken } from '@rmj/nest-common';
import type { NextFunction, Request, Response } from 'express';
import { sendJson } from '../proxy/json-reply';
import { requiresLogin } from '../routing/api-routes';

export function requireLogin(secret: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!requiresLogin(req.method, req.path)) return next();
    if (verifyAccessToken(bearerToken(req.headers.authorization) ?? '', secret)) return next();
    req.resume();
    sendJson(res, 401, { statusCode: 401, error: 'Unauthorized', message: 'Please log in to complete your purchase' });
  };
}
