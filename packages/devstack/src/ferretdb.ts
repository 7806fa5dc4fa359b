// The embedded database: our FerretDB wrapper (infra/dev/ferretdb), built once with Go into a
// git-ignored cache, and started on 127.0.0.1 with the SQLite backend.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, tail } from './paths';
import { freePort } from './ports';
import { mongoPing, waitUntil } from './wait';

/** Where the binary for the wrapper's current sources is cached (keyed by go.mod, go.sum and main.go). */
export function ferretDbBinaryPath(root = repoRoot()): string {
  const src = path.join(root, 'infra', 'dev', 'ferretdb');
  const hash = createHash('sha256');
  for (const file of ['go.mod', 'go.sum', 'main.go']) hash.update(fs.readFileSync(path.join(src, file)));
  return path.join(root, '.cache', 'ferretdb', hash.digest('hex').slice(0, 16), 'ferretdb');
}

/** Builds (once, cached) and returns the FerretDB wrapper binary. Needs Go on the first run only. */
export function ferretDbBinary(root = repoRoot()): string {
  const out = ferretDbBinaryPath(root);
  if (fs.existsSync(out)) return out;
  process.stderr.write('Building FerretDB v1.24.2 (first run only, takes a few minutes)...\n');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  // Several first runs may build at once (parallel test runs): each writes its own file, and the
  // atomic rename lets the last one win without any of them starting a half-written binary.
  const tmp = `${out}.${process.pid}.tmp`;
  execFileSync('go', ['build', '-trimpath', '-o', tmp, '.'], {
    cwd: path.join(root, 'infra', 'dev', 'ferretdb'),
    env: { ...process.env, CGO_ENABLED: '0' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  fs.renameSync(tmp, out);
  return out;
}

export interface RunningFerretDb {
  /** mongodb://127.0.0.1:PORT (no database name). */
  uri: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts FerretDB on 127.0.0.1 with its data in `dataDir` (a fresh temp dir by default) and
 * resolves once it answers a MongoDB ping.
 */
export async function startFerretDb(opts: { dataDir?: string; port?: number } = {}): Promise<RunningFerretDb> {
  const bin = ferretDbBinary();
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'rmj-ferretdb-'));
  fs.mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(dataDir, 'ferretdb.log');
  const out = fs.openSync(logFile, 'a');
  const child = spawn(bin, ['-listen', `127.0.0.1:${port}`, '-data', dataDir], { stdio: ['ignore', out, out] });
  fs.closeSync(out);
  const uri = `mongodb://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const exited = () =>
    child.exitCode !== null
      ? new Error(`FerretDB exited early (code ${child.exitCode}): ${tail(logFile, 10)}`)
      : undefined;
  try {
    await waitUntil(() => mongoPing(uri), { what: 'FerretDB', timeoutMs: 30_000, watch: { failure: exited } });
  } catch (error) {
    await stop();
    throw error;
  }
  return { uri, port, dataDir, process: child, stop };
}
