// GST credit notes: one per refund (its _id), gap-free numbers per series, an order's notes.
import { indexMigration } from '@rmj/nest-common';

export default indexMigration(12, 'credit-notes', [
  { collection: 'creditnotes', key: { series: 1, seq: 1 }, options: { unique: true } },
  { collection: 'creditnotes', key: { orderId: 1 } },
  { collection: 'creditnotes', key: { issuedAt: 1 } },
]);
