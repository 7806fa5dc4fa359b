// Customers staff make (newest first in the list) and staff notes (found by their customer). The
// one-per-phone and one-per-e-mail rule rests on customer_contacts' unique _id: no index to build.
import { indexMigration } from '@rmj/nest-common';

export default indexMigration(4, 'customers', [
  { collection: 'customer_records', key: { createdAt: -1 } },
  { collection: 'customer_notes', key: { customerId: 1, at: -1 } },
]);
