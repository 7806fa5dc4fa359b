// Return and exchange requests: one open request per order (unique openKey, removed when it
// closes), an order's requests, and the board's lists by state.
import { indexMigration } from '@rmj/nest-common';

export default indexMigration(13, 'return-requests', [
  { collection: 'return_requests', key: { openKey: 1 }, options: { unique: true, sparse: true } },
  { collection: 'return_requests', key: { orderId: 1, createdAt: -1 } },
  { collection: 'return_requests', key: { state: 1, createdAt: 1 } },
]);
