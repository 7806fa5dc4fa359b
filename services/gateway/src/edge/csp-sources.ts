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
