// The outbox's pass reads the rows due for delivery, oldest first; claims are swept by age.
import { indexMigration } from '@rmj/nest-common';

export default indexMigration(7, 'outbox', [
  { collection: 'outbox', key: { dueAt: 1 } },
  { collection: 'outbox_claims', key: { takenAt: 1 } },
]);
