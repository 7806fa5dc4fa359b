/**
 * The seam's collections are written only by its rules: appended or inserted once, moved on by
 * compare-and-set, swept by expiry. A raw in-place update on one of them (updateOne, updateMany,
 * findOneAndUpdate, replaceOne, bulkWrite…) can, on FerretDB, write back an older copy over a
 * concurrent write or re-open a record that was meant to happen once. This test reads the sources
 * of every service and package and fails when code outside packages/nest-common/src/db/ calls one
 * of those methods on such a collection.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '../../../..');
const SEAM_DIR = 'packages/nest-common/src/db/';

/** A collection the seam owns, and the ways code reaches it. */
interface Owned {
  collection: string;
  /** Mongoose classes stored in it: `@InjectModel(Class.name) private readonly x` makes `this.x`. */
  models?: string[];
  /** The argument of `.collection(…)` naming it: a quoted name or a constant. */
  names?: string[];
  /** Functions answering it: `fn(connection)`. */
  accessors?: string[];
  /** Other receivers (a getter), as they are written in the files under `receiversIn`. */
  receivers?: string[];
  receiversIn?: string;
}

const SEAM_COLLECTIONS: Owned[] = [
  { collection: 'db_version_claims', names: ['VERSION_CLAIMS', "'db_version_claims'"] },
  { collection: 'db_leases', names: ['LEASES', "'db_leases'"] },
  // catalog: append-only ledgers, insert-once leases, versions and tombstones. (huid_claims is not
  // here: a claim is inserted once but later marked returned, a one-way flag set in place.)
  { collection: 'stock_ledger', names: ['STOCK_LEDGER', "'stock_ledger'"], accessors: ['ledger'] },
  { collection: 'product_huid_index', names: ['PRODUCT_HUID_INDEX'], accessors: ['huidIndex'] },
  { collection: 'metal_rates', names: ['RATES_COLLECTION', "'metal_rates'"], accessors: ['rateRecords'] },
  {
    collection: 'shop_settings',
    names: ["'shop_settings'"],
    receivers: ['this.versions'],
    receiversIn: 'services/catalog/src/settings/',
  },
  { collection: 'file_cleanup_leases', names: ["'file_cleanup_leases'"] },
  { collection: 'file_deletions', names: ["'file_deletions'"] },
  { collection: 'contacts', models: ['Contact'] },
  // identity: insert-once markers.
  { collection: 'staff_once', models: ['StaffOnce'] },
  // orders: the move history (insert-once) and the state derived from it (compare-and-set), refunds.
  { collection: 'orders', models: ['Order'], names: ["'orders'"] },
  { collection: 'order_moves', models: ['OrderMoveRecord'], names: ["'order_moves'"] },
  { collection: 'order_refunds', models: ['OrderRefundRecord'], names: ["'order_refunds'"] },
  { collection: 'refund_settlements', models: ['RefundSettlement'], names: ["'refund_settlements'"] },
  { collection: 'refund_attempts', models: ['RefundAttempt'], names: ["'refund_attempts'"] },
  { collection: 'payment_refunds', models: ['PaymentRefund'], names: ["'payment_refunds'"] },
  // orders: draft orders, saved by compare-and-set on the version staff read (sent once, later).
  { collection: 'draft_orders', models: ['DraftOrderRecord'], names: ["'draft_orders'"] },
];

/**
 * Raw updates written before the seam existed, per file and collection (how many calls). The
 * orders helper moves these onto the seam: shrink this list as they go; it must match exactly, so
 * a new raw update is caught even where an old one was removed.
 */
const ALLOWED: Record<string, Record<string, number>> = {};

const RAW_UPDATES =
  '(?:updateOne|updateMany|findOneAndUpdate|findByIdAndUpdate|replaceOne|findOneAndReplace|bulkWrite)';
/** Hand-written helpers that update in place whatever they are given (orders' re-read loop). */
const RAW_HELPERS = '(?:setUntilKept)';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A call's argument list, one level of nested parentheses allowed: `(this.connection)`, `(db())`. */
const ARGS = String.raw`\((?:[^()]|\([^()]*\))*\)`;

