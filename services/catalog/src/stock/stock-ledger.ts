// Stock as a count, on a database whose updates can lose each other (FerretDB: read-modify-write).
// A product's stock is never a counter that takes decrement. Staff set a count (`stockBase`) under a
// fresh `stockEpoch`; each take appends one entry to a per-product chain in `stock_ledger` whose _id
// is `<productId>:<epoch>:<seq>`, holding the stock before and after it. Appending seq n+1 is an
// insert, and only one insert of an _id can succeed, so takes of one product are serialised by the
// unique _id alone: a taker that loses the race reads the new end of the chain and tries the next seq.
// The stock now is the `after` of the chain's last entry (or the base when there is none). A second
// unique key, `takeKey` = `<orderId>:<productId>`, makes re-applying an order's line impossible.
// An order's take and each of its returns apply once (applyOnce) and put one entry a line on the
// chain (appendOnce).
import { Logger } from '@nestjs/common';
import { insertedOnce, insertOnce } from '@rmj/nest-common';
import { randomBytes } from 'node:crypto';
import type { Connection, mongo } from 'mongoose';

export const STOCK_LEDGER = 'stock_ledger';
export const STOCK_TAKES = 'stock_takes';

/** Stock of products stored before counts existed: 10 pieces when in stock, else 0. */
export const LEGACY_STOCK_IN = 10;
/** Epoch of counts set by the seed and the start-up migration. */
export const INITIAL_EPOCH = 'initial';

export interface LedgerEntry {
  _id: string;
  productId: string;
  epoch: string;
  seq: number;
  /** `<orderId>:<productId>`: unique, so an order's line is taken at most once, ever. */
  takeKey: string;
  orderId: string;
  orderNumber?: string;
  quantity: number;
  before: number;
  after: number;
  /** More was paid for than was in stock; the stock stays 0. */
  oversold: boolean;
  /**
   * An order's pieces put back (POST /internal/stock/returns): `after` = `before` + `quantity`; its
   * takeKey is `<orderId>:<productId>:return` (the whole order) or `<returnKey>:<productId>:return`
   * (a return of some of its pieces), so a line goes back at most once per return.
   */
  returned?: boolean;
  at: Date;
}

/** What a products document holds about its count. */
export interface StockFields {
  stockBase?: number | null;
  stockEpoch?: string | null;
  inStock?: boolean | null;
}

/** The end of a chain: its last seq (0: no takes yet) and the stock after it. */
export interface StockHead {
  seq: number;
  stock: number;
}

export const ledgerId = (productId: string, epoch: string, seq: number): string => `${productId}:${epoch}:${seq}`;
export const chainKey = (productId: string, epoch: string): string => `${productId}:${epoch}`;

/** A fresh epoch: staff set the count. */
export const newStockEpoch = (): string => randomBytes(9).toString('base64url');

/** The count staff set and its epoch (documents from before counts: 10 or 0 under the initial epoch). */
export function stockBaseOf(doc: StockFields): { base: number; epoch: string } {
  return {
    base: doc.stockBase ?? (doc.inStock === false ? 0 : LEGACY_STOCK_IN),
    epoch: doc.stockEpoch ?? INITIAL_EPOCH,
  };
}

export function ledger(connection: Connection): mongo.Collection<LedgerEntry> {
  return connection.collection<LedgerEntry>(STOCK_LEDGER) as unknown as mongo.Collection<LedgerEntry>;
}

/** The last entry of every chain (one scan, for the read model): `<productId>:<epoch>` → head. */
export async function readStockHeads(connection: Connection): Promise<Map<string, StockHead>> {
  const heads = new Map<string, StockHead>();
  const cursor = ledger(connection).find({}, { projection: { productId: 1, epoch: 1, seq: 1, after: 1 } });
  for await (const entry of cursor) {
    const key = chainKey(entry.productId, entry.epoch);
    const head = heads.get(key);
    if (!head || entry.seq > head.seq) heads.set(key, { seq: entry.seq, stock: entry.after });
  }
  return heads;
}

/**
 * Reads the end of one chain by _id lookups (indexed everywhere), starting from a seq known to
 * exist (a hint: it may lag, never lead, since entries are never removed).
 */
