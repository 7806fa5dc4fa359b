// Dump a seeded database (orders and customer files in GridFS) from a real FerretDB, restore it into
// empty databases, and check what a restore must keep: counts, documents (every BSON type), the
// bytes of every file, and the indexes (a unique index still refuses a duplicate).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Readable } from 'node:stream';
import { testDatabaseUri } from '@rmj/test-db';
import { BSON, GridFSBucket, MongoClient, type Db } from 'mongodb';
import { main } from './cli';
import { dump } from './dump';
import { decryptStream, keyId } from './encryption';
import { MANIFEST, PARTIAL_PREFIX, parseStamp } from './layout';
import { restore } from './restore';
import { verify } from './verify';

const { EJSON, Int32, Long, Double, Binary } = BSON;

const suiteUri = new URL(testDatabaseUri('db-backup'));
const prefix = suiteUri.pathname.slice(1);
suiteUri.pathname = '/';
const uri = suiteUri.toString();
const ORDERS = `${prefix}_orders`;
const CATALOG = `${prefix}_catalog`;

const client = new MongoClient(uri);
/** The key the suite's dumps are encrypted with (production gives it as BACKUP_ENCRYPTION_KEY). */
const KEY = randomBytes(32);
/** A customer's address, in every order: it must not be readable in the dump's bytes. */
const EMAIL = 'anu.customer@example.in';

/** A dump file's plain (gzipped) bytes, decrypted as restore does. */
async function decrypted(dir: string, name: string, key = KEY): Promise<Buffer> {
  const parts: Buffer[] = [];
  const source = Readable.from([fs.readFileSync(path.join(dir, ...name.split('/')))]).pipe(
    decryptStream({ key, name }),
  );
  for await (const chunk of source) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}
let out: string;
/** The customer files seeded into GridFS, by id: sizes from 1 KB to 700 KB (1 to 3 chunks of 255 KB). */
const files = new Map<string, Buffer>();

async function seedOrders(db: Db): Promise<void> {
  const orders = db.collection<Doc>('orders');
  await orders.createIndex({ orderNumber: 1 }, { unique: true });
  await orders.createIndex({ paymentId: 1 }, { unique: true });
  await orders.createIndex({ userId: 1, paidAt: -1 });
  const docs = Array.from({ length: 250 }, (_, i) => ({
    _id: `order_${String(i).padStart(14, '0')}`,
    orderNumber: `RMJ-2026-${String(i + 1).padStart(5, '0')}`,
    paymentId: `pay_${randomBytes(7).toString('hex')}`,
    userId: i % 3 === 0 ? null : `user_${i % 17}`,
    recordedBy: ['verify', 'webhook', 'reconcile'][i % 3],
    amountPaise: new Int32(129900 + i),
    weightGrams: new Double(12.5 + i / 10),
    sequence: Long.fromString(`9007199254740${String(993 + i)}`),
    paidAt: new Date(Date.UTC(2026, 10, 1, 10, i % 60)),
    items: [
      {
        productId: `p-${i % 9}`,
        name: 'Silver ring — engraved “Anu”',
        quantity: new Int32(1),
        pricePaise: new Int32(99900),
      },
      { productId: 'p-chain', name: 'Chain', quantity: new Int32(2), pricePaise: new Int32(15000) },
    ],
    email: EMAIL,
    shipping: { name: 'Anu R', pin: '560001', lines: ['1 MG Road', 'Bengaluru'] },
    fileIds: i % 50 === 0 ? ['a'.repeat(32)] : [],
    receiptHash: new Binary(randomBytes(16)),
    stockDue: i % 2 === 0,
  }));
  await orders.insertMany(docs);
  await db
    .collection<Doc>('pending_orders')
    .insertMany(
      Array.from({ length: 12 }, (_, i) => ({ _id: `order_p${i}`, state: 'pending', nextCheckAt: new Date() })),
    );
  await db
    .collection('migrations')
    .insertOne({ _id: new Int32(1) as never, name: '001-initial', appliedAt: new Date() });
}

