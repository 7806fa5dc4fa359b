/**
 * Configuration is read and validated once, at start. A service with a wrong
 * environment refuses to start and says which variable is wrong and why.
 */
import { z } from 'zod';

export class ConfigError extends Error {}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The variables every service reads. `service` names the default database (`rmj_<service>`). */
export function serviceConfigSchema(opts: { service: string; port: number }) {
  return z.object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    /** Interface to bind: loopback by default, 0.0.0.0 in a container. */
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(1).max(65535).default(opts.port),
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
    BODY_LIMIT: z.string().regex(/^\d+(b|kb|mb)$/i, 'must look like 100kb or 1mb').default('100kb'),
    /** Time to keep serving after SIGTERM so a load balancer can drain (ms). */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  });
}

/** JWT secret shared by identity (signs) and the gateway and orders (verify). */
export const jwtSecretSchema = z.string().min(32, 'must be at least 32 characters');

/**
 * The one development secret, so identity, orders and the gateway agree without setup.
 * Never accepted in production; services warn when they run with it.
 */
export const DEV_JWT_SECRET = 'rmj-dev-only-insecure-jwt-secret-change-me';

/**
 * Adds JWT_SECRET to a service's schema: required (32+ characters) in production,
 * DEV_JWT_SECRET otherwise, with `jwtSecretIsDefault` telling which.
 */
export function withJwtSecret<T extends z.ZodRawShape>(schema: z.ZodObject<T>) {
  return schema
    .extend({ JWT_SECRET: jwtSecretSchema.optional() })
    .superRefine((env, ctx) => {
      const { NODE_ENV, JWT_SECRET } = env as { NODE_ENV?: string; JWT_SECRET?: string };
      if (NODE_ENV === 'production' && !JWT_SECRET) {
        ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production (at least 32 characters)' });
      }
    })
    .transform((env) => {
      const secret = (env as { JWT_SECRET?: string }).JWT_SECRET;
      return { ...env, JWT_SECRET: secret ?? DEV_JWT_SECRET, jwtSecretIsDefault: !secret };
    });
}

export type ServiceConfig = z.output<ReturnType<typeof serviceConfigSchema>>;

/** Parses the environment with the schema or throws a ConfigError listing every problem. */
export function loadConfig<S extends z.ZodType>(service: string, schema: S, env: NodeJS.ProcessEnv = process.env): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new ConfigError(`${service}: invalid configuration, refusing to start:\n${lines.join('\n')}`);
}
