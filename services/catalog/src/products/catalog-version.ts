import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import { PRODUCTS_MARKER_ID, RATES_MARKER_ID } from './catalog-meta.schema';

type MarkerDoc = { _id: string; version: string; updatedAt: Date };

/** The two change markers: products (any write to what a product shows) and today's rates. */
export interface CatalogMarkers {
  products: string | null;
  rates: string | null;
}

async function bump(connection: Connection, id: string): Promise<string> {
  const version = randomUUID();
  await connection
    .collection<MarkerDoc>('catalog_meta')
    .updateOne({ _id: id }, { $set: { version, updatedAt: new Date() } }, { upsert: true });
  return version;
}

/**
 * Every write to the products collection must call this afterwards: it gives
 * the change marker a new value so every replica reloads its read model.
 */
export function bumpCatalogVersion(connection: Connection): Promise<string> {
  return bump(connection, PRODUCTS_MARKER_ID);
}

/**
 * A change of today's rates moves its own marker: a replica whose products have not changed then
 * re-prices the pieces it holds instead of reading the whole catalogue again (seconds on a large one).
 */
export function bumpRatesVersion(connection: Connection): Promise<string> {
  return bump(connection, RATES_MARKER_ID);
}

/** Both markers (null before their first write); catalog_meta holds a handful of documents. */
export async function readCatalogMarkers(connection: Connection): Promise<CatalogMarkers> {
  const docs = await connection
    .collection<MarkerDoc>('catalog_meta')
    .find({ _id: { $in: [PRODUCTS_MARKER_ID, RATES_MARKER_ID] } }, { projection: { version: 1 } })
    .toArray();
  const of = (id: string) => docs.find((d) => d._id === id)?.version ?? null;
  return { products: of(PRODUCTS_MARKER_ID), rates: of(RATES_MARKER_ID) };
}

/** One value for both markers: what ETags and GET /api/catalogue/version give (null before any write). */
export function markerVersion(markers: CatalogMarkers): string | null {
  if (markers.rates === null) return markers.products;
  return `${markers.products ?? 'none'}~rates-${markers.rates}`;
}

/** The current marker value, or null before the first write. */
export async function readCatalogVersion(connection: Connection): Promise<string | null> {
  return markerVersion(await readCatalogMarkers(connection));
}
