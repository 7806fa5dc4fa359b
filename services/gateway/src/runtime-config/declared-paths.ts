// The paths a remote's build declares (metaData.rmj of its mf-manifest.json, written by
// @rmj/mf-config from the remote's route list), read where the gateway can read them without a
// request: the builds it serves itself from STATIC_ROOT. Elsewhere (Kubernetes, a CDN) the
// configuration gives the paths, and the manifest check compares them with the declarations.
import { readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { readManifestDeclaration } from '@rmj/contracts';
import { MFE_NAME_PATTERN } from '../static/mfe-names';

const SERVED_ENTRY = new RegExp(`^/mfe/(${MFE_NAME_PATTERN.source.replace(/^\^|\$$/g, '')})/([^?#]+)`);

/**
 * The file behind a same-origin manifest URL the gateway serves (`/mfe/cart/releases/b/mf-manifest.json`
 * → `<STATIC_ROOT>/mfe-cart/dist/releases/b/mf-manifest.json`), or undefined for any other URL.
 */
export function servedManifestFile(staticRoot: string | undefined, entry: string): string | undefined {
  const match = staticRoot ? SERVED_ENTRY.exec(entry) : null;
  if (!staticRoot || !match) return undefined;
  const dist = join(staticRoot, `mfe-${match[1]}`, 'dist');
  let file: string;
  try {
    file = join(dist, decodeURIComponent(match[2]));
  } catch {
    return undefined;
  }
  const inside = relative(dist, file);
  return inside && !inside.startsWith(`..${sep}`) && inside !== '..' ? file : undefined;
}

/** Changes whenever the file is written (or appears, or goes). */
export function fileStamp(file: string): string {
  try {
    const stat = statSync(file);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return 'missing';
  }
}

/** The paths a built manifest declares; throws naming the file and the problem. */
export function readDeclaredPaths(file: string): string[] {
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new Error(code === 'ENOENT' ? `${file} does not exist` : `${file} cannot be read (${message})`);
  }
  try {
    return readManifestDeclaration(manifest).paths;
  } catch (error) {
    throw new Error(`${file} ${(error as Error).message}`);
  }
}
