// The back office's fields for products stored before it (stock as a count, publication flags), which the
// catalog used to apply at every start. Re-runnable: each step only touches documents still
// missing the field. The read model still derives the same values for a document without them.
import type { Migration } from '@rmj/nest-common';
import { migrateProducts } from '../products/product-migration';

const migration: Migration = {
  version: 3,
  name: 'product-stock-counts',
  up: async (db) => {
    await migrateProducts(db);
  },
};
export default migration;