/** The expressions in `source` (the file at `path`) that stand for `owned`. */
function receiversOf(path: string, source: string, owned: Owned): string[] {
  const found: string[] = [];
  for (const model of owned.models ?? []) {
    const injected = new RegExp(
      String.raw`@InjectModel\(\s*${model}\.name\s*\)\s*(?:(?:private|protected|public|readonly)\s+)*(\w+)`,
      'g',
    );
    for (const m of source.matchAll(injected)) found.push(String.raw`\bthis\.${m[1]}\b`);
  }
  for (const name of owned.names ?? []) found.push(String.raw`\.collection(?:<[^>]*>)?\(\s*${escape(name)}\s*\)`);
  for (const accessor of owned.accessors ?? []) found.push(String.raw`(?<![.\w])${accessor}\s*${ARGS}`);
  if (owned.receiversIn && path.startsWith(owned.receiversIn))
    for (const receiver of owned.receivers ?? []) found.push(String.raw`\b${escape(receiver)}\b`);
  // A local name given one of them: `const leases = db.collection('file_cleanup_leases')`.
  for (const direct of [...found]) {
    const alias = new RegExp(String.raw`(?:const|let)\s+(\w+)\s*=\s*(?:await\s+)?[^;]*?${direct}`, 'g');
    for (const m of source.matchAll(alias)) found.push(String.raw`(?<![.\w])${m[1]}\b`);
  }
  return found;
}

/** Raw update calls in one file, per owned collection. */
function rawUpdatesIn(path: string, source: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const collection of SEAM_COLLECTIONS) {
    const receivers = receiversOf(path, source, collection);
    if (receivers.length === 0) continue;
    const owned = `(?:${receivers.join('|')})`;
    const call = new RegExp(String.raw`${owned}\s*\.\s*${RAW_UPDATES}\s*\(`, 'g');
    const helper = new RegExp(String.raw`\b${RAW_HELPERS}\(\s*${owned}`, 'g');
    const n = [...source.matchAll(call)].length + [...source.matchAll(helper)].length;
    if (n > 0) counts[collection.collection] = n;
  }
  return counts;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (entry === 'node_modules' || entry === 'dist') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry) && !/\.(e2e-)?spec\.tsx?$/.test(entry) ? [path] : [];
  });
}

function partSources(): string[] {
  return ['services', 'packages'].flatMap((floor) =>
    readdirSync(join(ROOT, floor))
      .map((part) => join(ROOT, floor, part, 'src'))
      .filter((src) => statSync(src, { throwIfNoEntry: false })?.isDirectory())
      .flatMap(sourceFiles),
  );
}

it('finds a raw update on a seam collection however the code reaches it', () => {
  const source = `
    constructor(@InjectModel(Order.name) private readonly orders: Model<Order>) {}
    a() { return retryBusy(() => this.orders.updateOne({ _id }, { $set: { status } })); }
    b() { return ledger(this.connection).findOneAndUpdate({ _id }, { $set: { after: 1 } }); }
    c() { const leases = db.collection<{ _id: string }>('file_cleanup_leases'); return leases.bulkWrite([]); }
    d() { return this.orders.findOne({ _id }); }
    e() { return products.updateOne({ _id }, { $set: { name } }); }
    f() { return setUntilKept(this.orders, { _id }, { note }, kept); }`;
  expect(rawUpdatesIn('services/x/src/a.ts', source)).toEqual({
    orders: 2,
    stock_ledger: 1,
    file_cleanup_leases: 1,
  });
});

it('no code outside the seam updates its collections in place (except the listed orders calls)', () => {
  const found: Record<string, Record<string, number>> = {};
  for (const file of partSources()) {
    const path = relative(ROOT, file);
    if (path.startsWith(SEAM_DIR)) continue;
    const counts = rawUpdatesIn(path, readFileSync(file, 'utf8'));
    if (Object.keys(counts).length > 0) found[path] = counts;
  }
  expect(found).toEqual(ALLOWED);
});
