// Saved delivery addresses: found by their account.
import { indexMigration } from '@rmj/nest-common';

export default indexMigration(3, 'saved-addresses', [{ collection: 'saved_addresses', key: { userId: 1 } }]);
