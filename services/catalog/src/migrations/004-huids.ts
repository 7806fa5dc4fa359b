// Hallmark unique IDs: a claim's HUID and token are unique (two orders never send the same piece).
// The HUIDs and each product's chain of them are read by _id only.
import { indexMigration } from '@rmj/nest-common';

export default indexMigration(4, 'huids', [
  { collection: 'huid_claims', key: { huidKey: 1 }, options: { unique: true, name: 'huidKey_unique' } },
]);
