import fs from 'node:fs';
import path from 'node:path';
import { authenticateFile } from './bson-stream';
import { keyId, type Sealing } from './encryption';
import { FORMAT, MANIFEST, PLAIN_FORMAT, storedName, type Manifest } from './layout';

/** The manifest of a complete dump; refuses a folder without one (an interrupted or foreign dump). */
export function readManifest(dir: string): Manifest {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) {
    throw new Error(`${dir} has no ${MANIFEST}: not a complete dump (an interrupted run leaves none)`);
  }
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== FORMAT && manifest.format !== PLAIN_FORMAT)
    throw new Error(`${file}: unknown format ${String(manifest.format)}`);
  return manifest;
}

/** A dump file as read: its path on disk and how to decrypt it (none for a plain, format 1 dump). */
export interface DumpFile {
  file: string;
  sealing?: Sealing;
}

/**
 * Opens dump files for reading: checks first that `key` is the key the dump was written with (a wrong key
 * is refused by name, before anything is read), then names each file of the layout as stored.
 */
export function dumpReader(dir: string, manifest: Manifest, key: Buffer | undefined): (rel: string) => DumpFile {
  if (manifest.format === FORMAT) {
    if (!manifest.encryption) throw new Error(`${path.join(dir, MANIFEST)}: format 2 without its encryption entry`);
    if (!key) throw new Error(`${dir} is encrypted: BACKUP_ENCRYPTION_KEY is needed to read it`);
    if (keyId(key) !== manifest.encryption.keyId) {
      throw new Error(
        `${dir} was encrypted with key ${manifest.encryption.keyId}, BACKUP_ENCRYPTION_KEY is key ${keyId(key)}: ` +
          'wrong key, nothing was read',
      );
    }
  }
  return (rel) => {
    const name = storedName(rel, manifest.format).split(path.sep).join('/');
    return {
      file: path.join(dir, ...name.split('/')),
      sealing: manifest.format === FORMAT ? { key: key!, name } : undefined,
    };
  };
}

/** Decrypts every file of an encrypted dump to nothing: throws on the first one that does not authenticate. */
export async function authenticateDump(dir: string, manifest: Manifest, key: Buffer | undefined): Promise<void> {
  if (manifest.format !== FORMAT) return;
  dumpReader(dir, manifest, key);
  for (const name of Object.keys(manifest.files)) {
    await authenticateFile(path.join(dir, ...name.split('/')), { key: key!, name });
  }
}
