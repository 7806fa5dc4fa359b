// `node dist/migrate.js`: brings identity's database (MONGODB_URI, MONGODB_DB) to this build's
// migrations; exits 0 when up to date, 1 with the failing version and the reason.
import { runMigrateCli } from '@rmj/nest-common';
import { IDENTITY_MIGRATIONS } from './migrations';

runMigrateCli('identity', IDENTITY_MIGRATIONS);
