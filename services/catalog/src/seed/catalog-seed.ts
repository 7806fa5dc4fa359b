import { runMigrations } from '@rmj/nest-common';
import mongoose, { type Connection } from 'mongoose';
import { seedHuids } from '../huids/huid-seed';
import { CATALOG_MIGRATIONS } from '../migrations';
import { bumpCatalogVersion } from '../products/catalog-version';
import { Product, ProductSchema } from '../products/product.schema';
import { RATE_KEYS } from '@rmj/contracts';
import { rateRecords } from '../rates/rates-records';
import { generateProducts, SEED_RATES_DERIVED, seedRates, type ByWeightMix } from './product-generator';

/** Size of the demo catalogue the seed command loads. */
export const DEFAULT_SEED_COUNT = 360;
const BATCH = 1000;

export interface SeedOptions {
  /** How many products (default 360). */
  count?: number;
  /** Load only when the products collection is empty (default true). */
  onlyIfEmpty?: boolean;
  /** PRNG seed; the same seed gives the same catalogue. */
  seed?: number;
  /** Which pieces are priced by weight (default 'demo': a share of the gold pieces). */
  byWeight?: ByWeightMix;
}

export interface SeedResult {
  inserted: number;
  /** True when products were already there and nothing was loaded. */
  skipped: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function modelOf(connection: Connection, name: string, schema: mongoose.Schema<any>): mongoose.Model<any> {
  return connection.models[name] ?? connection.model(name, schema);
}

/**
 * Loads a realistic, deterministic catalogue through `connection` (after bringing the database to
 * the catalog's migrations, which build the indexes: usually already done, then nothing is applied),
 * and moves the change marker so running catalog replicas reload.
 */
export async function seedCatalog(connection: Connection, options: SeedOptions = {}): Promise<SeedResult> {
  const { count = DEFAULT_SEED_COUNT, onlyIfEmpty = true, seed, byWeight = 'demo' } = options;
  const products = modelOf(connection, Product.name, ProductSchema);
  await runMigrations({ connection, service: 'catalog', migrations: CATALOG_MIGRATIONS });
  if (onlyIfEmpty && (await products.countDocuments({}).limit(1)) > 0) return { inserted: 0, skipped: true };
  const docs = generateProducts(count, seed, seedRates(), byWeight);
  for (let i = 0; i < docs.length; i += BATCH) {
    await products.insertMany(docs.slice(i, i + BATCH), { ordered: true });
  }
  // After the products, from what was stored: whatever pieces the seed marks hallmarked.
  await seedHuids(connection);
  await seedRatesIfNone(connection);
  await bumpCatalogVersion(connection);
  return { inserted: docs.length, skipped: false };
}

/** Opens a connection, seeds, closes it: for the seed command and the benchmark. */
export async function seedCatalogAt(uri: string, dbName: string, options: SeedOptions = {}): Promise<SeedResult> {
  const connection = await mongoose
    .createConnection(uri, { dbName, autoIndex: false, serverSelectionTimeoutMS: 5000 })
    .asPromise();
  try {
    return await seedCatalog(connection, options);
  } finally {
    await connection.close();
  }
}

/** Today's demo rates (gold 24K ₹7,800 a gram, silver ₹95; 22K, 18K and sterling derived), on a database without any. */
export async function seedRatesIfNone(connection: Connection): Promise<boolean> {
  const records = rateRecords(connection);
  if ((await records.countDocuments({}, { limit: 1 })) > 0) return false;
  const rates = seedRates();
  const derived: readonly string[] = SEED_RATES_DERIVED;
  await records.insertOne({
    _id: 1,
    at: new Date(),
    by: { id: 'seed', email: 'seed@rmj.local', role: 'owner' },
    rates: RATE_KEYS.filter((key) => rates[key] !== undefined).map((key) => ({
      key,
      paisePerGram: rates[key]!,
      derived: derived.includes(key),
    })),
    derived: [...SEED_RATES_DERIVED],
  });
  return true;
}
