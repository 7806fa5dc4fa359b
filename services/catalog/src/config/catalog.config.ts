import { serviceConfigSchema } from '@rmj/nest-common';
import { z } from 'zod';

/** Environment of the catalog service (the only place that reads it). */
export const catalogConfigSchema = serviceConfigSchema({ service: 'catalog', port: 3001 }).extend({
  /** The catalog only receives small JSON bodies (contact messages): larger ones get a 413. */
  BODY_LIMIT: z.string().regex(/^\d+(b|kb|mb)$/i, 'must look like 100kb or 1mb').default('20kb'),
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
});

export type CatalogConfig = z.output<typeof catalogConfigSchema>;
