import { existsSync, statSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import {
  manifestUrlSchema,
  pathPatternSchema,
  REMOTE_NAMES,
  runtimeConfigSchema,
  withoutTrailingSlashes,
  type RemoteName,
} from '@rmj/contracts';
import { httpBaseUrlSchema, serviceConfigSchema, withAccessTokenVerification } from '@rmj/nest-common';
import { z } from 'zod';
import { startingComposition } from '../runtime-config/runtime-config';

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
        return (
          /^https?:$/.test(url.protocol) &&
          (url.pathname === '/' || url.pathname === '') &&
          !url.search &&
          !url.hash &&
          !url.username
        );
      } catch {
        return false;
      }
    }, 'must be an http(s) base URL such as http://127.0.0.1:3001 (no path)')
    .transform(withoutTrailingSlashes);

/** A remote's manifest URL (default: the gateway's own /mfe/<name>/). */
const manifestUrl = (name: RemoteName) =>
  z
    .string()
    .default(`/mfe/${name.replace(/^mfe_/, '')}/mf-manifest.json`)
    .pipe(manifestUrlSchema);

/**
 * The path patterns a remote serves, comma- or space-separated: an override of those its build
 * declares (unset: the declared ones, read from the build when the gateway serves it).
 */
const pathList = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string()
    .transform((value) => value.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(pathPatternSchema).min(1, 'must list at least one path'))
    .optional(),
);

/**
 * A remote beyond the storefront's four is configured by the same pair of variables,
 * REMOTE_MFE_<NAME>_URL and REMOTE_MFE_<NAME>_PATHS (the back office: REMOTE_MFE_ADMIN_URL), so a
 * new remote needs no change here. Such a remote has no default: it is served once its URL is set.
 */
const OTHER_REMOTE_VARIABLE = /^REMOTE_(MFE_[A-Z][A-Z0-9_]{0,30}?)_(URL|PATHS)$/;
const STOREFRONT = new Set<string>(REMOTE_NAMES.map((name) => name.toUpperCase()));

/** The REMOTE_MFE_<NAME>_URL / _PATHS variables of remotes other than the storefront's four, as given. */
function otherRemoteVariables(env: unknown): Record<string, string> {
  if (typeof env !== 'object' || env === null) return {};
  return Object.fromEntries(
    Object.entries(env as Record<string, unknown>).filter((entry): entry is [string, string] => {
      const name = OTHER_REMOTE_VARIABLE.exec(entry[0])?.[1];
      return typeof entry[1] === 'string' && name !== undefined && !STOREFRONT.has(name);
    }),
  );
}

