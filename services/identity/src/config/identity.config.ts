import { emailSchema } from '@rmj/contracts';
import {
  DEFAULT_SESSION_IDLE_MS,
  httpBaseUrlSchema,
  DEFAULT_SESSION_MAX_MS,
  mailConfigShape,
  serviceConfigSchema,
  withAccessTokenSigning,
} from '@rmj/nest-common';
import { z } from 'zod';

/** The first owner's address outside production (the mail catcher receives it). */
export const DEV_OWNER_EMAIL = 'owner@rmj.local';

/**
 * Domains no one can receive mail at (RFC 2606 and 6761: example.com/.net/.org, .example, .test,
 * .invalid, .localhost) and `.local` (the embedded stack's): an OWNER_EMAIL there is a placeholder left
 * from the examples, and the set-up code for the shop's first owner would go nowhere, or to a stranger.
 */
const PLACEHOLDER_DOMAIN = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost|local)$/i;

export function isPlaceholderEmail(email: string | undefined): boolean {
  if (email === undefined) return false;
  const domain = email.slice(email.lastIndexOf('@') + 1);
  return email.toLowerCase() === DEV_OWNER_EMAIL || PLACEHOLDER_DOMAIN.test(domain);
}

/**
 * Environment of the identity service (the only place that reads it). JWT_PRIVATE_KEY (ES256,
 * PEM) signs access tokens: identity is the only service that holds it. CODE_SECRET keys the
 * verification-code HMAC (and, through a derived key, the staff second-factor secrets).
 * OWNER_EMAIL receives the first owner's set-up code on an empty staff list. Production refuses
 * placeholders, known and low-entropy secrets, and a missing or placeholder OWNER_EMAIL.
 */
export const identityConfigSchema = withAccessTokenSigning(
  serviceConfigSchema({ service: 'identity', port: 3003, metricsPort: 9103 }).extend({
    /** SMTP_URL and MAIL_FROM: where verification mails go (the local mail catcher by default). */
    ...mailConfigShape,
    /**
     * Multiplies the per-client budgets (not the per-e-mail ones): for a test stack where every browser is
     * 127.0.0.1, or many shoppers behind one address. 1 in production unless you know why.
     */
    CLIENT_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
    /** A login session unused this long has ended (ms; ASVS 3.3.2: 30 minutes). */
    SESSION_IDLE_MS: z.coerce.number().int().min(60_000).max(DEFAULT_SESSION_MAX_MS).default(DEFAULT_SESSION_IDLE_MS),
    /** A login session this old has ended however recently it was used; also the token's lifetime (ms; 12 hours). */
    SESSION_MAX_MS: z.coerce
      .number()
      .int()
      .min(60_000)
      .max(7 * 24 * 3600_000)
      .default(DEFAULT_SESSION_MAX_MS),
    /** Who gets the one-time set-up code of the first owner while no staff member exists (required in production). */
    OWNER_EMAIL: emailSchema.optional(),
    /** The orders service, asked to anonymise a deleted account's orders first (its /internal/erasure/orders). */
    ORDERS_URL: httpBaseUrlSchema('http://orders:3002').default('http://127.0.0.1:3002'),
    /** The catalog service, asked to erase a deleted account's uploaded files (its /internal/erasure/files). */
    CATALOG_URL: httpBaseUrlSchema('http://catalog:3001').default('http://127.0.0.1:3001'),
    /** The shop's public address, for the set-up link in staff mails and the start-up log line. */
    SHOP_URL: httpBaseUrlSchema('https://rmj.example.in').default('http://localhost:8080'),
  }),
)
  .refine((config) => config.SESSION_IDLE_MS <= config.SESSION_MAX_MS, {
    path: ['SESSION_IDLE_MS'],
    message: 'must not be longer than SESSION_MAX_MS',
  })
  .refine((config) => config.NODE_ENV !== 'production' || config.OWNER_EMAIL !== undefined, {
    path: ['OWNER_EMAIL'],
    message: "is required in production: the first owner's e-mail, which receives the staff set-up code",
  })
  .refine((config) => config.NODE_ENV !== 'production' || !isPlaceholderEmail(config.OWNER_EMAIL), {
    path: ['OWNER_EMAIL'],
    message:
      "is a placeholder (the development address or a reserved example domain): set the first owner's real e-mail",
  })
  .transform((config) => ({ ...config, OWNER_EMAIL: config.OWNER_EMAIL ?? DEV_OWNER_EMAIL }));

export type IdentityConfig = z.output<typeof identityConfigSchema>;
