import type { LimitRule } from '@rmj/nest-common';

/** Contact messages per client per 10 minutes: enough for a shopper, too few for a spam run. */
export const CONTACT_LIMIT = { name: 'contact-client', max: 5, windowMs: 10 * 60_000 } as const satisfies LimitRule;

/** How long a contact message is kept (it holds a name, e-mail and phone): 180 days, then deleted. */
export const CONTACT_RETENTION_DAYS = 180;
