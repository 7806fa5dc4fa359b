// `node dist/migrate.js`: brings the orders database (MONGODB_URI, MONGODB_DB) to this build's
// migrations; exits 0 when up to date, 1 with the failing version and the reason.
import { runMigrateCli } from '@rmj/nest-common';
import { ORDERS_MIGRATIONS } from './migrations';

runMigrateCli('orders', ORDERS_MIGRATIONS);