async function seedCatalog(db: Db): Promise<void> {
  await db.collection<Doc>('products').insertMany([
    { _id: 'p-0', name: 'Ring', pricePaise: new Int32(99900), tags: ['silver', 'ring'] },
    { _id: 'p-1', name: 'Anklet', pricePaise: new Int32(45000), tags: [] },
  ]);
  await db.collection('uploads.chunks').createIndex({ files_id: 1, n: 1 }, { unique: true });
  const bucket = new GridFSBucket(db, { bucketName: 'uploads' });
  for (const size of [1_000, 100_000, 300_000, 700_000]) {
    const id = randomBytes(16).toString('hex');
    const bytes = randomBytes(size);
    files.set(id, bytes);
    await new Promise<void>((resolve, reject) => {
      bucket
        .openUploadStreamWithId(id as never, `engraving-${size}.png`, {
          metadata: { contentType: 'image/png', owner: 'user_1', claimedAt: new Date() },
        })
        .on('finish', () => resolve())
        .on('error', reject)
        .end(bytes);
    });
  }
}

async function download(db: Db, id: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of new GridFSBucket(db, { bucketName: 'uploads' }).openDownloadStream(id as never)) {
    parts.push(chunk as Buffer);
  }
  return Buffer.concat(parts);
}

/** Documents keyed by a string _id, as the shop's are. */
type Doc = { _id: string } & Record<string, unknown>;

const canonical = (doc: unknown) => EJSON.stringify(doc, { relaxed: false });

beforeAll(async () => {
  await client.connect();
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'rmj-backups-'));
  await seedOrders(client.db(ORDERS));
  await seedCatalog(client.db(CATALOG));
});

afterAll(async () => {
  for (const db of [ORDERS, CATALOG, `${ORDERS}_r`, `${CATALOG}_r`, `${ORDERS}_t`, `${CATALOG}_t`])
    await client.db(db).dropDatabase();
  await client.close();
  fs.rmSync(out, { recursive: true, force: true });
});