/** A space- or comma-separated list of CSP sources (origins such as https://cdn.example.in, or `https:`). */
const sourceList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) => value.split(/[\s,]+/).filter(Boolean))
    .refine(
      (list) => list.every((s) => /^https?:(\/\/[^\s/'";]+\/?)?$/.test(s)),
      'must list http(s) origins (or https:) separated by spaces',
    );

const perMinute = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

/** Environment of the gateway as variables. The gateway has no database and holds only identity's public key. */
const environmentSchema = withAccessTokenVerification(
  serviceConfigSchema({ service: 'gateway', port: 8080, metricsPort: 9100 }).extend({
    /**
     * Gateway processes on this machine (node:cluster workers sharing the port; rate limits are counted
     * across them, metrics summed). 1 in Kubernetes, where replicas and the autoscaler scale; `npm start`
     * and the load benchmark set one per core.
     */
    GATEWAY_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
    /** Owner of products, listings, contacts and files. */
    CATALOG_URL: serviceUrl('http://127.0.0.1:3001'),
    /** Owner of payments, orders and tracking. */
    ORDERS_URL: serviceUrl('http://127.0.0.1:3002'),
    /** Owner of login, registration and password reset. */
    IDENTITY_URL: serviceUrl('http://127.0.0.1:3003'),
    /**
     * The render service (server-rendered pages, /sitemap.xml, /robots.txt); unset = no server rendering:
     * every page is the shell's index.html, rendered in the browser.
     */
    RENDER_URL: z.preprocess(
      (value) => (value === '' ? undefined : value),
      httpBaseUrlSchema('http://127.0.0.1:3004').optional(),
    ),
    /** How long a page waits for the render service before the shell's index.html is served instead. */
    RENDER_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(3000),
    /**
     * Page renders per client address and minute; past it a page is the shell's index.html (the browser
     * renders it), so unique query strings cannot make the render service work without end.
     */
    RENDER_RATE_LIMIT_PER_MINUTE: perMinute(120),
    /** Page renders this gateway waits for at once; past it a page is the shell's index.html. */
    RENDER_CONCURRENCY_MAX: z.coerce.number().int().min(1).max(10_000).default(32),
    /** Folder holding shell/dist and mfe-<name>/dist; unset = the gateway serves no static files. */
    STATIC_ROOT: z
      .preprocess((value) => (value === '' ? undefined : value), z.string().optional())
      .refine(
        (dir) => dir === undefined || (isAbsolute(dir) && existsSync(dir) && statSync(dir).isDirectory()),
        'must be an absolute path to an existing folder',
      ),
    /** The seller's phone for the chat button: digits with country code. */
    SELLER_PHONE: z.string().default('919000000000').pipe(runtimeConfigSchema.shape.chatPhone),
    /** Each remote's mf-manifest.json, and the path patterns it serves when not those its build declares. */
    REMOTE_MFE_CATALOG_URL: manifestUrl('mfe_catalog'),
    REMOTE_MFE_CATALOG_PATHS: pathList,
    REMOTE_MFE_PRODUCT_URL: manifestUrl('mfe_product'),
    REMOTE_MFE_PRODUCT_PATHS: pathList,
    REMOTE_MFE_CART_URL: manifestUrl('mfe_cart'),
    REMOTE_MFE_CART_PATHS: pathList,
    REMOTE_MFE_ACCOUNT_URL: manifestUrl('mfe_account'),
    REMOTE_MFE_ACCOUNT_PATHS: pathList,
    /** A JSON file with the whole runtime configuration (a mounted ConfigMap); overrides the REMOTE_* variables and is re-read when it changes. */
    RUNTIME_CONFIG_FILE: z
      .preprocess((value) => (value === '' ? undefined : value), z.string().optional())
      .refine(
        (file) => file === undefined || (isAbsolute(file) && existsSync(file)),
        'must be an absolute path to an existing file',
      ),
    /** Allowed in frame-src for the contact page's map (a CSP source, may carry a path). */
    MAP_EMBED_ORIGIN: z
      .string()
      .regex(/^https:\/\/[^\s'";]+$/, 'must be an https URL such as https://www.google.com/maps/')
      .default('https://www.google.com/maps/'),
    /** Extra image sources (product images may live on a CDN). */
    CSP_IMG_SOURCES: sourceList('https:'),
    /** Requests per minute per IP for /api calls other than catalogue reads (writes, checkout, files, accounts). */
    RATE_LIMIT_PER_MINUTE: perMinute(600),
    /**
     * Requests per minute per IP for catalogue reads (GET listings, search, products): cheap and cached,
     * and many shoppers share one address behind a carrier's or an office's NAT.
     */
    READ_RATE_LIMIT_PER_MINUTE: perMinute(12_000),
    /** Requests per minute per IP for login, registration and password reset. */
    AUTH_RATE_LIMIT_PER_MINUTE: perMinute(20),
    /** Largest request body forwarded to a service. */
    BODY_LIMIT: byteSize.default('1mb'),
    /**
     * Largest request body forwarded to an upload path. Unset (the default): each upload's contract
     * decides (its largest file plus 1 MiB: customisation files 6 MiB, product photographs 16 MiB).
     */
    UPLOAD_BODY_LIMIT: byteSize.optional(),
    /**
     * A service that stays silent this long gets a 504. Calls whose contract declares `timeoutMs`
     * (a checkout's create, verify and save: 15 s, above the orders service's own deadline) wait that long instead.
     */
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(8000),
    /**
     * How long the gateway answers a public catalogue GET (listings, search, a product, its pictures;
     * no Authorization or Cookie) from the catalog's last answer to the same URL before asking again. 0 = off.
     */
    CATALOGUE_EDGE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    /**
     * The most memory the edge cache holds, in MiB (kept answers and answers being captured; the oldest
     * go first). An answer above a quarter of it (or 4 MiB) is passed through without being kept. 0 = off.
     */
    CATALOGUE_EDGE_CACHE_MB: z.coerce.number().int().min(0).max(1024).default(32),
    /** Timeout of each readiness probe behind GET /health/upstreams. */
    UPSTREAM_HEALTH_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(1500),
    /** Express "trust proxy": which hops may set X-Forwarded-For (an ingress in Kubernetes). */
    TRUST_PROXY: z
      .string()
      .default('loopback')
      .transform((value) => (/^\d+$/.test(value) ? Number(value) : value))
      .refine((value) => value !== 'true', 'must name trusted hops (loopback, a CIDR list or a hop count), not true'),
    /** Access-Control-Allow-Origin on /mfe/** (static bundles and manifests). */
    MFE_CORS_ORIGIN: z
      .string()
      .regex(/^(\*|https?:\/\/[^\s/]+)$/, 'must be * or an origin')
      .default('*'),
    /**
     * The local payment sandbox (development and CI only): /payment-sandbox/** is forwarded to it, so its
     * checkout script loads from the shop's own origin, and the CSP then allows no payment host at all.
     */
    PAYMENT_SANDBOX_URL: z.preprocess(
      (value) => (value === '' ? undefined : value),
      httpBaseUrlSchema('http://127.0.0.1:4010').optional(),
    ),
    /** REMOTE_MFE_<NAME>_URL and _PATHS of remotes beyond the four (collected from the environment). */
    OTHER_REMOTE_VARIABLES: z.record(z.string(), z.string()).default({}),
  }),
);

/** Environment of the gateway (the only place that reads it), completed with the runtime configuration's remote maps. */
export const gatewayConfigSchema = z.preprocess(
  (env) =>
    typeof env === 'object' && env !== null ? { ...env, OTHER_REMOTE_VARIABLES: otherRemoteVariables(env) } : env,
  environmentSchema.transform((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.PAYMENT_SANDBOX_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_SANDBOX_URL'],
        message: 'the payment sandbox is for development only: unset it in production',
      });
    }
    const others = otherRemotes(env.OTHER_REMOTE_VARIABLES, ctx);
    const withMaps = withRemoteMaps(env, others);
    // The runtime configuration is checked whole at start (a path claimed by two remotes, a broken file).
    try {
      startingComposition(withMaps);
    } catch (error) {
      const message =
        error instanceof z.ZodError
          ? error.issues.map((i) => i.message).join('; ')
          : error instanceof Error
            ? error.message
            : String(error);
      ctx.addIssue({
        code: 'custom',
        path: [env.RUNTIME_CONFIG_FILE ? 'RUNTIME_CONFIG_FILE' : 'REMOTE_MFE_*_PATHS'],
        message,
      });
      return z.NEVER;
    }
    return withMaps;
  }),
);

/** Manifest URL and configured paths per remote beyond the four. */
interface OtherRemotes {
  urls: Partial<Record<RemoteName, string>>;
  paths: Partial<Record<RemoteName, string[]>>;
}

/** Checks the other remotes' variables as the four's are checked, naming each wrong one. */
function otherRemotes(variables: Record<string, string>, ctx: z.RefinementCtx): OtherRemotes {
  const found: OtherRemotes = { urls: {}, paths: {} };
  for (const [variable, value] of Object.entries(variables)) {
    const [, upper, kind] = OTHER_REMOTE_VARIABLE.exec(variable) ?? [];
    if (!upper) continue;
    const name = upper.toLowerCase() as RemoteName;
    const result = kind === 'URL' ? manifestUrlSchema.safeParse(value) : pathList.safeParse(value);
    if (!result.success) {
      ctx.addIssue({ code: 'custom', path: [variable], message: result.error.issues.map((i) => i.message).join('; ') });
    } else if (kind === 'URL') found.urls[name] = result.data as string;
    else if (result.data) found.paths[name] = result.data as string[];
  }
  for (const name of Object.keys(found.paths) as RemoteName[]) {
    if (!found.urls[name]) {
      ctx.addIssue({
        code: 'custom',
        path: [`REMOTE_${name.toUpperCase()}_PATHS`],
        message: `configures paths for ${name}, which has no REMOTE_${name.toUpperCase()}_URL`,
      });
    }
  }
  return found;
}

/** Adds the per-remote maps the runtime configuration is built from. */
function withRemoteMaps<
  E extends Record<`REMOTE_MFE_${'CATALOG' | 'PRODUCT' | 'CART' | 'ACCOUNT'}_${'URL'}`, string> &
    Partial<Record<`REMOTE_MFE_${'CATALOG' | 'PRODUCT' | 'CART' | 'ACCOUNT'}_PATHS`, string[]>>,
>(env: E, others: OtherRemotes) {
  return {
    ...env,
    /** Manifest URL per remote name: the storefront's four (defaults: served here), then any other so configured. */
    remoteUrls: {
      mfe_catalog: env.REMOTE_MFE_CATALOG_URL,
      mfe_product: env.REMOTE_MFE_PRODUCT_URL,
      mfe_cart: env.REMOTE_MFE_CART_URL,
      mfe_account: env.REMOTE_MFE_ACCOUNT_URL,
      ...others.urls,
    } as Partial<Record<RemoteName, string>>,
    /** Configured path patterns per remote name (undefined: those its build declares). */
    remotePaths: {
      mfe_catalog: env.REMOTE_MFE_CATALOG_PATHS,
      mfe_product: env.REMOTE_MFE_PRODUCT_PATHS,
      mfe_cart: env.REMOTE_MFE_CART_PATHS,
      mfe_account: env.REMOTE_MFE_ACCOUNT_PATHS,
      ...others.paths,
    } as Partial<Record<RemoteName, string[] | undefined>>,
  };
}

export type GatewayConfig = z.output<typeof gatewayConfigSchema>;
