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
import { randomBytes } from 'node:crypto';
import type { Connection, mongo } from 'mongoose';

export const PRODUCT_HUIDS = 'product_huids';
export const HUID_CLAIMS = 'huid_claims';

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

/** Oldest first: when added, then the order they were typed in, then the HUID. */
export const oldestFirst = (a: HuidRecord, b: HuidRecord): number =>
  a.addedAt.getTime() - b.addedAt.getTime() || a.position - b.position || (a._id < b._id ? -1 : 1);

/** A product's HUIDs, oldest first. */
export async function productHuidRecords(connection: Connection, productId: string): Promise<HuidRecord[]> {
  const records = await huidRecords(connection).find({ productId }).toArray();
  return records.sort(oldestFirst);
}

/** A product's HUIDs in stock, oldest first. */
export async function huidsInStock(connection: Connection, productId: string): Promise<HuidRecord[]> {
  const records = await huidRecords(connection).find({ productId, state: 'in-stock' }).toArray();
  return records.sort(oldestFirst);
}

/** How many HUIDs each product has in stock (one scan, for the products table). */
export async function huidsInStockCounts(connection: Connection): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const cursor = huidRecords(connection).find({ state: 'in-stock' }, { projection: { productId: 1 } });
  for await (const { productId } of cursor) counts.set(productId, (counts.get(productId) ?? 0) + 1);
  return counts;
}

/** How many HUIDs a product has in stock. */
export function countHuidsInStock(connection: Connection, productId: string): Promise<number> {
  return huidRecords(connection).countDocuments({ productId, state: 'in-stock' });
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