describe('dump, restore into empty databases, verify', () => {
  let dir: string;

  beforeAll(async () => {
    ({ dir } = await dump({ uri, dbs: [ORDERS, CATALOG], out, key: KEY, batchSize: 40 }));
  });

  it("writes mongodump's --gzip layout in a folder named by its UTC start time, with a manifest", async () => {
    expect(parseStamp(path.basename(dir))).toBeInstanceOf(Date);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8'));
    expect(manifest.databases[ORDERS].collections).toEqual({
      migrations: { count: 1 },
      orders: { count: 250 },
      pending_orders: { count: 12 },
    });
    expect(manifest.databases[CATALOG].collections['uploads.files']).toEqual({ count: 4 });
    expect(manifest.databases[CATALOG].collections['uploads.chunks']).toEqual({ count: 1 + 1 + 2 + 3 });
    expect(fs.readdirSync(path.join(dir, CATALOG)).sort()).toEqual([
      'products.bson.gz.enc',
      'products.metadata.json.gz.enc',
      'uploads.chunks.bson.gz.enc',
      'uploads.chunks.metadata.json.gz.enc',
      'uploads.files.bson.gz.enc',
      'uploads.files.metadata.json.gz.enc',
    ]);

    // Decrypted, <collection>.bson.gz: the documents as concatenated BSON; .metadata.json.gz: indexes in Extended JSON.
    const bson = gunzipSync(await decrypted(dir, `${ORDERS}/orders.bson.gz.enc`));
    const first = BSON.deserialize(bson.subarray(0, bson.readInt32LE(0)));
    expect(first._id).toMatch(/^order_/);
    const metadata = EJSON.parse(gunzipSync(await decrypted(dir, `${ORDERS}/orders.metadata.json.gz.enc`)).toString());
    expect(metadata).toMatchObject({ collectionName: 'orders', type: 'collection', uuid: expect.any(String) });
    expect(metadata.indexes.map((ix: { name: string }) => ix.name).sort()).toEqual([
      '_id_',
      'orderNumber_1',
      'paymentId_1',
      'userId_1_paidAt_-1',
    ]);
  });

  it('restores into empty databases with equal counts, documents, file bytes and indexes', async () => {
    const toDb = { [ORDERS]: `${ORDERS}_r`, [CATALOG]: `${CATALOG}_r` };
    await restore({ uri, from: dir, key: KEY, toDb, batchDocuments: 60 });
    const [src, dst] = [client.db(ORDERS), client.db(`${ORDERS}_r`)];

    for (const name of ['orders', 'pending_orders', 'migrations']) {
      expect(await dst.collection(name).countDocuments()).toBe(await src.collection(name).countDocuments());
    }
    // Documents equal with their BSON types (Int32, Double, Long, Binary, Date, null, arrays, sub-documents).
    for (const id of ['order_00000000000000', 'order_00000000000123', 'order_00000000000249']) {
      const a = await src.collection('orders').findOne({ _id: id as never }, { promoteValues: false });
      const b = await dst.collection('orders').findOne({ _id: id as never }, { promoteValues: false });
      expect(b).not.toBeNull();
      expect(canonical(b)).toBe(canonical(a));
    }
    for (const [id, bytes] of files) {
      expect((await download(client.db(`${CATALOG}_r`), id)).equals(bytes)).toBe(true);
    }

    const indexNames = (await dst.collection('orders').listIndexes().toArray()).map((ix) => ix.name).sort();
    expect(indexNames).toEqual(['_id_', 'orderNumber_1', 'paymentId_1', 'userId_1_paidAt_-1']);
    const existing = await dst.collection('orders').findOne({ _id: 'order_00000000000007' as never });
    await expect(
      dst
        .collection('orders')
        .insertOne({ _id: 'order_new' as never, orderNumber: existing!.orderNumber, paymentId: 'pay_new' }),
    ).rejects.toMatchObject({ code: 11000 });

    const result = await verify({ uri, from: dir, key: KEY, toDb, sample: 25 });
    expect(result.problems).toEqual([]);
    expect(result).toMatchObject({ collections: 6, documents: 250 + 12 + 1 + 2 + 4 + 7, gridFsFiles: 4 });
    expect(result.sampled).toBeGreaterThanOrEqual(25);
  });

  it('refuses to restore over a database that is not empty, unless told to drop it', async () => {
    const toDb = { [ORDERS]: `${ORDERS}_r` };
    await expect(restore({ uri, from: dir, key: KEY, dbs: [ORDERS], toDb })).rejects.toThrow(
      `database ${ORDERS}_r is not empty (3 collections)`,
    );
    await client
      .db(`${ORDERS}_r`)
      .collection('orders')
      .deleteOne({ _id: 'order_00000000000001' as never });
    await restore({ uri, from: dir, key: KEY, dbs: [ORDERS], toDb, drop: true });
    expect(await client.db(`${ORDERS}_r`).collection('orders').countDocuments()).toBe(250);
  });

  it('finds a restored database that differs from the dump: a changed document, changed file bytes, a lost index', async () => {
    const restoredCatalog = client.db(`${CATALOG}_r`);
    const toDb = { [ORDERS]: `${ORDERS}_r`, [CATALOG]: `${CATALOG}_r` };
    await client
      .db(`${ORDERS}_r`)
      .collection('orders')
      .updateOne({ _id: 'order_00000000000000' as never }, { $set: { amountPaise: 1 } });
    const [big] = [...files].find(([, b]) => b.length === 700_000)!;
    await restoredCatalog
      .collection('uploads.chunks')
      .updateOne({ files_id: big as never, n: 1 }, { $set: { data: new Binary(randomBytes(261_120)) } });
    await restoredCatalog.collection('uploads.chunks').dropIndex('files_id_1_n_1');

    const { problems } = await verify({ uri, from: dir, key: KEY, toDb, sample: 1000 });
    expect(problems).toEqual(
      expect.arrayContaining([
        `${ORDERS}_r.orders: document {"_id":"order_00000000000000"} differs from the dump`,
        `${CATALOG}_r GridFS uploads: file "${big}"'s bytes differ from the dump`,
        `${CATALOG}_r.uploads.chunks: index files_id_1_n_1 is missing`,
      ]),
    );
    // The CLI says so with its exit status.
    const quiet = [jest.spyOn(process.stdout, 'write'), jest.spyOn(process.stderr, 'write')].map((s) =>
      s.mockImplementation(() => true),
    );
    const args = ['verify', '--uri', uri, '--from', dir, '--to-db', `${CATALOG}=${CATALOG}_r`, '--db', CATALOG];
    process.env.BACKUP_ENCRYPTION_KEY = KEY.toString('base64');
    const status = await main(args).finally(() => delete process.env.BACKUP_ENCRYPTION_KEY);
    quiet.forEach((s) => s.mockRestore());
    expect(status).toBe(1);
  });
});

