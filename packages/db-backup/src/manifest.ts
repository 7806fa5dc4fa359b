import fs from 'node:fs';
import path from 'node:path';
import { FORMAT, MANIFEST, type Manifest } from './layout';

/** The manifest of a complete dump; refuses a folder without one (an interrupted or foreign dump). */
export function readManifest(dir: string): Manifest {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) {
    throw new Error(`${dir} has no ${MANIFEST}: not a complete dump (an interrupted run leaves none)`);
  }
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== FORMAT) throw new Error(`${file}: unknown format ${String(manifest.format)}`);
  return manifest;
}
