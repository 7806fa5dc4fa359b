// Encryption at rest: every file of a dump but manifest.json is sealed with AES-256-GCM, so a copy of the
// volume (or of an off-site bucket) holds no readable personal data, password hash or customer's file.
// A file is `RMJBAK` + format version (1 byte) + a random 12-byte IV, the ciphertext, then the 16-byte
// GCM tag. The header and the file's path inside the dump are authenticated too (additional data), so
// a file altered, cut short or swapped for another file of the dump fails to decrypt.
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, type DecipherGCM } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

const MAGIC = Buffer.from('RMJBAK', 'ascii');
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + 1 + IV_BYTES;
export const KEY_BYTES = 32;

/**
 * The development key: known to everyone who reads this file, so only outside production (the same rule
 * as the services' development secrets). Production refuses it.
 */
export const DEV_BACKUP_KEY = createHash('sha256').update('rmj-dev-only-insecure-backup-key').digest();

/**
 * The key from BACKUP_ENCRYPTION_KEY (32 random bytes in base64: `openssl rand -base64 32`). Required in
 * production; elsewhere the development key stands in when it is not set.
 */
export function backupKey(env: Record<string, string | undefined> = process.env): Buffer {
  const value = env.BACKUP_ENCRYPTION_KEY?.trim();
  const production = env.NODE_ENV === 'production';
  if (!value) {
    if (production) {
      throw new Error(
        'BACKUP_ENCRYPTION_KEY is not set: production backups are encrypted, give it 32 random bytes in ' +
          'base64 (openssl rand -base64 32) from the Secret db-backup-encryption',
      );
    }
    return DEV_BACKUP_KEY;
  }
  const key = /^[A-Za-z0-9+/]+={0,2}$/.test(value) ? Buffer.from(value, 'base64') : Buffer.alloc(0);
  if (key.length !== KEY_BYTES || key.toString('base64') !== value) {
    throw new Error(
      `BACKUP_ENCRYPTION_KEY must be ${KEY_BYTES} bytes in base64 (44 characters, openssl rand -base64 32); ` +
        `it decodes to ${key.length} bytes`,
    );
  }
  if (production && key.equals(DEV_BACKUP_KEY)) {
    throw new Error('BACKUP_ENCRYPTION_KEY is the published development key: make one with openssl rand -base64 32');
  }
  return key;
}

/** A short, non-secret name of a key (recorded in the manifest) to tell "wrong key" from "altered file". */
export function keyId(key: Buffer): string {
  return createHmac('sha256', key).update('rmj-db-backup key id').digest('hex').slice(0, 16);
}

/** What sealing one file needs: the key, and the file's path inside the dump (bound to its content). */
export interface Sealing {
  key: Buffer;
  name: string;
}

const aad = (header: Buffer, name: string) => Buffer.concat([header, Buffer.from(name, 'utf8')]);

/** Encrypts a stream into the format above. */
export function encryptStream({ key, name }: Sealing): Transform {
  const header = Buffer.concat([MAGIC, Buffer.from([VERSION]), randomBytes(IV_BYTES)]);
  const cipher = createCipheriv('aes-256-gcm', key, header.subarray(MAGIC.length + 1));
  cipher.setAAD(aad(header, name));
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      if (!started) {
        started = true;
        this.push(header);
      }
      done(null, cipher.update(chunk));
    },
    flush(done: TransformCallback) {
      if (!started) this.push(header);
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
}

/**
 * Decrypts a stream written by encryptStream. GCM authenticates only at the end, so a caller that must not
 * act on unauthenticated bytes reads the whole file first (restore does: see authenticateDump).
 */
export function decryptStream({ key, name }: Sealing): Transform {
  let head = Buffer.alloc(0);
  let tail = Buffer.alloc(0);
  let decipher: DecipherGCM | undefined;
  const refuse = (why: string) => new Error(`${name}: ${why}`);
  return new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      if (!decipher) {
        head = Buffer.concat([head, chunk]);
        if (head.length < HEADER_BYTES) return done();
        const header = head.subarray(0, HEADER_BYTES);
        if (!header.subarray(0, MAGIC.length).equals(MAGIC)) return done(refuse('not an encrypted backup file'));
        if (header[MAGIC.length] !== VERSION) {
          return done(refuse(`unknown encryption format version ${header[MAGIC.length]}`));
        }
        decipher = createDecipheriv('aes-256-gcm', key, header.subarray(MAGIC.length + 1));
        decipher.setAAD(aad(header, name));
        chunk = head.subarray(HEADER_BYTES);
      }
      // The last 16 bytes are the tag: hold them back until the end.
      const data = Buffer.concat([tail, chunk]);
      const cut = Math.max(0, data.length - TAG_BYTES);
      tail = data.subarray(cut);
      done(null, decipher.update(data.subarray(0, cut)));
    },
    flush(done: TransformCallback) {
      if (!decipher || tail.length < TAG_BYTES) return done(refuse('truncated encrypted file'));
      try {
        decipher.setAuthTag(tail);
        done(null, decipher.final());
      } catch {
        done(
          refuse(
            'does not authenticate: the file was altered or BACKUP_ENCRYPTION_KEY is not the key it was written with',
          ),
        );
      }
    },
  });
}
