import type { LimitRule } from '@rmj/nest-common';

/** Old-gold requests per client per 10 minutes, as the contact form: enough for a customer, too few for spam. */
export const OLD_GOLD_LIMIT = { name: 'old-gold-client', max: 5, windowMs: 10 * 60_000 } as const satisfies LimitRule;
