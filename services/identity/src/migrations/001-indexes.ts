// The indexes identity built at every start before migrations: what its mongoose schemas
// declare (one account per e-mail, one live code per e-mail and purpose, sessions, staff).
// Frozen: a later index is a new migration.
import { indexMigration } from '@rmj/nest-common';

export default indexMigration(1, 'indexes', [
  { collection: 'users', key: { email: 1 }, options: { unique: true } },
  { collection: 'verification_codes', key: { email: 1, purpose: 1 }, options: { unique: true } },
  { collection: 'sessions', key: { userId: 1 } },
  { collection: 'sessions', key: { expiresAt: 1 } },
  { collection: 'staff_members', key: { email: 1 }, options: { unique: true } },
  { collection: 'staff_members', key: { role: 1, active: 1 } },
  { collection: 'staff_invitations', key: { email: 1 }, options: { unique: true } },
  { collection: 'staff_steps', key: { expiresAt: 1 } },
  { collection: 'staff_steps', key: { staffId: 1 } },
  { collection: 'staff_once', key: { expiresAt: 1 } },
  { collection: 'staff_recovery_codes', key: { staffId: 1 } },
]);
