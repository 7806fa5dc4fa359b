// Payment links of orders sent from drafts (by link, by order, the open ones) and the payments on them.
import { indexMigration } from '@rmj/nest-common';

export default indexMigration(11, 'payment-requests', [
  { collection: 'payment_requests', key: { linkId: 1 } },
  { collection: 'payment_requests', key: { orderId: 1, seq: 1 } },
  { collection: 'payment_requests', key: { status: 1 } },
  { collection: 'link_payments', key: { orderId: 1, at: 1 } },
]);
