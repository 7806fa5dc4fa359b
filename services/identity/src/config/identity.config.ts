import { mailConfigShape, serviceConfigSchema, withAccessTokenSigning } from '@rmj/nest-common';
import { z } from 'zod';

/**
 * Environment of the identity service (the only place that reads it). JWT_PRIVATE_KEY (ES256,
 * PEM) signs access tokens: identity is the only service that holds it. CODE_SECRET keys the
 * verification-code HMAC. Production refuses placeholders, known and low-entropy secrets.
 */
export const identityConfigSchema = withAccessTokenSigning(
  serviceConfigSchema({ service: 'identity', port: 3003 }).extend({
    /** SMTP_URL and MAIL_FROM: where verification mails go (the local mail catcher by default). */
    ...mailConfigShape,
    /**
     * Multiplies the per-client budgets (not the per-e-mail ones): for a test stack where every browser is
     * 127.0.0.1, or many shoppers behind one address. 1 in production unless you know why.
     */
    CLIENT_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  }),
);

export type IdentityConfig = z.output<typeof identityConfigSchema>;
