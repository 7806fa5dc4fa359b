import { ORDERED_FILE_RETENTION_DAYS } from '@rmj/contracts';
import { serviceConfigSchema, withAccessTokenVerification } from '@rmj/nest-common';
import { z } from 'zod';

const MB = 1024 * 1024;
const bytes = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);

/**
 * Environment of the catalog service (the only place that reads it). JWT_PUBLIC_KEY and
 * IDENTITY_URL let it recognise a logged-in shopper (uploads bound to the account, an order owner
 * reading the order's files); without the key (development only) every caller is anonymous and
 * uploads are bound to the browser's uploader cookie alone.
 */
export const catalogConfigSchema = withAccessTokenVerification(
  serviceConfigSchema({ service: 'catalog', port: 3001, metricsPort: 9101 }).extend({
    /** identity's base URL: where a token's session is checked before it counts. */
    IDENTITY_URL: z
      .string()
      .regex(/^https?:\/\/[^\s/?#@]+\/?$/, 'must be an http(s) base URL such as http://127.0.0.1:3003 (no path)')
      .transform((value) => (value.endsWith('/') ? value.slice(0, -1) : value))
      .default('http://127.0.0.1:3003'),
    /** The catalog only receives small JSON bodies (contact messages): larger ones get a 413. */
    BODY_LIMIT: z
      .string()
      .regex(/^\d+(b|kb|mb)$/i, 'must look like 100kb or 1mb')
      .default('20kb'),
    /** How often (ms) each replica checks the catalogue's change marker and reloads its read model. */
    READ_MODEL_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(3000),
    /** Memory (MB) for finished listing and search bodies of the current catalogue version; 0 turns the cache off. */
    RESPONSE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
    /** Uploads (POST /api/files) one client may make per FILES_UPLOAD_WINDOW_MS, counted in the database (all replicas). */
    FILES_UPLOAD_LIMIT: z.coerce.number().int().min(1).max(100_000).default(60),
    /** Window of the upload limit (ms), 10 minutes by default. */
    FILES_UPLOAD_WINDOW_MS: z.coerce.number().int().min(1000).max(86_400_000).default(600_000),
    /** How often (ms) the clean-up of unclaimed uploads runs (one replica per window); 0 turns it off. */
    FILES_CLEANUP_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(3_600_000),
    /** Bytes one shopper (account or uploader cookie) may upload in 24 hours: 50 MB by default. */
    FILES_DAILY_BYTES_PER_CLIENT: bytes(50 * MB, 10_000 * MB),
    /** Bytes one address may upload in 24 hours, whatever its cookies (a backstop; shared NATs need room): 200 MB. */
    FILES_DAILY_BYTES_PER_ADDRESS: bytes(200 * MB, 100_000 * MB),
    /** Ceiling of stored unclaimed upload bytes, all shoppers together: 2 GB. Past it uploads get a 507. */
    FILES_UNCLAIMED_BYTES_MAX: bytes(2048 * MB, 1_000_000 * MB),
    /** Days a claimed (ordered) file is kept after its claim: making, shipping, delivery and a return. */
    FILES_CLAIMED_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(ORDERED_FILE_RETENTION_DAYS),
  }),
);

export type CatalogConfig = z.output<typeof catalogConfigSchema>;
