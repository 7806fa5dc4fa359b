// Draft orders are listed newest first (the list's sort; the deleted ones left out).
import { indexMigration } from '@rmj/nest-common';

export default indexMigration(10, 'draft-orders', [{ collection: 'draft_orders', key: { createdAt: -1, _id: -1 } }]);
