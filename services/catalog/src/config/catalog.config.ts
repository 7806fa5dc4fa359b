import { serviceConfigSchema } from '@rmj/nest-common';
import type { z } from 'zod';

/** Environment of the catalog service (the only place that reads it). */
export const catalogConfigSchema = serviceConfigSchema({ service: 'catalog', port: 3001 });

export type CatalogConfig = z.output<typeof catalogConfigSchema>;
