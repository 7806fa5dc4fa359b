import type { LimitRule } from '@rmj/nest-common';

/** Old-gold requests per client per 10 minutes, as the contact form: enough for a customer, too few for spam. */
export const OLD_GOLD_LIMIT = { name: 'old-gold-client', max: 5, windowMs: 10 * 60_000 } as const satisfies LimitRule;

/**
 * How long a request is kept (it holds a name, phone and e-mail): a year covers a customer who comes
 * back for the next festival season, then it is deleted by a sweep (FerretDB has no TTL index).
 */
export const OLD_GOLD_RETENTION_DAYS = 365;
