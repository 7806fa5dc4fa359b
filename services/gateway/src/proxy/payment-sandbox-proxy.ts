/**
 * Development and CI only: forwards /payment-sandbox/** (the sandbox's checkout script and the calls
 * its payment window makes) to the local payment sandbox, so the browser loads them from the shop's
 * own origin, as it loads checkout.razorpay.com in production. Mounted only when PAYMENT_SANDBOX_URL is set.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { sendJson } from './json-reply';

export const PAYMENT_SANDBOX_PATH = '/payment-sandbox';

export function paymentSandboxProxy(target: string): RequestHandler {
  return createProxyMiddleware({
    target,
    changeOrigin: true,
    pathFilter: (path) => path === PAYMENT_SANDBOX_PATH || path.startsWith(`${PAYMENT_SANDBOX_PATH}/`),
    on: {
      error: (_err: Error, _req: IncomingMessage, res: ServerResponse | Socket) => {
        if ('setHeader' in res)
          sendJson(res, 502, { statusCode: 502, error: 'Bad Gateway', message: 'The payment sandbox is not running.' });
      },
    },
  });
}
