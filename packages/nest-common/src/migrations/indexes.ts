/**
 * Index migrations: an explicit list of the indexes a version builds (frozen with the version: a
 * later schema change is a new migration, never an edit of a released one), built one at a time
 * (FerretDB 1.24 panics on a createIndexes listing several indexes that already exist) and loudly
 * (mongoose would only report a failure through an event).
 *
 * `declaredIndexes` / `builtIndexes` let a service test compare what the mongoose schemas declare
 * with what the migrations built, so a schema index added without a migration fails a test.
 */
import type { Connection, Model, mongo } from 'mongoose';
import { MIGRATIONS_COLLECTION, MIGRATIONS_LOCK_COLLECTION, type Migration } from './runner';

export type IndexKey = Record<string, 1 | -1>;

/** One index of one collection. */
export interface IndexSpec {
  collection: string;
  key: IndexKey;
  options?: mongo.CreateIndexesOptions;
}

/** The driver's default index name: `a_1_b_-1`. */
export const defaultIndexName = (key: IndexKey): string =>
  Object.entries(key)
    .map(([field, dir]) => `${field}_${dir}`)
    .join('_');

/** Builds each index (a no-op when it exists with the same options); the first failure names the index. */
export async function createIndexes(db: mongo.Db, specs: readonly IndexSpec[]): Promise<void> {
  for (const spec of specs) {
    try {
      await db.collection(spec.collection).createIndex(spec.key, spec.options ?? {});
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      throw new Error(
        `cannot build index ${spec.options?.name ?? defaultIndexName(spec.key)} of collection "${spec.collection}": ${reason}`,
      );
    }
  }
}

/** A migration that builds these indexes. */
export function indexMigration(version: number, name: string, specs: readonly IndexSpec[]): Migration {
  return { version, name, up: (db) => createIndexes(db, specs) };
}

/** How an index is compared: collection, name, key (in order) and uniqueness. */
export interface IndexShape {
  collection: string;
  name: string;
  key: IndexKey;
  unique: boolean;
}

const byCollectionAndName = (a: IndexShape, b: IndexShape) =>
  a.collection.localeCompare(b.collection) || a.name.localeCompare(b.name);

/** What mongoose models declare (`_id` included), as mongoose's createIndexes would build it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function declaredIndexes(models: ReadonlyArray<Model<any>>): IndexShape[] {
  const shapes: IndexShape[] = [];
  for (const model of models) {
    const collection = model.collection.name;
    shapes.push({ collection, name: '_id_', key: { _id: 1 }, unique: false });
    for (const [key, options] of model.schema.indexes()) {
      const k = key as IndexKey;
      const o = options as { name?: string; unique?: boolean };
      shapes.push({ collection, name: o.name ?? defaultIndexName(k), key: k, unique: o.unique === true });
    }
  }
  return shapes.sort(byCollectionAndName);
}

/** What the database holds for these collections. */
export async function builtIndexes(db: mongo.Db, collections: readonly string[]): Promise<IndexShape[]> {
  const shapes: IndexShape[] = [];
  for (const collection of collections) {
    let list: mongo.Document[];
    try {
      list = await db.collection(collection).listIndexes().toArray();
    } catch {
      list = [];
    }
    for (const ix of list)
      shapes.push({
        collection,
        name: String(ix.name),
        key: ix.key as IndexKey,
        unique: ix.unique === true && ix.name !== '_id_',
      });
  }
  return shapes.sort(byCollectionAndName);
}

/** Every model registered on a connection (what the service's modules declared with forFeature). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const modelsOf = (connection: Connection): Array<Model<any>> => Object.values(connection.models);

/** The shapes of a collection written without a mongoose model: `_id_` plus these [name, key, unique]. */
export const collectionIndexes = (
  collection: string,
  ...indexes: Array<[name: string, key: IndexKey, unique: boolean]>
): IndexShape[] => [
  { collection, name: '_id_', key: { _id: 1 }, unique: false },
  ...indexes.map(([name, key, unique]) => ({ collection, name, key, unique })),
];

/** RATE_LIMIT_INDEXES as shapes (every service with RateLimitModule). */
export const RATE_LIMIT_INDEX_SHAPES: IndexShape[] = collectionIndexes(
  'rate_limit_tickets',
  ['b_1_at_-1', { b: 1, at: -1 }, false],
  ['k_1', { k: 1 }, false],
  ['expiresAt_1', { expiresAt: 1 }, false],
);

/**
 * For a service test: what the connection's models declare plus `others` (collections without a
 * model), and what the database holds for every collection but the migrations' own, both sorted.
 * Equal when the migrations built exactly the declared indexes.
 */
export async function compareIndexes(
  connection: Connection,
  others: readonly IndexShape[],
): Promise<{ declared: IndexShape[]; built: IndexShape[] }> {
  const db = connection.db;
  if (!db) throw new Error('the database connection is not open');
  const declared = [...declaredIndexes(modelsOf(connection)), ...others].sort(byCollectionAndName);
  const present = (await db.listCollections({}, { nameOnly: true }).toArray())
    .map((c) => c.name)
    .filter((name) => name !== MIGRATIONS_COLLECTION && name !== MIGRATIONS_LOCK_COLLECTION);
  const built = await builtIndexes(db, [...new Set([...present, ...declared.map((i) => i.collection)])]);
  return { declared, built };
}
