// The complaints desk's indexes: a complaint is inserted once per form submission (unique
// submissionId), and the desk lists them oldest first, optionally of one state.
import { indexMigration } from '@rmj/nest-common';

export default indexMigration(5, 'grievances', [
  { collection: 'grievances', key: { submissionId: 1 }, options: { unique: true } },
  { collection: 'grievances', key: { state: 1, createdAt: 1 } },
  { collection: 'grievances', key: { createdAt: 1 } },
]);
