/**
 * The shop's security headers, computed once from one policy: helmet with a CSP that lets the
 * shell load its remotes, the payment checkout and the contact map. The gateway sends them on every
 * answer; the Kubernetes nginx images send the same values (render-nginx-headers.ts writes them
 * into infra/k8s/base/static/nginx/headers.inc, and a test compares both).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { GatewayConfig } from '../config/gateway.config';
import { INLINE_SCRIPT_SOURCES, PAYMENT_PROVIDER_SOURCES } from './csp-sources';

export type CspConfig = Pick<
  GatewayConfig,
  | 'REMOTE_MFE_CATALOG_URL'
  | 'REMOTE_MFE_PRODUCT_URL'
  | 'REMOTE_MFE_CART_URL'
  | 'REMOTE_MFE_ACCOUNT_URL'
  | 'MAP_EMBED_ORIGIN'
  | 'CSP_IMG_SOURCES'
> & { PAYMENT_SANDBOX_URL?: string };

/** Origins of the remotes that are not served from the shell's own origin. */
export function remoteOrigins(config: CspConfig): string[] {
  const urls = [
    config.REMOTE_MFE_CATALOG_URL,
    config.REMOTE_MFE_PRODUCT_URL,
    config.REMOTE_MFE_CART_URL,
    config.REMOTE_MFE_ACCOUNT_URL,
  ];
  return [...new Set(urls.filter((u) => /^https?:\/\//.test(u)).map((u) => new URL(u).origin))];
}

export function cspDirectives(config: CspConfig): Record<string, string[]> {
  const remotes = remoteOrigins(config);
  // Exactly the provider: Razorpay's hosts, or nothing beyond 'self' when the local sandbox is served from this origin.
  const payment = config.PAYMENT_SANDBOX_URL
    ? { 'script-src': [], 'frame-src': [], 'connect-src': [] }
    : PAYMENT_PROVIDER_SOURCES;
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    // Only what must run scripts: the shell, cross-origin remotes, the payment checkout script, and the
    // pages' one inline script (the tap keeper) by its hash.
    'script-src': ["'self'", ...remotes, ...payment['script-src'], ...INLINE_SCRIPT_SOURCES],
    'script-src-attr': ["'none'"],
    // Components set inline styles and style-loader injects <style> tags.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes, ...config.CSP_IMG_SOURCES],
    'font-src': ["'self'", 'data:', ...remotes],
    // Module Federation fetches each remote's mf-manifest.json.
    'connect-src': ["'self'", ...remotes, ...payment['connect-src']],
    'frame-src': [config.MAP_EMBED_ORIGIN, ...payment['frame-src']],
    'worker-src': ["'self'", 'blob:'],
  };
}

/** Every security header and its value (lower-case names), as helmet would set them. */
export function securityHeaderValues(config: CspConfig): Record<string, string> {
  const middleware = helmet({
    // useDefaults off: no upgrade-insecure-requests, which would break the http://localhost stack.
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    // The payment checkout may open a popup that reports back to the page.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * What remote bundles (/mfe/<name>/) send differently: a remote may live on another origin (a CDN),
 * and the shell loads its scripts with <script> tags, which a same-site resource policy would block.
 */
export const REMOTE_BUNDLE_HEADERS = { 'cross-origin-resource-policy': 'cross-origin' } as const;

export function securityHeaders(config: CspConfig): RequestHandler {
  const values = Object.entries(securityHeaderValues(config));
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of values) res.setHeader(name, value);
    res.removeHeader('x-powered-by');
    next();
  };
}
