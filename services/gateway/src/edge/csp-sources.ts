import { createHash } from 'node:crypto';
import { TAP_KEEPER_SCRIPT } from '@rmj/contracts';

/**
 * Third-party hosts the shop's pages may use, by CSP directive: the one place to list them. The
 * gateway and the Kubernetes nginx images both render their headers from here (security-policy.ts),
 * so a host added here reaches both after `pnpm --filter @rmj/gateway render:nginx`.
 */

/**
 * The payment provider (Razorpay Standard Checkout): its script host runs scripts, its API host
 * shows the checkout frame and answers the checkout's calls. Only what must run scripts is in
 * script-src. The local payment sandbox lives on the shop's own origin ('self').
 */
export const PAYMENT_PROVIDER_SOURCES = {
  'script-src': ['https://checkout.razorpay.com'],
  'frame-src': ['https://api.razorpay.com'],
  'connect-src': ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
} as const satisfies Record<string, readonly string[]>;

/**
 * The inline scripts the shop's pages carry, allowed by their SHA-256 and nothing else (no
 * 'unsafe-inline'): the tap keeper the render service writes first in every server-rendered page's
 * <head>. Derived from its one source in @rmj/contracts, so a change to it changes the hash here too.
 */
export const INLINE_SCRIPT_SOURCES = [TAP_KEEPER_SCRIPT].map(
  (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
);
