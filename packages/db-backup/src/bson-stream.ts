// Reading and writing concatenated BSON documents (the body of a mongodump `.bson` file) as streams:
// a document is its own length (int32, little-endian) followed by the rest of its bytes, so the
// reader cuts the stream at those lengths without holding more than one batch in memory.
import { createReadStream, createWriteStream } from 'node:fs';
import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

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

/** The documents of a `.bson.gz` file, one at a time. */
export function readBsonGz(file: string): AsyncGenerator<Buffer> {
  const stream: Readable = createReadStream(file).pipe(createGunzip());
  return bsonDocuments(stream as AsyncIterable<Buffer>);
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

/** Writes `source` gzipped to `file`; resolves with the written file's size and sha256. */
export async function writeGz(
  source: AsyncIterable<Buffer> | Iterable<Buffer>,
  file: string,
): Promise<{ bytes: number; sha256: string }> {
  const digest = new Digest();
  await pipeline(source, createGzip(), digest, createWriteStream(file, { flags: 'wx' }));
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
export async function readGzText(file: string): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of createReadStream(file).pipe(createGunzip()) as AsyncIterable<Buffer>) parts.push(chunk);
  return Buffer.concat(parts).toString('utf8');
}
