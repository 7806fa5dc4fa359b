/**
 * Starts and stops a real FerretDB (MongoDB wire protocol over SQLite) for
 * tests and the local stack. Service tests talk to it over a real connection;
 * nothing is mocked.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Directory holding pnpm-workspace.yaml, found upward from this file. */
export function repoRoot(from = __dirname): string {
  let dir = from;
  while (!fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`pnpm-workspace.yaml not found above ${from}`);
    dir = parent;
  }
  return dir;
}

/** Builds (once, cached) and returns the FerretDB wrapper binary. */
export function ferretDbBinary(): string {
  const script = path.join(repoRoot(), 'scripts', 'ensure-ferretdb.sh');
  return execFileSync('bash', [script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts TCP connections on host:port. */
export async function waitForPort(port: number, host = '127.0.0.1', timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const sock = net.connect(port, host);
      sock.once('connect', () => { sock.destroy(); resolve(true); });
      sock.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`nothing answered on ${host}:${port} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface RunningFerretDb {
  /** mongodb://127.0.0.1:PORT (no database name). */
  uri: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts FerretDB on 127.0.0.1 with the SQLite backend in dataDir (a fresh temp dir by default). */
export async function startFerretDb(opts: { dataDir?: string; port?: number } = {}): Promise<RunningFerretDb> {
  const bin = ferretDbBinary();
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'rmj-ferretdb-'));
  fs.mkdirSync(dataDir, { recursive: true });
  const child = spawn(bin, ['-listen', `127.0.0.1:${port}`, '-data', dataDir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => { stderr = (stderr + d.toString()).slice(-4000); });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`FerretDB exited early (code ${code}): ${stderr}`))),
  );
  await Promise.race([waitForPort(port), exited]);
  child.removeAllListeners('exit');
  return {
    uri: `mongodb://127.0.0.1:${port}`,
    port,
    dataDir,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A MongoDB URI naming a database of its own for one test suite, on the
 * server the Jest global setup started (or TEST_MONGODB_URI when given).
 */
export function testDatabaseUri(suite: string): string {
  const base = process.env.TEST_MONGODB_URI;
  if (!base) throw new Error('TEST_MONGODB_URI is not set: add @rmj/test-db/global-setup to the Jest config');
  const name = `t_${suite.replace(/[^a-zA-Z0-9]/g, '_').slice(0, 30)}_${randomBytes(4).toString('hex')}`;
  return `${base.replace(/\/$/, '')}/${name}`;
}
