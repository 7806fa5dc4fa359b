/**
 * Identity's migrations, in order (`node dist/migrate.js` applies them; the service refuses to
 * start on a database that lacks one). Add a file `NNN-<name>.ts` with the next version and list it
 * here; never edit or renumber a released one.
 */
import type { Migration } from '@rmj/nest-common';
import indexes from './001-indexes';
import commonIndexes from './002-common-indexes';
import savedAddresses from './003-saved-addresses';
import customers from './004-customers';

export const IDENTITY_MIGRATIONS: readonly Migration[] = [indexes, commonIndexes, savedAddresses, customers];
