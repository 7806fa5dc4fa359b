import { serviceConfigSchema, withJwtSecret } from '@rmj/nest-common';
import type { z } from 'zod';

/**
 * Environment of the orders service (the only place that reads it).
 * JWT_SECRET verifies identity's access tokens: required in production,
 * the shared development secret otherwise (a warning is logged at start).
 */
export const ordersConfigSchema = withJwtSecret(serviceConfigSchema({ service: 'orders', port: 3002 }));

export type OrdersConfig = z.output<typeof ordersConfigSchema>;
