/** helmet with a CSP that lets the shell load its remotes, the payment checkout and the contact map. */
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { GatewayConfig } from '../config/gateway.config';

type CspConfig = Pick<
  GatewayConfig,
  'REMOTE_MFE_CATALOG_URL' | 'REMOTE_MFE_PRODUCT_URL' | 'REMOTE_MFE_CART_URL' | 'REMOTE_MFE_ACCOUNT_URL' | 'MAP_EMBED_ORIGIN' | 'PAYMENT_ORIGINS' | 'CSP_IMG_SOURCES'
>;

/** Origins of the remotes that are not served from the shell's own origin. */
export function remoteOrigins(config: CspConfig): string[] {
  const urls = [config.REMOTE_MFE_CATALOG_URL, config.REMOTE_MFE_PRODUCT_URL, config.REMOTE_MFE_CART_URL, config.REMOTE_MFE_ACCOUNT_URL];
  return [...new Set(urls.filter((u) => /^https?:\/\//.test(u)).map((u) => new URL(u).origin))];
}

export function cspDirectives(config: CspConfig): Record<string, string[]> {
  const remotes = remoteOrigins(config);
  const payment = config.PAYMENT_ORIGINS;
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...remotes, ...payment],
    'script-src-attr': ["'none'"],
    // Components set inline styles and style-loader injects <style> tags.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes, ...config.CSP_IMG_SOURCES],
    'font-src': ["'self'", 'data:', ...remotes],
    // Module Federation fetches each remote's mf-manifest.json.
    'connect-src': ["'self'", ...remotes, ...payment],
    'frame-src': [config.MAP_EMBED_ORIGIN, ...payment],
    'worker-src': ["'self'", 'blob:'],
  };
}

export function securityHeaders(config: CspConfig): RequestHandler {
  return helmet({
    // useDefaults off: no upgrade-insecure-requests, which would break the http://localhost stack.
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    // The payment checkout may open a popup that reports back to the page.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
