// The indexes the catalog built at every start before migrations: its mongoose schemas'
// (contacts, products), the two GridFS buckets' (customer uploads, photo variants) and the stock
// ledger's unique take key. Frozen: a later index is a new migration.
import { indexMigration } from '@rmj/nest-common';

export default indexMigration(1, 'indexes', [
  // ContactSchema
  { collection: 'contacts', key: { createdAt: -1 } },
  { collection: 'contacts', key: { email: 1, createdAt: -1 } },
  // ProductSchema
  { collection: 'products', key: { peopleCategory: 1, price: 1 } },
  { collection: 'products', key: { peopleCategory: 1, productCategory: 1, productType: 1, price: 1 } },
  { collection: 'products', key: { peopleCategory: 1, productCategory: 1, 'customizationTypes.id': 1, price: 1 } },
  { collection: 'products', key: { featuredRank: 1, createdAt: -1 } },
  { collection: 'products', key: { createdAt: -1 } },
  { collection: 'products', key: { name: 1 } },
  { collection: 'products', key: { price: 1 } },
  { collection: 'products', key: { productType: 1, inStock: 1, price: 1 } },
  { collection: 'products', key: { customOption: 1 } },
  // GridFS: customer uploads (FileStore) and photo variants (PhotoStore)
  { collection: 'uploads.chunks', key: { files_id: 1, n: 1 }, options: { unique: true } },
  { collection: 'uploads.files', key: { filename: 1, uploadDate: 1 } },
  { collection: 'photo_variants.chunks', key: { files_id: 1, n: 1 }, options: { unique: true } },
  // The stock ledger: one entry per take (orders' idempotency key)
  { collection: 'stock_ledger', key: { takeKey: 1 }, options: { unique: true, name: 'takeKey_unique' } },
]);
