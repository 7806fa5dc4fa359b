/**
 * Configuration is read and validated once, at start. A service with a wrong
 * environment refuses to start and says which variable is wrong and why.
 */
import { randomBytes } from 'node:crypto';
import { withoutTrailingSlashes } from '@rmj/contracts';
import { z } from 'zod';
import { loadSigningKey, loadVerifyKeys, type VerifyKeys } from './auth/signing-keys';
import { isIP } from 'node:net';
import { DEV_INTERNAL_SERVICE_TOKEN, MIN_SECRET_LENGTH, productionSecretProblems } from './secrets';
import { tracingConfigShape } from './telemetry/config';

export class ConfigError extends Error {}

/** An http(s) base URL without path, query or credentials (another service, the sandbox); trailing slashes dropped. */
export function httpBaseUrlSchema(example = 'http://127.0.0.1:3001') {
  return z
    .string()
    .regex(/^https?:\/\/[^\s/?#@]+\/?$/, `must be an http(s) base URL such as ${example} (no path)`)
    .transform(withoutTrailingSlashes);
}

/** Names Express ("trust proxy", proxy-addr) knows for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One TRUSTED_PROXIES entry: a range name, an address, or address/prefix. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUSTED_PROXIES: the hops whose X-Forwarded-For is believed (comma-separated names, addresses or
 * CIDRs). Any other peer is the client itself, whatever it claims, so a pod cannot pick the address
 * rate limits count against. `true` and hop counts are refused: both trust whoever connects.
 */
export const trustedProxiesSchema = z
  .string()
  .default('loopback')
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine((entries) => entries.length > 0, 'must name at least one trusted hop (loopback by default)')
  .refine(
    (entries) => entries.every(isProxyEntry),
    'must be a comma-separated list of loopback, linklocal, uniquelocal, IP addresses or CIDRs (not true or a hop count)',
  );

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The variables every service reads. `service` names the default database (`rmj_<service>`). */
export function serviceConfigSchema(opts: { service: string; port: number; metricsPort?: number }) {
  return z.object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    /** Interface to bind: loopback by default, 0.0.0.0 in a container. */
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(1).max(65535).default(opts.port),
    /** The internal metrics port (GET /metrics on HOST, a separate server); 0 = none. */
    METRICS_PORT: z.coerce
      .number()
      .int()
      .min(0)
      .max(65535)
      .default(opts.metricsPort ?? 0),
    /** MongoDB (or FerretDB) server; the database name comes from MONGODB_DB. */
    MONGODB_URI: z
      .string()
      .regex(/^mongodb(\+srv)?:\/\/\S+$/, 'must be a mongodb:// or mongodb+srv:// URI')
      .default('mongodb://127.0.0.1:27017'),
    MONGODB_DB: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,60}$/, 'must be 1-60 letters, digits, _ or -')
      .default(`rmj_${opts.service}`),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    /** Largest JSON body accepted, in bytes-like notation understood by body-parser. */
    BODY_LIMIT: z
      .string()
      .regex(/^\d+(b|kb|mb)$/i, 'must look like 100kb or 1mb')
      .default('100kb'),
    /** Time to keep serving after SIGTERM so a load balancer can drain (ms). */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    /**
     * The shared service credential: sent by every internal client (X-Service-Token) and required by
     * every `internal` endpoint. Required in production (from a Secret; the development value is refused).
     */
    INTERNAL_SERVICE_TOKEN: z
      .string()
      .min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`)
      .default(DEV_INTERNAL_SERVICE_TOKEN),
    /** Hops whose X-Forwarded-For is believed: loopback (the gateway on one machine) unless configured. */
    TRUSTED_PROXIES: trustedProxiesSchema,
    /** Tracing (OTEL_TRACES_EXPORTER, OTEL_SERVICE_NAME, OTEL_TRACES_FILE): read by telemetry/ before the app loads. */
    ...tracingConfigShape,
  });
}

const pemText = (name: string, what: string) =>
  z
    .string({
      error: `is required: ${what} (PEM). \`npm start\` makes a development pair; for production see infra/README.md`,
    })
    .min(1, `${name} is empty`);

