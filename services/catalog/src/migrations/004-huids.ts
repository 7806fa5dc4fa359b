// Hallmark unique IDs: a claim's HUID and token are unique (two orders never send the same piece), and
// a product's HUIDs are read by product and state (an index on MongoDB; FerretDB on SQLite scans).
import { indexMigration } from '@rmj/nest-common';

export default indexMigration(4, 'huids', [
  { collection: 'huid_claims', key: { huidKey: 1 }, options: { unique: true, name: 'huidKey_unique' } },
  { collection: 'product_huids', key: { productId: 1, state: 1 } },
]);
