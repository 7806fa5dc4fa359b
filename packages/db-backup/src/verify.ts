// verify: a restored (or live) database against a dump: the dump's own files against their sha256,
// the document count of every collection, a sample of documents compared field by field and type by
// type, every index present with the same keys and uniqueness, and the bytes of every GridFS file
// (sha256 of its reassembled chunks) equal to those recorded when it was dumped.
import path from 'node:path';
import { BSON, GridFSBucket, MongoClient, type Document } from 'mongodb';
import { fileDigest, readBsonGz, readGzText } from './bson-stream';
import { streamDigest } from './dump';
import { bsonFile, metadataFile, targetDb } from './layout';
import { dumpReader, readManifest } from './manifest';

export interface VerifyOptions {
  uri: string;
  from: string;
  /** The key the dump was encrypted with; not needed for a plain format 1 dump. */
  key?: Buffer;
  dbs?: string[];
  toDb?: Record<string, string>;
  dbSuffix?: string;
  /** Documents compared per collection (spread over the whole collection). */
  sample?: number;
  log?: (line: string) => void;
}

export interface VerifyResult {
  problems: string[];
  collections: number;
  documents: number;
  sampled: number;
  gridFsFiles: number;
}

const { EJSON } = BSON;
const EXACT = { promoteValues: false, promoteBuffers: false, promoteLongs: false, bsonRegExp: true } as const;
/** Canonical Extended JSON keeps every BSON type ({"$numberInt": "2"} ≠ {"$numberDouble": "2.0"}). */
const canonical = (doc: Document) => EJSON.stringify(doc, { relaxed: false });

export async function verify(opts: VerifyOptions): Promise<VerifyResult> {
  const log = opts.log ?? (() => undefined);
  const manifest = readManifest(opts.from);
  const open = dumpReader(opts.from, manifest, opts.key);
  const result: VerifyResult = { problems: [], collections: 0, documents: 0, sampled: 0, gridFsFiles: 0 };
  const fail = (msg: string) => result.problems.push(msg);

  for (const [rel, want] of Object.entries(manifest.files)) {
    const got = await fileDigest(path.join(opts.from, ...rel.split('/'))).catch(() => undefined);
    if (!got) fail(`dump file ${rel} is missing`);
    else if (got.sha256 !== want.sha256) fail(`dump file ${rel} is damaged (sha256 differs from the manifest)`);
  }

  const client = new MongoClient(opts.uri, { serverSelectionTimeoutMS: 15_000 });
  await client.connect();
  try {
    for (const source of opts.dbs ?? Object.keys(manifest.databases)) {
      const entry = manifest.databases[source];
      if (!entry) {
        fail(`the dump has no database ${source}`);
        continue;
      }
      const target = targetDb(source, opts.toDb, opts.dbSuffix);
      const db = client.db(target);
      for (const [name, { count }] of Object.entries(entry.collections)) {
        result.collections += 1;
        const what = `${target}.${name}`;
        const coll = db.collection(name);
        const actual = await coll.countDocuments({});
        result.documents += actual;
        if (actual !== count) fail(`${what}: ${actual} documents, the dump has ${count}`);

        // A sample spread over the dump: every k-th document, compared with the one of the same _id.
        const every = Math.max(1, Math.floor(count / (opts.sample ?? 50)));
        let i = 0;
        const bson = open(bsonFile(source, name));
        for await (const raw of readBsonGz(bson.file, bson.sealing)) {
          if (i++ % every !== 0) continue;
          const dumped = BSON.deserialize(raw, EXACT);
          const found = await coll.findOne({ _id: dumped._id }, { raw: true } as never);
          result.sampled += 1;
          if (!found) fail(`${what}: document ${canonical({ _id: dumped._id })} is missing`);
          else if (canonical(BSON.deserialize(found as unknown as Buffer, EXACT)) !== canonical(dumped)) {
            fail(`${what}: document ${canonical({ _id: dumped._id })} differs from the dump`);
          }
        }

        const meta = open(metadataFile(source, name));
        const metadata = EJSON.parse(await readGzText(meta.file, meta.sealing), {
          relaxed: true,
        }) as { indexes?: Document[] };
        const have = new Map(
          (
            await coll
              .listIndexes()
              .toArray()
              .catch(() => [])
          ).map((ix) => [ix.name as string, ix]),
        );
        for (const ix of metadata.indexes ?? []) {
          const got = have.get(ix.name as string);
          if (!got) fail(`${what}: index ${ix.name} is missing`);
          else if (JSON.stringify(got.key) !== JSON.stringify(ix.key) || Boolean(got.unique) !== Boolean(ix.unique)) {
            fail(`${what}: index ${ix.name} differs (${JSON.stringify(got)} vs ${JSON.stringify(ix)})`);
          }
        }
        log(`${what}: ${actual}/${count} documents, indexes checked`);
      }
      for (const [bucket, files] of Object.entries(entry.gridfs)) {
        const grid = new GridFSBucket(db, { bucketName: bucket });
        for (const [id, want] of Object.entries(files)) {
          result.gridFsFiles += 1;
          const fileId = EJSON.parse(id, { relaxed: false }) as unknown;
          const doc = await db.collection(`${bucket}.files`).findOne({ _id: fileId as never });
          const sha256 = doc ? await streamDigest(grid, fileId) : null;
          if (!doc) fail(`${target} GridFS ${bucket}: file ${id} is missing`);
          else if (Number(doc.length) !== want.length)
            fail(`${target} GridFS ${bucket}: file ${id} has another length`);
          else if (want.sha256 === null) fail(`${target} GridFS ${bucket}: file ${id} was incomplete when dumped`);
          else if (sha256 !== want.sha256) fail(`${target} GridFS ${bucket}: file ${id}'s bytes differ from the dump`);
        }
        log(`${target}: GridFS bucket ${bucket}: ${Object.keys(files).length} files checked`);
      }
    }
    return result;
  } finally {
    await client.close();
  }
}
