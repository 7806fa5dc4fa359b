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
});

export type CatalogConfig = z.output<typeof catalogConfigSchema>;
