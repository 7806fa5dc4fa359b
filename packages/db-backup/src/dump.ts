// dump: every collection of the given databases, in mongodump's --gzip layout, into a new folder
// named by the start time. Written under a temporary name and renamed only when complete (with its
// manifest.json), so an interrupted run never leaves a folder that looks like a backup.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BSON, GridFSBucket, MongoClient, type Db, type Document } from 'mongodb';

const { EJSON } = BSON;
import { writeGz } from './bson-stream';
import { keyId } from './encryption';
import {
  FORMAT,
  MANIFEST,
  PARTIAL_PREFIX,
  bsonFile,
  dumpOrder,
  gridFsBuckets,
  metadataFile,
  stampOf,
  storedName,
  type DatabaseEntry,
  type Manifest,
} from './layout';

export interface DumpOptions {
  uri: string;
  dbs: string[];
  /** The backup folder: the dump becomes `<out>/<stamp>/`. */
  out: string;
  /** The AES-256 key every file but manifest.json is encrypted with (backupKey() in encryption.ts). */
  key: Buffer;
  /** Documents per cursor batch (what the driver holds in memory at once). */
  batchSize?: number;
  now?: () => Date;
  signal?: AbortSignal;
  /** Called after each collection is written (progress; tests use it to interrupt a run). */
  onCollection?: (e: { db: string; collection: string; count: number; partialDir: string }) => void | Promise<void>;
  log?: (line: string) => void;
}

export interface DumpResult {
  dir: string;
  manifest: Manifest;
}

/** Collections mongodump would dump: not views, not system collections. */
async function collectionsOf(db: Db): Promise<{ name: string; options: Document; uuid: string }[]> {
  const infos = await db.listCollections({}, { nameOnly: false }).toArray();
  return infos
    .filter((c) => (c.type ?? 'collection') === 'collection' && !c.name.startsWith('system.'))
    .map((c) => {
      const uuid = (c as { info?: { uuid?: { toString(enc: string): string } } }).info?.uuid;
      return {
        name: c.name,
        options: (c as { options?: Document }).options ?? {},
        uuid: uuid ? uuid.toString('hex') : '',
      };
    });
}

export async function dump(opts: DumpOptions): Promise<DumpResult> {
  const log = opts.log ?? (() => undefined);
  const started = (opts.now ?? (() => new Date()))();
  const stamp = stampOf(started);
  fs.mkdirSync(opts.out, { recursive: true });
  const finalDir = path.join(opts.out, stamp);
  if (fs.existsSync(finalDir)) throw new Error(`${finalDir} exists already: one dump per second`);
  const partialDir = path.join(opts.out, `${PARTIAL_PREFIX}${stamp}-${process.pid}`);
  fs.mkdirSync(partialDir);

  const client = new MongoClient(opts.uri, { serverSelectionTimeoutMS: 15_000 });
  const files: Manifest['files'] = {};
  const databases: Record<string, DatabaseEntry> = {};
  // Each file is written under its stored name, sealed with that name (see encryption.ts).
  const write = async (rel: string, source: AsyncIterable<Buffer> | Iterable<Buffer>) => {
    const name = storedName(rel, FORMAT).split(path.sep).join('/');
    files[name] = await writeGz(source, path.join(partialDir, ...name.split('/')), { key: opts.key, name });
  };
  try {
    await client.connect();
    for (const dbName of opts.dbs) {
      const db = client.db(dbName);
      fs.mkdirSync(path.join(partialDir, dbName));
      const collections = await collectionsOf(db);
      if (collections.length === 0) log(`${dbName}: no collections (the database is empty or does not exist)`);
      const entry: DatabaseEntry = { collections: {}, gridfs: {} };
      databases[dbName] = entry;
      const byName = new Map(collections.map((c) => [c.name, c]));
      for (const name of dumpOrder([...byName.keys()])) {
        opts.signal?.throwIfAborted();
        const info = byName.get(name)!;
        const coll = db.collection(name);
        // Indexes first: mongorestore creates them after the data, from this file.
        const indexes = await coll.listIndexes().toArray();
        const metadata = { options: info.options, indexes, uuid: info.uuid, collectionName: name, type: 'collection' };
        const metaRel = metadataFile(dbName, name);
        await write(metaRel, [Buffer.from(EJSON.stringify(metadata, { relaxed: false }))]);

        let count = 0;
        const signal = opts.signal;
        // raw: the server's bytes as they are (as mongodump writes them), one document at a time.
        const cursor = coll.find({}, { raw: true, batchSize: opts.batchSize ?? 1000 });
        async function* documents(): AsyncGenerator<Buffer> {
          for await (const doc of cursor as AsyncIterable<unknown>) {
            signal?.throwIfAborted();
            count += 1;
            yield Buffer.isBuffer(doc) ? doc : Buffer.from(doc as Uint8Array);
          }
        }
        const bsonRel = bsonFile(dbName, name);
        try {
          await write(bsonRel, documents());
        } finally {
          await cursor.close();
        }
        entry.collections[name] = { count };
        log(`${dbName}.${name}: ${count} documents, ${indexes.length} indexes`);
        await opts.onCollection?.({ db: dbName, collection: name, count, partialDir });
      }
      for (const bucket of gridFsBuckets([...byName.keys()])) {
        entry.gridfs[bucket] = await gridFsDigests(db, bucket, opts.signal);
        log(`${dbName}: GridFS bucket ${bucket}: ${Object.keys(entry.gridfs[bucket]).length} files hashed`);
      }
    }
    const manifest: Manifest = {
      format: FORMAT,
      layout:
        'mongodump --gzip directory, each file AES-256-GCM encrypted as <file>.enc ' +
        '(restore with rmj-db-backup, or decrypt each file, then mongorestore --gzip --dir <folder>)',
      encryption: { cipher: 'aes-256-gcm', keyId: keyId(opts.key) },
      startedAt: started.toISOString(),
      finishedAt: new Date().toISOString(),
      databases,
      files,
    };
    // The manifest last, then the rename: a folder with a stamp name is a complete dump.
    const manifestPath = path.join(partialDir, MANIFEST);
    fs.writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'wx' });
    const fd = fs.openSync(manifestPath, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(partialDir, finalDir);
    return { dir: finalDir, manifest };
  } catch (error) {
    fs.rmSync(partialDir, { recursive: true, force: true });
    throw error;
  } finally {
    await client.close();
  }
}

/** sha256 and length of every file of a bucket, reassembled from its chunks (streamed). */
export async function gridFsDigests(
  db: Db,
  bucket: string,
  signal?: AbortSignal,
): Promise<Record<string, { length: number; sha256: string | null }>> {
  const out: Record<string, { length: number; sha256: string | null }> = {};
  const grid = new GridFSBucket(db, { bucketName: bucket });
  for await (const file of db.collection(`${bucket}.files`).find({}, { projection: { _id: 1, length: 1 } })) {
    signal?.throwIfAborted();
    out[EJSON.stringify(file._id, { relaxed: false })] = {
      length: Number(file.length),
      sha256: await streamDigest(grid, file._id),
    };
  }
  return out;
}

/** The sha256 of one GridFS file's bytes, or null when its chunks are missing or inconsistent. */
export async function streamDigest(grid: GridFSBucket, id: unknown): Promise<string | null> {
  const hash = createHash('sha256');
  try {
    for await (const chunk of grid.openDownloadStream(id as never) as AsyncIterable<Buffer>) hash.update(chunk);
  } catch {
    return null;
  }
  return hash.digest('hex');
}
