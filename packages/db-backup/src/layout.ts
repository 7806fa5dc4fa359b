// The dump's layout on disk: mongodump's `--gzip` directory layout (`<dump>/<db>/<collection>.bson.gz`,
// `<collection>.metadata.json.gz`), one folder per run named by its UTC start time, plus our own
// manifest.json (counts, sha256 of every file, GridFS file digests). A folder is complete exactly
// when it has its stamp name: a run writes into `.partial-<stamp>-<pid>` and renames it at the end.
import path from 'node:path';

export const MANIFEST = 'manifest.json';
export const PARTIAL_PREFIX = '.partial-';
/** Format 2: every file but manifest.json encrypted (encryption.ts), named `<file>.enc`. */
export const FORMAT = 'rmj-db-backup/2';
/** Format 1: the plain dumps written before encryption; still restored and verified. */
export const PLAIN_FORMAT = 'rmj-db-backup/1';
export const ENCRYPTED_SUFFIX = '.enc';

/** `2026-11-26T203000Z`: sorts as text in time order and is safe in every file system. */
export function stampOf(date: Date): string {
  return date
    .toISOString()
    .replace(/:/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

const STAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

/** The time a stamp names, or undefined when `name` is not a stamp. */
export function parseStamp(name: string): Date | undefined {
  const m = STAMP.exec(name);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m.map(Number);
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s));
}

export const bsonFile = (db: string, collection: string) => path.join(db, `${collection}.bson.gz`);
export const metadataFile = (db: string, collection: string) => path.join(db, `${collection}.metadata.json.gz`);

/** The name a file of the layout is stored under in a dump of this format. */
export function storedName(rel: string, format: Manifest['format']): string {
  return format === PLAIN_FORMAT ? rel : `${rel}${ENCRYPTED_SUFFIX}`;
}

/** What manifest.json records about one dump. */
export interface Manifest {
  format: typeof FORMAT | typeof PLAIN_FORMAT;
  /** Format 2: how the files are sealed, and the id of the key (keyId in encryption.ts; not the key). */
  encryption?: { cipher: 'aes-256-gcm'; keyId: string };
  /** "mongodump --gzip directory": what `mongorestore --gzip --dir <dump>` reads. */
  layout: string;
  startedAt: string;
  finishedAt: string;
  databases: Record<string, DatabaseEntry>;
  /** Every file of the dump (path relative to the dump, `/`-separated, as stored): size and sha256. */
  files: Record<string, { bytes: number; sha256: string }>;
}

export interface DatabaseEntry {
  /** Documents per collection as dumped. */
  collections: Record<string, { count: number }>;
  /**
   * GridFS buckets (collections `<bucket>.files` + `<bucket>.chunks`): per file (key: its `_id` as
   * canonical Extended JSON) the length and the sha256 of its reassembled bytes when it was dumped.
   */
  gridfs: Record<string, Record<string, { length: number; sha256: string | null }>>;
}

/** Collections of GridFS buckets: `<bucket>.files` and `<bucket>.chunks` → bucket names. */
export function gridFsBuckets(collections: string[]): string[] {
  const names = new Set(collections);
  return collections
    .filter((c) => c.endsWith('.files') && names.has(`${c.slice(0, -'.files'.length)}.chunks`))
    .map((c) => c.slice(0, -'.files'.length));
}

/**
 * The order collections are dumped in: a bucket's `.files` before its `.chunks`. GridFS writes a
 * file's chunks first and its `.files` document last, so every file document in the dump has had its
 * chunks written before they are read (mongodump without --oplog is not a snapshot either).
 */
export function dumpOrder(collections: string[]): string[] {
  const rank = (c: string) => (c.endsWith('.chunks') ? 1 : 0);
  return [...collections].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The database a dumped database is restored into: `--to-db src=dst`, else `<src><suffix>`. */
export function targetDb(source: string, toDb: Record<string, string> = {}, suffix = ''): string {
  return toDb[source] ?? `${source}${suffix}`;
}
