/**
 * Refuses calls whose contract needs a login (`login` or `staff` access in @rmj/contracts: checkout,
 * a shopper's orders) without a valid access token before they reach the service. The
 * gateway holds only identity's public key; whether the token's session is still active (logout,
 * password reset) is checked by orders, which asks identity (AuthModule's JwtAuthGuard).
 */
import { checkoutMessages, STAFF_SIGN_IN_MESSAGE } from '@rmj/contracts';
import { bearerToken, verifyAccessToken, type VerifyKeys } from '@rmj/nest-common';
import type { NextFunction, Request, Response } from 'express';
import { sendJson } from '../proxy/json-reply';
import { isStaffCall, requiresLogin } from '../routing/api-routes';

export function requireLogin(keys: VerifyKeys) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!requiresLogin(req.method, req.path)) return next();
    if (verifyAccessToken(bearerToken(req.headers.authorization) ?? '', keys)) return next();
    req.resume();
    const message = isStaffCall(req.method, req.path) ? STAFF_SIGN_IN_MESSAGE : checkoutMessages.loginRequired;
    sendJson(res, 401, { statusCode: 401, error: 'Unauthorized', message });
  };
}