describe('encryption at rest', () => {
  let dir: string;
  const toDb = { [ORDERS]: `${ORDERS}_t`, [CATALOG]: `${CATALOG}_t` };
  const collectionsOf = async (db: string) => (await client.db(db).listCollections().toArray()).map((c) => c.name);

  beforeAll(async () => {
    ({ dir } = await dump({ uri, dbs: [ORDERS, CATALOG], out, key: KEY, now: () => new Date(Date.UTC(2031, 0, 1)) }));
  });

  /** A copy of the dump to damage. */
  function copyOfDump(): string {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'rmj-backup-copy-'));
    fs.cpSync(dir, copy, { recursive: true });
    return copy;
  }

  it('does not start a production backup without a key, or with a key of the wrong length', async () => {
    const before = fs.readdirSync(out).sort();
    const env = { ...process.env };
    try {
      process.env.NODE_ENV = 'production';
      delete process.env.BACKUP_ENCRYPTION_KEY;
      const args = ['dump', '--uri', uri, '--db', ORDERS, '--out', out];
      await expect(main(args)).rejects.toThrow(/BACKUP_ENCRYPTION_KEY is not set/);
      process.env.BACKUP_ENCRYPTION_KEY = randomBytes(24).toString('base64');
      await expect(main(args)).rejects.toThrow(/must be 32 bytes in base64/);
    } finally {
      process.env = env;
    }
    expect(fs.readdirSync(out).sort()).toEqual(before);
  });

  it("holds no customer's address, file bytes or gzip/BSON in the clear", () => {
    const names = Object.keys(JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8')).files);
    expect(names).toHaveLength(12);
    const fileSlices = [...files.values()].map((bytes) => bytes.subarray(500, 564));
    for (const name of names) {
      const bytes = fs.readFileSync(path.join(dir, ...name.split('/')));
      expect(bytes.subarray(0, 6).toString()).toBe('RMJBAK');
      expect(() => gunzipSync(bytes)).toThrow();
      expect(bytes.includes(EMAIL)).toBe(false);
      expect(bytes.includes('order_0000')).toBe(false);
      expect(bytes.includes('orderNumber')).toBe(false);
      for (const slice of fileSlices) expect(bytes.includes(slice)).toBe(false);
    }
    expect(fs.readFileSync(path.join(dir, MANIFEST)).includes(EMAIL)).toBe(false);
  });

  it('restores with the key: documents, including the address, and file bytes as they were', async () => {
    await restore({ uri, from: dir, key: KEY, toDb });
    const order = await client
      .db(`${ORDERS}_t`)
      .collection('orders')
      .findOne({ _id: 'order_00000000000042' as never });
    expect(order).toMatchObject({ email: EMAIL, orderNumber: 'RMJ-2026-00043' });
    for (const [id, bytes] of files) expect((await download(client.db(`${CATALOG}_t`), id)).equals(bytes)).toBe(true);
    expect((await verify({ uri, from: dir, key: KEY, toDb })).problems).toEqual([]);
    for (const db of Object.values(toDb)) await client.db(db).dropDatabase();
  });

  it('refuses a wrong key by name, before reading or writing anything', async () => {
    const wrong = randomBytes(32);
    await expect(restore({ uri, from: dir, key: wrong, toDb })).rejects.toThrow(/wrong key, nothing was read/);
    await expect(verify({ uri, from: dir, key: wrong, toDb })).rejects.toThrow(/wrong key/);
    // A manifest edited to name the wrong key does not help: the files do not authenticate.
    const copy = copyOfDump();
    const manifest = JSON.parse(fs.readFileSync(path.join(copy, MANIFEST), 'utf8'));
    manifest.encryption.keyId = keyId(wrong);
    fs.writeFileSync(path.join(copy, MANIFEST), JSON.stringify(manifest));
    await expect(restore({ uri, from: copy, key: wrong, toDb })).rejects.toThrow(/does not authenticate/);
    for (const db of Object.values(toDb)) expect(await collectionsOf(db)).toEqual([]);
    fs.rmSync(copy, { recursive: true, force: true });
  });

  it('refuses an altered, cut or swapped file, restoring nothing at all', async () => {
    // The last file restored is damaged: without checking every file first, the orders would be in already.
    const damage: Array<(copy: string) => void> = [
      (copy) => {
        const file = path.join(copy, CATALOG, 'uploads.chunks.bson.gz.enc');
        const bytes = fs.readFileSync(file);
        bytes[Math.floor(bytes.length / 2)] ^= 0x01;
        fs.writeFileSync(file, bytes);
      },
      (copy) => {
        const file = path.join(copy, CATALOG, 'uploads.chunks.bson.gz.enc');
        fs.truncateSync(file, fs.statSync(file).size - 1);
      },
      (copy) =>
        fs.copyFileSync(
          path.join(copy, CATALOG, 'products.bson.gz.enc'),
          path.join(copy, CATALOG, 'uploads.chunks.bson.gz.enc'),
        ),
    ];
    for (const change of damage) {
      const copy = copyOfDump();
      change(copy);
      await expect(restore({ uri, from: copy, key: KEY, toDb })).rejects.toThrow(
        `${CATALOG}/uploads.chunks.bson.gz.enc: does not authenticate: the file was altered or BACKUP_ENCRYPTION_KEY`,
      );
      for (const db of Object.values(toDb)) expect(await collectionsOf(db)).toEqual([]);
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
  it('still restores a plain dump written before encryption (format 1), without a key', async () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), 'rmj-backup-v1-'));
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8'));
    const plainFiles: Record<string, unknown> = {};
    for (const name of Object.keys(manifest.files)) {
      const rel = name.slice(0, -'.enc'.length);
      fs.mkdirSync(path.join(plain, path.dirname(rel)), { recursive: true });
      fs.writeFileSync(path.join(plain, rel), await decrypted(dir, name));
      plainFiles[rel] = { bytes: 0, sha256: '' };
    }
    const { encryption: _encryption, ...rest } = manifest;
    fs.writeFileSync(
      path.join(plain, MANIFEST),
      JSON.stringify({ ...rest, format: 'rmj-db-backup/1', files: plainFiles }),
    );
    // What the "in the clear" checks above guard against: a plain dump gunzips to the address, and deflate stores
    // a customer's (incompressible) file bytes as they are.
    expect(gunzipSync(fs.readFileSync(path.join(plain, ORDERS, 'orders.bson.gz'))).includes(EMAIL)).toBe(true);
    const chunks = fs.readFileSync(path.join(plain, CATALOG, 'uploads.chunks.bson.gz'));
    expect([...files.values()].some((bytes) => chunks.includes(bytes.subarray(500, 564)))).toBe(true);
    await restore({ uri, from: plain, dbs: [ORDERS], toDb });
    expect(await client.db(`${ORDERS}_t`).collection('orders').countDocuments()).toBe(250);
    await client.db(`${ORDERS}_t`).dropDatabase();
    fs.rmSync(plain, { recursive: true, force: true });
  });
});

