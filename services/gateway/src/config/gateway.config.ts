import { existsSync, statSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { runtimeConfigSchema } from '@rmj/contracts';
import { serviceConfigSchema, withJwtSecret } from '@rmj/nest-common';
import { z } from 'zod';

const SIZE = /^(\d+)(b|kb|mb)$/i;

/** Bytes in a size written like `1mb`, `512kb` or `100b` (1 kb = 1024 b). */
export function parseByteSize(size: string): number {
  const match = SIZE.exec(size.trim());
  if (!match) throw new Error(`not a size: ${size}`);
  const unit = match[2].toLowerCase();
  return Number(match[1]) * (unit === 'mb' ? 1024 * 1024 : unit === 'kb' ? 1024 : 1);
}

const byteSize = z.string().regex(SIZE, 'must look like 512kb or 1mb');

/** An upstream service's base URL: http(s), no path, query or fragment. */
const serviceUrl = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine((value) => {
      try {
        const url = new URL(value);
        return /^https?:$/.test(url.protocol) && (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash && !url.username;
      } catch {
        return false;
      }
    }, 'must be an http(s) base URL such as http://127.0.0.1:3001 (no path)')
    .transform((value) => value.replace(/\/+$/, ''));

const manifestUrl = (name: keyof z.infer<typeof runtimeConfigSchema>['remotes'], fallback: string) =>
  runtimeConfigSchema.shape.remotes.shape[name].default(fallback);

/** A space- or comma-separated list of CSP sources (origins such as https://cdn.example.in, or `https:`). */
const sourceList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) => value.split(/[\s,]+/).filter(Boolean))
    .refine((list) => list.every((s) => /^https?:(\/\/[^\s/'";]+\/?)?$/.test(s)), 'must list http(s) origins (or https:) separated by spaces');

const perMinute = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

/** Environment of the gateway (the only place that reads it). The gateway has no database. */
export const gatewayConfigSchema = withJwtSecret(serviceConfigSchema({ service: 'gateway', port: 8080 }).extend({
  /** Owner of products, listings, contacts and files. */
  CATALOG_URL: serviceUrl('http://127.0.0.1:3001'),
  /** Owner of payments, orders and tracking. */
  ORDERS_URL: serviceUrl('http://127.0.0.1:3002'),
  /** Owner of login, registration and password reset. */
  IDENTITY_URL: serviceUrl('http://127.0.0.1:3003'),
  /** Folder holding shell/dist and mfe-<name>/dist; unset = the gateway serves no static files. */
  STATIC_ROOT: z
    .preprocess((value) => (value === '' ? undefined : value), z.string().optional())
    .refine((dir) => dir === undefined || (isAbsolute(dir) && existsSync(dir) && statSync(dir).isDirectory()), 'must be an absolute path to an existing folder'),
  /** The seller's phone for the chat button: digits with country code. */
  SELLER_PHONE: runtimeConfigSchema.shape.chatPhone.default('919000000000'),
  REMOTE_MFE_CATALOG_URL: manifestUrl('mfe_catalog', '/mfe/catalog/mf-manifest.json'),
  REMOTE_MFE_PRODUCT_URL: manifestUrl('mfe_product', '/mfe/product/mf-manifest.json'),
  REMOTE_MFE_CART_URL: manifestUrl('mfe_cart', '/mfe/cart/mf-manifest.json'),
  REMOTE_MFE_ACCOUNT_URL: manifestUrl('mfe_account', '/mfe/account/mf-manifest.json'),
  /** Allowed in frame-src for the contact page's map (a CSP source, may carry a path). */
  MAP_EMBED_ORIGIN: z
    .string()
    .regex(/^https:\/\/[^\s'";]+$/, 'must be an https URL such as https://www.google.com/maps/')
    .default('https://www.google.com/maps/'),
  /** The payment provider's checkout script and frames. */
  PAYMENT_ORIGINS: sourceList('https://checkout.razorpay.com https://api.razorpay.com'),
  /** Extra image sources (product images may live on a CDN). */
  CSP_IMG_SOURCES: sourceList('https:'),
  /** Requests per minute per IP for all of /api. */
  RATE_LIMIT_PER_MINUTE: perMinute(600),
  /** Requests per minute per IP for login, registration and password reset. */
  AUTH_RATE_LIMIT_PER_MINUTE: perMinute(20),
  /** Largest request body forwarded to a service. */
  BODY_LIMIT: byteSize.default('1mb'),
  /** Largest request body forwarded under /api/files (customisation uploads). */
  UPLOAD_BODY_LIMIT: byteSize.default('6mb'),
  /** A service that stays silent this long gets a 504. */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(8000),
  /** Timeout of each readiness probe behind GET /health/upstreams. */
  UPSTREAM_HEALTH_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(1500),
  /** Express "trust proxy": which hops may set X-Forwarded-For (an ingress in Kubernetes). */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((value) => (/^\d+$/.test(value) ? Number(value) : value))
    .refine((value) => value !== 'true', 'must name trusted hops (loopback, a CIDR list or a hop count), not true'),
  /** Access-Control-Allow-Origin on /mfe/** (static bundles and manifests). */
  MFE_CORS_ORIGIN: z.string().regex(/^(\*|https?:\/\/[^\s/]+)$/, 'must be * or an origin').default('*'),
}));

export type GatewayConfig = z.output<typeof gatewayConfigSchema>;
