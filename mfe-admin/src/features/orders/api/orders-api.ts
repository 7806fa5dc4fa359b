// The orders area's slice of the back office's api: its cache tags. Each call lives in its own file
// beside this one and injects itself here. A change to an order (a move, a proof, a refund) answers
// with the order as it is now: that answer replaces the cached order, and the board's lists and the
// job cards are asked for again.
import { adminApi } from '../../../lib/admin-api';

export const ordersApi = adminApi.enhanceEndpoints({ addTagTypes: ['Order', 'OrderList', 'JobCards'] });

/** Tags a changed order makes stale (the order itself is replaced by the answer). */
export const CHANGED_ORDER_TAGS = ['OrderList', 'JobCards'] as const;

/** Tag of one order. */
export const orderTag = (orderNumber: string) => ({ type: 'Order' as const, id: orderNumber });
