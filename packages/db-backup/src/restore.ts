// restore: a dump into databases that are empty (or dropped with `drop`), like
// `mongorestore --gzip --dir`: documents in batches as they are read from the file, then the
// indexes from the metadata file (after the data, as mongorestore does).
import { BSON, MongoClient, type Document, type IndexDescription } from 'mongodb';

const { EJSON } = BSON;
import { readBsonGz, readGzText } from './bson-stream';
import { bsonFile, metadataFile, targetDb } from './layout';
import { authenticateDump, dumpReader, readManifest } from './manifest';

export interface RestoreOptions {
  uri: string;
  /** The dump folder (`<out>/<stamp>`). */
  from: string;
  /** The key the dump was encrypted with (backupKey() in encryption.ts); not needed for a plain format 1 dump. */
  key?: Buffer;
  /** Only these dumped databases (default: all of the dump). */
  dbs?: string[];
  /** Dumped database → database to restore into. */
  toDb?: Record<string, string>;
  /** Otherwise restore `<db>` into `<db><dbSuffix>` (default: the same name). */
  dbSuffix?: string;
  /** Drop a target database that is not empty instead of refusing. */
  drop?: boolean;
  batchDocuments?: number;
  batchBytes?: number;
  log?: (line: string) => void;
}

/** Types kept as they were dumped (Int32 stays Int32, Long stays Long, binary stays Binary). */
const EXACT = { promoteValues: false, promoteBuffers: false, promoteLongs: false, bsonRegExp: true } as const;

/** An index from a metadata file as createIndexes takes it: without the server's own fields. */
function indexSpec(index: Document): IndexDescription {
  const { v: _v, ns: _ns, key, name, ...options } = index;
  return { key, name, ...options } as IndexDescription;
}

export async function restore(opts: RestoreOptions): Promise<{ databases: Record<string, string> }> {
  const log = opts.log ?? (() => undefined);
  const manifest = readManifest(opts.from);
  const sources = opts.dbs ?? Object.keys(manifest.databases);
  for (const db of sources) if (!manifest.databases[db]) throw new Error(`the dump has no database ${db}`);
  const targets = Object.fromEntries(sources.map((db) => [db, targetDb(db, opts.toDb, opts.dbSuffix)]));
  const open = dumpReader(opts.from, manifest, opts.key);
  // GCM authenticates a file only at its end: every file is checked whole before the first write, so an
  // altered file or a wrong key never leaves part of a dump in a database.
  await authenticateDump(opts.from, manifest, opts.key);
  const client = new MongoClient(opts.uri, { serverSelectionTimeoutMS: 15_000 });
  await client.connect();
  try {
    // Refuse before writing anything: a restore never mixes into live data.
    for (const target of Object.values(targets)) {
      const existing = (await client.db(target).listCollections({}, { nameOnly: true }).toArray()).filter(
        (c) => !c.name.startsWith('system.'),
      );
      if (existing.length > 0 && !opts.drop) {
        throw new Error(
          `database ${target} is not empty (${existing.length} collections): restore into a new database ` +
            `(--to-db / --db-suffix) or pass --drop to replace it`,
        );
      }
    }
    for (const [source, target] of Object.entries(targets)) {
      const db = client.db(target);
      if (opts.drop) await db.dropDatabase();
      for (const [name, { count }] of Object.entries(manifest.databases[source].collections)) {
        const meta = open(metadataFile(source, name));
        const metadata = EJSON.parse(await readGzText(meta.file, meta.sealing), {
          relaxed: false,
        }) as { indexes?: Document[] };
        const coll = await db.createCollection(name);
        let batch: Document[] = [];
        let bytes = 0;
        let inserted = 0;
        const flush = async () => {
          if (batch.length === 0) return;
          await coll.insertMany(batch, { ordered: true, bypassDocumentValidation: true });
          inserted += batch.length;
          batch = [];
          bytes = 0;
        };
        const bson = open(bsonFile(source, name));
        for await (const raw of readBsonGz(bson.file, bson.sealing)) {
          batch.push(BSON.deserialize(raw, EXACT));
          bytes += raw.length;
          if (batch.length >= (opts.batchDocuments ?? 1000) || bytes >= (opts.batchBytes ?? 8 * 1024 * 1024)) {
            await flush();
          }
        }
        await flush();
        if (inserted !== count)
          throw new Error(`${source}.${name}: restored ${inserted} documents, the dump says ${count}`);
        const indexes = (metadata.indexes ?? []).filter((i) => i.name !== '_id_').map(indexSpec);
        if (indexes.length > 0) await coll.createIndexes(indexes);
        log(`${source}.${name} → ${target}.${name}: ${inserted} documents, ${indexes.length} indexes`);
      }
    }
    return { databases: targets };
  } finally {
    await client.close();
  }
}
