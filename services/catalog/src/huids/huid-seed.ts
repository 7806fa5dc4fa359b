// The demo catalogue's HUIDs: every seeded hallmarked piece gets one per piece in stock. A piece that
// offers personalisation is still sold from stock (the engraving is added to a hallmarked piece); only a
// line the stock take finds no HUID for is made to order and gets its HUID at Quality check.
// Read from the stored products, so it follows whatever the seed marks hallmarked. Deterministic: the
// n-th HUID is n scrambled by a multiplier prime to 36^6, so the HUIDs are distinct, valid and look
// like BIS's, and the same catalogue always gets the same ones.
import type { Connection } from 'mongoose';
import type { StoredProduct } from '../products/read-model/product-entry';
import { stockBaseOf } from '../stock/stock-ledger';
import { huidIndex, huidRecords, newClaimToken, type HuidIndexEntry, type HuidRecord } from './huid-records';

const SPACE = 36 ** 6;
const MULTIPLIER = 1_000_003; // prime, and neither 2 nor 3: a bijection of 0 … 36^6 - 1
const OFFSET = 0x2b1c7;
const BATCH = 1000;

/** The n-th seed HUID: 6 letters and digits. */
export function seedHuid(n: number): string {
  const scrambled = (Number((BigInt(n) * BigInt(MULTIPLIER)) % BigInt(SPACE)) + OFFSET) % SPACE;
  return scrambled.toString(36).toUpperCase().padStart(6, '0');
}

type SeedProduct = StoredProduct & { hallmarked?: boolean };

/** Gives the seeded hallmarked pieces their HUIDs (products in _id order); answers how many were added. */
export async function seedHuids(connection: Connection, addedAt = new Date()): Promise<number> {
  const products = (await connection
    .collection('products')
    .find({ hallmarked: true })
    .sort({ _id: 1 })
    .toArray()) as unknown as SeedProduct[];
  const records: HuidRecord[] = [];
  for (const doc of products) {
    const { base } = stockBaseOf(doc);
    for (let piece = 0; piece < base; piece += 1)
      records.push({
        _id: seedHuid(records.length),
        productId: doc._id.toString(),
        state: 'in-stock',
        claimToken: newClaimToken(),
        addedAt,
        position: piece,
        addedBy: 'seed',
      });
  }
  // Each product's chain: one addition with all its pieces.
  const entries = new Map<string, HuidIndexEntry>();
  for (const r of records) {
    const entry = entries.get(r.productId) ?? {
      _id: `${r.productId}:1`,
      productId: r.productId,
      seq: 1,
      huids: [],
      at: addedAt,
    };
    entry.huids.push(r._id);
    entries.set(r.productId, entry);
  }
  const chain = [...entries.values()];
  for (let i = 0; i < chain.length; i += BATCH)
    await huidIndex(connection).insertMany(chain.slice(i, i + BATCH), { ordered: true });
  for (let i = 0; i < records.length; i += BATCH)
    await huidRecords(connection).insertMany(records.slice(i, i + BATCH), { ordered: true });
  return records.length;
}
