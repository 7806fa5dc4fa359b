import { jwtSecretSchema, serviceConfigSchema } from '@rmj/nest-common';
import { z } from 'zod';

/** Used only outside production so the stack starts without setup; never valid in production. */
export const DEV_JWT_SECRET = 'rmj-dev-only-insecure-jwt-secret-change-me';

/**
 * Environment of the orders service (the only place that reads it).
 * JWT_SECRET verifies identity's access tokens: required in production,
 * a clearly named development secret otherwise (a warning is logged at start).
 */
export const ordersConfigSchema = serviceConfigSchema({ service: 'orders', port: 3002 })
  .extend({ JWT_SECRET: jwtSecretSchema.optional() })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' });
    }
  })
  .transform((env) => ({ ...env, JWT_SECRET: env.JWT_SECRET ?? DEV_JWT_SECRET, usingDevJwtSecret: !env.JWT_SECRET }));

export type OrdersConfig = z.output<typeof ordersConfigSchema>;
