// Reading and writing concatenated BSON documents (the body of a mongodump `.bson` file) as streams:
// a document is its own length (int32, little-endian) followed by the rest of its bytes, so the
// reader cuts the stream at those lengths without holding more than one batch in memory.
import { createReadStream, createWriteStream } from 'node:fs';
import { createHash } from 'node:crypto';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { decryptStream, encryptStream, type Sealing } from './encryption';

/** The largest document MongoDB stores (16 MiB) plus headroom: anything longer is a corrupt file. */
const MAX_DOCUMENT = 48 * 1024 * 1024;

/** Yields each BSON document of a byte stream as a Buffer; throws on a truncated or corrupt stream. */
export async function* bsonDocuments(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let pending: Buffer = Buffer.alloc(0);
  for await (const chunk of source) {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    let offset = 0;
    while (pending.length - offset >= 4) {
      const size = pending.readInt32LE(offset);
      if (size < 5 || size > MAX_DOCUMENT) throw new Error(`corrupt BSON: a document claims ${size} bytes`);
      if (pending.length - offset < size) break;
      yield pending.subarray(offset, offset + size);
      offset += size;
    }
    pending = pending.subarray(offset);
  }
  if (pending.length > 0) throw new Error(`truncated BSON: ${pending.length} bytes after the last whole document`);
}

/** A dump file's gzipped bytes, decrypted when the dump is encrypted (`sealing`); errors are passed on. */
function plainGz(file: string, sealing?: Sealing): Readable {
  const raw = createReadStream(file);
  if (!sealing) return raw;
  const decrypt = decryptStream(sealing);
  raw.on('error', (err) => decrypt.destroy(err));
  return raw.pipe(decrypt);
}

/** The gunzipped bytes of a dump file (decrypted first when sealed). */
function gunzipped(file: string, sealing?: Sealing): Readable {
  const source = plainGz(file, sealing);
  const gunzip = createGunzip();
  source.on('error', (err) => gunzip.destroy(err));
  return source.pipe(gunzip);
}

/** The documents of a `.bson.gz` file, one at a time. */
export function readBsonGz(file: string, sealing?: Sealing): AsyncGenerator<Buffer> {
  return bsonDocuments(gunzipped(file, sealing) as AsyncIterable<Buffer>);
}

/** Reads a whole encrypted file and checks its tag, keeping nothing: throws when it does not authenticate. */
export async function authenticateFile(file: string, sealing: Sealing): Promise<void> {
  const discard = new Writable({ write: (_chunk, _enc, done) => done() });
  await pipeline(createReadStream(file), decryptStream(sealing), discard);
}

/** Counts bytes and computes the sha256 of what passes through. */
class Digest extends Transform {
  readonly hash = createHash('sha256');
  bytes = 0;
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: (err?: Error | null, data?: Buffer) => void): void {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    done(null, chunk);
  }
}

/** Writes `source` gzipped (then encrypted, with `sealing`) to `file`; resolves with the written file's size and sha256. */
export async function writeGz(
  source: AsyncIterable<Buffer> | Iterable<Buffer>,
  file: string,
  sealing?: Sealing,
): Promise<{ bytes: number; sha256: string }> {
  const digest = new Digest();
  const out = createWriteStream(file, { flags: 'wx' });
  if (sealing) await pipeline(source, createGzip(), encryptStream(sealing), digest, out);
  else await pipeline(source, createGzip(), digest, out);
  return { bytes: digest.bytes, sha256: digest.hash.digest('hex') };
}

/** sha256 and size of a file on disk, streamed. */
export async function fileDigest(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** Reads a whole gzipped file (small ones only: the metadata files). */
export async function readGzText(file: string, sealing?: Sealing): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of gunzipped(file, sealing) as AsyncIterable<Buffer>) parts.push(chunk);
  return Buffer.concat(parts).toString('utf8');
}