export async function probeHead(
  connection: Connection,
  productId: string,
  epoch: string,
  base: number,
  fromSeq = 0,
): Promise<StockHead> {
  const entries = ledger(connection);
  let head: StockHead = { seq: 0, stock: base };
  if (fromSeq > 0) {
    const known = await entries.findOne({ _id: ledgerId(productId, epoch, fromSeq) });
    if (known) head = { seq: known.seq, stock: known.after };
    else new Logger('StockLedger').warn(`stock hint ${fromSeq} for ${productId} not found; reading from the start`);
  }
  for (;;) {
    const next = await entries.findOne({ _id: ledgerId(productId, epoch, head.seq + 1) });
    if (!next) return head;
    head = { seq: next.seq, stock: next.after };
  }
}

/** A once-per-order record (`stock_takes`, `stock_returns`): inserted unapplied, then marked applied with its results. */
export interface OnceRecord<Result> {
  _id: string;
  applied: boolean;
  results?: Result[];
}

/**
 * Applies an order's lines once. `record` (applied: false) is inserted under the order's id: whoever
 * inserts it first is `first`. A later call finds it: applied, it answers its results; not yet (a
 * concurrent call, or one interrupted), it applies the lines again (`existing`), the lines' takeKeys
 * keeping each single. Then the record is marked applied with the results.
 */
export async function applyOnce<Result, R extends OnceRecord<Result>>(
  records: mongo.Collection<R>,
  record: R,
  apply: (existing: R | null) => Promise<Result[]>,
): Promise<{ first: boolean; results: Result[] }> {
  const byId = { _id: record._id } as mongo.Filter<R>;
  const stored = await insertOnce(records, record);
  const existing = stored.inserted ? null : stored.doc;
  if (existing?.applied && existing.results) return { first: false, results: existing.results };
  const results = await apply(existing);
  await records.updateOne(byId, { $set: { applied: true, results } } as mongo.UpdateFilter<R>);
  return { first: existing === null, results };
}

/** What an entry records besides where it goes. */
export type EntryFields = Pick<LedgerEntry, 'quantity' | 'before' | 'after' | 'oversold' | 'returned'>;

/**
 * A line's entry on its product's chain: where it goes, and `entry(head)`, what it records after
 * `head` (read again on every attempt, so it may depend on the chain as it is then). `Skip` = null
 * lets it answer null: nothing to record after that head.
 */
export interface ChainAppend<Skip extends null = never> {
  productId: string;
  epoch: string;
  base: number;
  /** The chain's end as last read. */
  head: StockHead;
  takeKey: string;
  orderId: string;
  orderNumber?: string;
  entry: (head: StockHead) => EntryFields | NoInfer<Skip> | Promise<EntryFields | NoInfer<Skip>>;
  /** Names the operation in the error: 'stock take', 'stock return'. */
  what: string;
}

/** Losing the race for a seq needs another append to have succeeded, so this is never reached in practice. */
const MAX_APPEND_ATTEMPTS = 500;

/**
 * Appends a line's entry once per takeKey. A lost race for seq n+1 reads the new end and tries the
 * next; when the takeKey is already on the chain (an earlier or concurrent call wrote it), that
 * entry is answered with the chain's stock now. Answers the stock after it and the entry (null, and
 * the stock at the end, when `entry` had nothing to record).
 */
export async function appendOnce<Skip extends null = never>(
  connection: Connection,
  append: ChainAppend<Skip>,
): Promise<{ stock: number; entry: LedgerEntry | Skip }> {
  const { productId, epoch, base, takeKey, orderId, orderNumber } = append;
  let head = append.head;
  for (let attempt = 0; attempt < MAX_APPEND_ATTEMPTS; attempt += 1) {
    const fields = await append.entry(head);
    if (fields === null) return { stock: head.stock, entry: fields };
    const entry: LedgerEntry = {
      _id: ledgerId(productId, epoch, head.seq + 1),
      productId,
      epoch,
      seq: head.seq + 1,
      takeKey,
      orderId,
      ...(orderNumber ? { orderNumber } : {}),
      ...fields,
      at: new Date(),
    };
    if (await insertedOnce(() => ledger(connection).insertOne(entry))) return { stock: entry.after, entry };
    const already = await ledger(connection).findOne({ takeKey });
    head = await probeHead(connection, productId, epoch, base, head.seq);
    if (already) return { stock: head.stock, entry: already };
  }
  throw new Error(`${append.what} for ${productId} did not settle after ${MAX_APPEND_ATTEMPTS} attempts`);
}