/**
 * Identity's signing material: JWT_PRIVATE_KEY (ES256 private key, PEM) signs access tokens;
 * CODE_SECRET keys the HMAC of verification codes, its own secret (not derived from the token key).
 * CODE_SECRET is required in production; elsewhere a random one is made per process
 * (`codeSecretIsEphemeral`), which is fine for one process and warned about at start.
 */
export function withAccessTokenSigning<T extends z.ZodRawShape>(schema: z.ZodObject<T>) {
  return schema
    .extend({
      JWT_PRIVATE_KEY: pemText('JWT_PRIVATE_KEY', "identity's ES256 private key").transform((pem, ctx) => {
        try {
          return loadSigningKey(pem);
        } catch (err) {
          ctx.addIssue({ code: 'custom', message: (err as Error).message });
          return z.NEVER;
        }
      }),
      CODE_SECRET: z.string().min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`).optional(),
    })
    .superRefine((env, ctx) => {
      const { NODE_ENV, CODE_SECRET } = env as { NODE_ENV?: string; CODE_SECRET?: string };
      if (NODE_ENV === 'production' && !CODE_SECRET) {
        ctx.addIssue({
          code: 'custom',
          path: ['CODE_SECRET'],
          message: 'is required in production (openssl rand -base64 48)',
        });
      }
    })
    .transform((env) => {
      const given = (env as { CODE_SECRET?: string }).CODE_SECRET;
      return { ...env, CODE_SECRET: given ?? randomBytes(32).toString('base64'), codeSecretIsEphemeral: !given };
    });
}

/**
 * The gateway's and orders' verifying material: JWT_PUBLIC_KEY, one or more ES256 public keys (PEM) of
 * identity. Required in production; elsewhere a service started without it accepts no token at all
 * (`accessTokenKeysMissing`, warned about at start), which is safe and lets it run alone.
 */
export function withAccessTokenVerification<T extends z.ZodRawShape>(schema: z.ZodObject<T>) {
  return schema
    .extend({
      JWT_PUBLIC_KEY: pemText('JWT_PUBLIC_KEY', "identity's ES256 public key")
        .transform((pem, ctx): VerifyKeys => {
          try {
            return loadVerifyKeys(pem);
          } catch (err) {
            ctx.addIssue({ code: 'custom', message: (err as Error).message });
            return z.NEVER;
          }
        })
        .optional(),
    })
    .superRefine((env, ctx) => {
      const { NODE_ENV, JWT_PUBLIC_KEY } = env as { NODE_ENV?: string; JWT_PUBLIC_KEY?: VerifyKeys };
      if (NODE_ENV === 'production' && !JWT_PUBLIC_KEY) {
        ctx.addIssue({
          code: 'custom',
          path: ['JWT_PUBLIC_KEY'],
          message: "is required in production: identity's ES256 public key (PEM)",
        });
      }
    })
    .transform((env) => {
      const keys = (env as { JWT_PUBLIC_KEY?: VerifyKeys }).JWT_PUBLIC_KEY;
      return { ...env, JWT_PUBLIC_KEY: keys ?? (new Map() as VerifyKeys), accessTokenKeysMissing: !keys };
    });
}

export type ServiceConfig = z.output<ReturnType<typeof serviceConfigSchema>>;

/** Parses the environment with the schema or throws a ConfigError listing every problem. */
export function loadConfig<S extends z.ZodType>(
  service: string,
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.output<S> {
  const result = schema.safeParse(env);
  const refuse = (lines: string[]) =>
    new ConfigError(
      `${service}: invalid configuration, refusing to start:\n${lines.map((l) => `  - ${l}`).join('\n')}`,
    );
  if (!result.success)
    throw refuse(result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`));
  const data = result.data as Record<string, unknown>;
  if (data.NODE_ENV === 'production') {
    // Only the variables this service reads: an unrelated *_TOKEN in the pod's environment is not ours to judge.
    const declared = Object.fromEntries(Object.keys(data).map((name) => [name, env[name]]));
    const problems = productionSecretProblems(declared);
    // Defaulted to the development value elsewhere: production must be given its own.
    if ('INTERNAL_SERVICE_TOKEN' in data && !env.INTERNAL_SERVICE_TOKEN)
      problems.unshift('INTERNAL_SERVICE_TOKEN: is required in production (openssl rand -base64 48, from a Secret)');
    if (problems.length > 0) throw refuse(problems);
  }
  return result.data;
}
