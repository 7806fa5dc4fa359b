import { jwtSecretSchema, serviceConfigSchema } from '@rmj/nest-common';
import { z } from 'zod';

/** Development-only secret: the service warns when it is used and refuses it in production. */
export const DEV_JWT_SECRET = 'rmj-dev-only-jwt-secret-change-me-0123456789';

/** Environment of the identity service (the only place that reads it). */
export const identityConfigSchema = serviceConfigSchema({ service: 'identity', port: 3003 })
  .extend({
    /** Signs access tokens and (through a derived key) verification-code hashes. Required in production. */
    JWT_SECRET: jwtSecretSchema.optional(),
    /** Where verification mails go: the local mail catcher by default. */
    SMTP_URL: z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL').default('smtp://127.0.0.1:1025'),
    /** From header of every mail. */
    MAIL_FROM: z.string().min(3).default('RMJ Silver & Gold <no-reply@rmj.local>'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production (at least 32 characters)' });
    }
  })
  .transform((env) => ({ ...env, JWT_SECRET: env.JWT_SECRET ?? DEV_JWT_SECRET, jwtSecretIsDefault: !env.JWT_SECRET }));

export type IdentityConfig = z.output<typeof identityConfigSchema>;
