import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import { PRODUCTS_MARKER_ID } from './catalog-meta.schema';

/**
 * Every write to the products collection must call this afterwards: it gives
 * the change marker a new value so every replica reloads its read model.
 */
export async function bumpCatalogVersion(connection: Connection): Promise<string> {
  const version = randomUUID();
  await connection
    .collection<{ _id: string; version: string; updatedAt: Date }>('catalog_meta')
    .updateOne({ _id: PRODUCTS_MARKER_ID }, { $set: { version, updatedAt: new Date() } }, { upsert: true });
  return version;
}

/** The current marker value, or null before the first write. */
export async function readCatalogVersion(connection: Connection): Promise<string | null> {
  const doc = await connection
    .collection<{ _id: string; version: string }>('catalog_meta')
    .findOne({ _id: PRODUCTS_MARKER_ID }, { projection: { version: 1 } });
  return doc?.version ?? null;
}
