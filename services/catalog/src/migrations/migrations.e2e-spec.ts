// The catalog's migrations against a real database (FerretDB): they build exactly the indexes the
// schemas declare (so a schema index added without a migration fails here), `node dist/migrate.js`
// brings an old database (products from before stock counts) up to date once, and the service
// refuses to start on a database behind its migrations.
import { getConnectionToken } from '@nestjs/mongoose';
import {
  collectionIndexes,
  compareIndexes,
  migrateCommand,
  modelsOf,
  RATE_LIMIT_INDEX_SHAPES,
  runMigrations,
  type IndexShape,
} from '@rmj/nest-common';
import { testDatabaseUri } from '@rmj/test-db';
import mongoose, { Types, type Connection } from 'mongoose';
import { createTestApp } from '../testing/test-app';
import { CATALOG_MIGRATIONS } from '.';

/** Collections the catalog writes without a mongoose model, and the indexes they need. */
const WITHOUT_MODELS: IndexShape[] = [
  ...collectionIndexes('uploads.chunks', ['files_id_1_n_1', { files_id: 1, n: 1 }, true]),
  ...collectionIndexes('uploads.files', ['filename_1_uploadDate_1', { filename: 1, uploadDate: 1 }, false]),
  ...collectionIndexes('photo_variants.chunks', ['files_id_1_n_1', { files_id: 1, n: 1 }, true]),
  ...collectionIndexes('stock_ledger', ['takeKey_unique', { takeKey: 1 }, true]),
  ...collectionIndexes('huid_claims', ['huidKey_unique', { huidKey: 1 }, true]),
  ...RATE_LIMIT_INDEX_SHAPES,
];

/** The version this build needs (each migration's number is its place in the list). */
const LATEST = CATALOG_MIGRATIONS.length;

describe('catalog migrations (FerretDB)', () => {
  it('build exactly the indexes the schemas declare, plus those of the GridFS buckets, the ledger and the limits', async () => {
    const { app } = await createTestApp('catalog-migrations');
    try {
      const connection = app.get<Connection>(getConnectionToken());
      const { declared, built } = await compareIndexes(connection, WITHOUT_MODELS);
      expect(built).toEqual(declared);
      // Every model the app registers is accounted for (products, contacts, the staff audit trail...).
      expect(modelsOf(connection).map((m) => m.collection.name)).toEqual(
        expect.arrayContaining(['products', 'contacts', 'catalog_meta', 'staff_audit']),
      );
    } finally {
      await app.close();
    }
  });

  it('migrate brings a database from before migrations up to date once (products get their stock counts)', async () => {
    const uri = new URL(testDatabaseUri('catalog-migrate-cli'));
    const env = { MONGODB_URI: `mongodb://${uri.host}`, MONGODB_DB: uri.pathname.slice(1) };
    const connection = await mongoose.createConnection(env.MONGODB_URI, { dbName: env.MONGODB_DB }).asPromise();
    try {
      const products = connection.collection('products');
      const base = { productType: 'Silver', productCategory: 'Ring', peopleCategory: 'women', price: 999 };
      const [inStock, soldOut] = [new Types.ObjectId(), new Types.ObjectId()];
      await products.insertMany([
        { _id: inStock, name: 'Legacy In', inStock: true, ...base },
        { _id: soldOut, name: 'Legacy Out', inStock: false, ...base },
      ]);
      const out: string[] = [];
      const first = await migrateCommand({
        service: 'catalog',
        migrations: CATALOG_MIGRATIONS,
        env,
        out: (l) => out.push(l),
      });
      expect(first.code).toBe(0);
      expect(first.run?.applied).toEqual(CATALOG_MIGRATIONS.map((m) => m.version));
      expect(await products.findOne({ _id: inStock })).toMatchObject({
        stockBase: 10,
        published: true,
        archived: false,
      });
      expect(await products.findOne({ _id: soldOut })).toMatchObject({ stockBase: 0 });
      expect(out.at(-1)).toBe(`catalog: database migrated to ${LATEST} (${LATEST} applied)`);
      const again = await migrateCommand({
        service: 'catalog',
        migrations: CATALOG_MIGRATIONS,
        env,
        out: (l) => out.push(l),
      });
      expect(again.run?.applied).toEqual([]);
      expect(out.at(-1)).toBe(`catalog: database up to date at migration ${LATEST}`);
    } finally {
      await connection.close();
    }
  });

  it('the service refuses to start on a database behind its migrations, saying what to run', async () => {
    await expect(createTestApp('catalog-unmigrated', {}, { migrate: false })).rejects.toThrow(
      `catalog: the database is at migration 0, this build needs ${LATEST}: run \`node dist/migrate.js\` (npm start does it)`,
    );
    const uri = new URL(testDatabaseUri('catalog-behind'));
    const env = { MONGODB_URI: `mongodb://${uri.host}`, MONGODB_DB: uri.pathname.slice(1) };
    await runMigrations({
      uri: env.MONGODB_URI,
      dbName: env.MONGODB_DB,
      service: 'catalog',
      migrations: CATALOG_MIGRATIONS.filter((m) => m.version < 3),
    });
    await expect(createTestApp('catalog-behind', env, { migrate: false })).rejects.toThrow(
      `catalog: the database is at migration 2, this build needs ${LATEST}`,
    );
  });
});
