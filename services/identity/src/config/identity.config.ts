import { serviceConfigSchema, withJwtSecret } from '@rmj/nest-common';
import { z } from 'zod';

/**
 * Environment of the identity service (the only place that reads it). JWT_SECRET signs access
 * tokens and (through a derived key) verification-code hashes; required in production.
 */
export const identityConfigSchema = withJwtSecret(
  serviceConfigSchema({ service: 'identity', port: 3003 }).extend({
    /** Where verification mails go: the local mail catcher by default. */
    SMTP_URL: z.string().regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL').default('smtp://127.0.0.1:1025'),
    /** From header of every mail. */
    MAIL_FROM: z.string().min(3).default('RMJ Silver & Gold <no-reply@rmj.local>'),
  }),
);

export type IdentityConfig = z.output<typeof identityConfigSchema>;
