// Price holds are swept by their expiry (FerretDB has no TTL index, so reconciliation deletes them).
import { indexMigration } from '@rmj/nest-common';

export default indexMigration(6, 'price-holds', [{ collection: 'price_holds', key: { expiresAt: 1 } }]);
