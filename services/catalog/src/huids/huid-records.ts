// Hallmark unique IDs (HUIDs), one document per physical piece, on a database whose updates can lose
// each other (FerretDB: read-modify-write) and without transactions. Correctness rests on two unique
// keys, never on an update's filter:
// - `product_huids {_id: HUID}`: a HUID is entered once in the whole shop.
// - `huid_claims`: a piece leaving stock is an insert whose `_id` is its order line's slot
//   (`<orderId>:<productId>:<n>`, n = 0 … quantity - 1) and whose `huidKey` (unique) is the HUID with
//   its current `claimToken`. One insert can succeed per slot (a retried or concurrent take of the
//   same order fills each slot once) and per HUID and token (two orders never get the same piece).
//   A stock return gives the HUID a fresh token, so it can be claimed again; removing a HUID entered
//   by mistake claims it too (`removed:<HUID>:<token>`), so it cannot be sold while it is removed.
// The document's `state`, `orderId` and `orderNumber` follow the claim (for staff reading the list).
// Finding a product's HUIDs never filters the collection (FerretDB on SQLite scans for anything but an
// `_id`, seconds for tens of thousands of HUIDs): each addition appends the HUIDs it added to the
// product's chain in `product_huid_index` (`_id` = `<productId>:<seq>`, insert-only like the stock
// ledger), and the product's HUIDs are read by `_id` from it.
import { randomBytes } from 'node:crypto';
import type { Connection, mongo } from 'mongoose';
import { insertedOnce } from '@rmj/nest-common';

export const PRODUCT_HUIDS = 'product_huids';
export const HUID_CLAIMS = 'huid_claims';
export const PRODUCT_HUID_INDEX = 'product_huid_index';

export type HuidState = 'in-stock' | 'sold';

export interface HuidRecord {
  /** The HUID itself (6 letters and digits, upper case). */
  _id: string;
  productId: string;
  state: HuidState;
  /** Changes each time the HUID goes back in stock: a claim names the token it took. */
  claimToken: string;
  orderId?: string;
  orderNumber?: string;
  soldAt?: Date;
  addedAt: Date;
  /** Its place among the HUIDs added with it (oldest first keeps the order they were typed in). */
  position: number;
  /** Who added it: the staff member's e-mail, or 'seed'. */
  addedBy: string;
}

export interface HuidClaim {
  /** `<orderId>:<productId>:<n>`, or `removed:<HUID>:<token>`. */
  _id: string;
  /** `<HUID>:<claimToken>`: unique. */
  huidKey: string;
  huid: string;
  productId: string;
  orderId?: string;
  orderNumber?: string;
  at: Date;
  /** The order was cancelled and the HUID went back in stock. */
  returned?: boolean;
}

/** One addition of HUIDs to a product, in the order they were typed. */
export interface HuidIndexEntry {
  /** `<productId>:<seq>`, seq from 1. */
  _id: string;
  productId: string;
  seq: number;
  huids: string[];
  at: Date;
}

export const newClaimToken = (): string => randomBytes(9).toString('base64url');
export const huidKey = (record: Pick<HuidRecord, '_id' | 'claimToken'>): string => `${record._id}:${record.claimToken}`;
export const slotId = (orderId: string, productId: string, n: number): string => `${orderId}:${productId}:${n}`;
export const removalId = (record: Pick<HuidRecord, '_id' | 'claimToken'>): string =>
  `removed:${record._id}:${record.claimToken}`;

export function huidRecords(connection: Connection): mongo.Collection<HuidRecord> {
  return connection.collection<HuidRecord>(PRODUCT_HUIDS) as unknown as mongo.Collection<HuidRecord>;
}

export function huidClaims(connection: Connection): mongo.Collection<HuidClaim> {
  return connection.collection<HuidClaim>(HUID_CLAIMS) as unknown as mongo.Collection<HuidClaim>;
}

export function huidIndex(connection: Connection): mongo.Collection<HuidIndexEntry> {
  return connection.collection<HuidIndexEntry>(PRODUCT_HUID_INDEX) as unknown as mongo.Collection<HuidIndexEntry>;
}

const indexId = (productId: string, seq: number): string => `${productId}:${seq}`;
const LOOKUPS_AT_ONCE = 16;

/** Documents by `_id`, a few lookups at a time (`$in` is a collection scan on FerretDB); absent ones left out. */
export async function findByIds<T extends { _id: string }>(
  collection: mongo.Collection<T>,
  ids: readonly string[],
): Promise<T[]> {
  const found: T[] = [];
  for (let i = 0; i < ids.length; i += LOOKUPS_AT_ONCE) {
    const docs = await Promise.all(
      ids.slice(i, i + LOOKUPS_AT_ONCE).map((_id) => collection.findOne({ _id } as mongo.Filter<T>)),
    );
    for (const doc of docs) if (doc) found.push(doc as T);
  }
  return found;
}

/** The HUIDs ever added to a product, oldest first, each once (some may since be removed or elsewhere). */
export async function readHuidIndex(
  connection: Connection,
  productId: string,
): Promise<{ huids: string[]; seq: number }> {
  const huids = new Set<string>();
  let seq = 0;
  for (;;) {
    const entry = await huidIndex(connection).findOne({ _id: indexId(productId, seq + 1) });
    if (!entry) return { huids: [...huids], seq };
    for (const huid of entry.huids) huids.add(huid);
    seq = entry.seq;
  }
}

/** Appends an addition to the product's chain: a lost race for seq n+1 tries the next. */
export async function appendHuidIndex(
  connection: Connection,
  productId: string,
  huids: readonly string[],
): Promise<void> {
  let { seq } = await readHuidIndex(connection, productId);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    seq += 1;
    const entry = { _id: indexId(productId, seq), productId, seq, huids: [...huids], at: new Date() };
    if (await insertedOnce(() => huidIndex(connection).insertOne(entry))) return;
  }
  throw new Error(`adding HUIDs to ${productId} did not settle after 100 attempts`);
}

/** Oldest first: when added, then the order they were typed in, then the HUID (the CSV export's scan). */
export const oldestFirst = (a: HuidRecord, b: HuidRecord): number =>
  a.addedAt.getTime() - b.addedAt.getTime() || a.position - b.position || (a._id < b._id ? -1 : 1);

/** A product's HUIDs, oldest first (by `_id` lookups from its chain). */
export async function productHuidRecords(connection: Connection, productId: string): Promise<HuidRecord[]> {
  const { huids } = await readHuidIndex(connection, productId);
  const records = await findByIds(huidRecords(connection), huids);
  return records.filter((r) => r.productId === productId);
}

/** A product's HUIDs in stock, oldest first. */
export async function huidsInStock(connection: Connection, productId: string): Promise<HuidRecord[]> {
  return (await productHuidRecords(connection, productId)).filter((r) => r.state === 'in-stock');
}

/** How many HUIDs a product has in stock. */
export async function countHuidsInStock(connection: Connection, productId: string): Promise<number> {
  return (await huidsInStock(connection, productId)).length;
}

/**
 * The admin answer's `huidsInStock`: for a hallmarked piece, and for any piece that has HUIDs in
 * stock (the flag may have been cleared since they were entered); absent otherwise.
 */
export function withHuidsInStock<T extends { hallmarked?: boolean }>(
  product: T,
  count: number,
  hallmarked = product.hallmarked,
): T & { huidsInStock?: number } {
  return hallmarked === true || count > 0 ? { ...product, huidsInStock: count } : product;
}