describe('an interrupted dump', () => {
  it('leaves no folder that looks like a complete dump, while running or after failing', async () => {
    const before = fs.readdirSync(out);
    const stop = new AbortController();
    let seenWhileRunning: string[] = [];
    await expect(
      dump({
        uri,
        dbs: [ORDERS, CATALOG],
        out,
        now: () => new Date(Date.UTC(2030, 0, 1, 20, 30)),
        key: KEY,
        signal: stop.signal,
        onCollection: ({ partialDir }) => {
          seenWhileRunning = fs.readdirSync(out).filter((n) => !before.includes(n));
          expect(fs.existsSync(path.join(partialDir, MANIFEST))).toBe(false);
          stop.abort(new Error('killed halfway'));
        },
      }),
    ).rejects.toThrow('killed halfway');
    // While running: only the temporary name (a killed process leaves just that; prune clears it later).
    expect(seenWhileRunning).toEqual([expect.stringMatching(new RegExp(`^\\${PARTIAL_PREFIX}2030-01-01T203000Z-`))]);
    expect(fs.readdirSync(out).sort()).toEqual(before.sort());
    await expect(restore({ uri, from: path.join(out, '2030-01-01T203000Z'), toDb: {} })).rejects.toThrow(
      'no manifest.json: not a complete dump',
    );
  });
});
