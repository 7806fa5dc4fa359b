// The back office's fields for products stored before it: catalog migration 3 (idempotent: each update only
// touches documents still missing the field, so a second run, or two runners together, change
// nothing more). Stock becomes a count: 10 pieces where the piece was in stock, 0 where not.
// The read model derives the same values for a document that still lacks them, so a product
// written by an older replica during a rolling update shows the same.
import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { mongo } from 'mongoose';
import { INITIAL_EPOCH, LEGACY_STOCK_IN } from '../stock/stock-ledger';
import { PRODUCTS_MARKER_ID } from './catalog-meta.schema';

export async function migrateProducts(db: mongo.Db): Promise<number> {
  const products = db.collection('products');
  const missing = { $exists: false };
  // One after the other: the second takes whatever the first left, so they must not overlap.
  const steps = [
    () =>
      products.updateMany(
        { stockBase: missing, inStock: false },
        { $set: { stockBase: 0, stockEpoch: INITIAL_EPOCH } },
      ),
    () =>
      products.updateMany({ stockBase: missing }, { $set: { stockBase: LEGACY_STOCK_IN, stockEpoch: INITIAL_EPOCH } }),
    () => products.updateMany({ published: missing }, { $set: { published: true } }),
    () => products.updateMany({ archived: missing }, { $set: { archived: false } }),
  ];
  let changed = 0;
  for (const step of steps) changed += (await step()).modifiedCount;
  if (changed > 0) {
    // As bumpCatalogVersion does: every running replica reloads its read model.
    await db
      .collection<{ _id: string; version: string; updatedAt: Date }>('catalog_meta')
      .updateOne(
        { _id: PRODUCTS_MARKER_ID },
        { $set: { version: randomUUID(), updatedAt: new Date() } },
        { upsert: true },
      );
    new Logger('ProductMigration').log(`products migrated to stock counts and publication flags: ${changed} updates`);
  }
  return changed;
}
