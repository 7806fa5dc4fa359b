// What the commands need from the machine, checked up front with a clear message. Nothing here
// installs anything globally or asks for sudo: .ci/run (or the engineer) installs what is missing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { ferretDbBinaryPath } from '../ferretdb';

export interface Needs {
  /** A database for the services: MONGODB_URI, or the embedded FerretDB (Go builds it once). */
  database?: boolean;
  /** Chromium for the browser tests and Lighthouse. */
  chromium?: boolean;
  /** kubectl (kustomize) and Go (kubectl-validate, built once) for the manifest check. */
  kubernetes?: boolean;
}

const has = (command: string) => spawnSync(command, ['version'], { stdio: 'ignore' }).error === undefined;

/** Path of the Chromium the tests drive. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Every missing prerequisite, explained with how to get it. Empty when nothing is missing. */
export function missingPrerequisites(root: string, needs: Needs): string[] {
  const missing: string[] = [];
  const ferretCached = fs.existsSync(ferretDbBinaryPath(root));
  const externalDb = Boolean(process.env.MONGODB_URI || process.env.TEST_MONGODB_URI);
  if (needs.database && !externalDb && !ferretCached && !has('go')) {
    missing.push(
      'Go 1.24 or newer builds the embedded database once (https://go.dev/dl, or: apt-get install golang-go). Or set MONGODB_URI to a MongoDB server: then neither FerretDB nor Go is needed.',
    );
  }
  if (needs.chromium && !fs.existsSync(chromiumPath())) {
    missing.push(
      `Chromium is needed for the browser tests and not found at ${chromiumPath()}: apt-get install chromium (Debian), or set CHROMIUM_PATH. Playwright cannot download browsers here.`,
    );
  }
  if (needs.kubernetes && !has('kubectl'))
    missing.push(
      'kubectl (with kustomize) renders the Kubernetes overlays for the manifest check: https://kubernetes.io/docs/tasks/tools/',
    );
  if (needs.kubernetes && !has('go') && !fs.existsSync(`${root}/.cache/kubectl-validate`))
    missing.push('Go builds kubectl-validate once for the manifest check (https://go.dev/dl).');
  return missing;
}
