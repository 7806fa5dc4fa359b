/**
 * The catalog's migrations, in order (`node dist/migrate.js` applies them; the service refuses to
 * start on a database that lacks one). Add a file `NNN-<name>.ts` with the next version and list it
 * here; never edit or renumber a released one.
 */
import type { Migration } from '@rmj/nest-common';
import indexes from './001-indexes';
import commonIndexes from './002-common-indexes';
import productStockCounts from './003-product-stock-counts';
import huids from './004-huids';

export const CATALOG_MIGRATIONS: readonly Migration[] = [indexes, commonIndexes, productStockCounts, huids];
