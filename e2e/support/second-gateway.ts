// A second gateway beside the private stack, with its own environment (a dead upstream, a
// runtime configuration file, another static root), for journeys that need one.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** A port nothing listens on (yet). */
export function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Starts the built gateway on `port` with the stack's upstreams, overridden by `env`; resolves once it is live. */
export async function startGateway(
  info: { ports: Record<string, number>; root: string },
  port: number,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(info.root, 'services/gateway/dist/main.js')], {
    cwd: info.root,
    env: {
      ...process.env,
      PORT: String(port),
      // No metrics server: 9100 (the default) may be a running shop's.
      METRICS_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      STATIC_ROOT: info.root,
      CATALOG_URL: `http://127.0.0.1:${info.ports.catalog}`,
      ORDERS_URL: `http://127.0.0.1:${info.ports.orders}`,
      IDENTITY_URL: `http://127.0.0.1:${info.ports.identity}`,
      ...env,
    },
    stdio: 'ignore',
  });
  return whenLive(child, port, 150, 'second gateway');
}

/**
 * Another process took the port between `closedPort()` and the child's start (every test run on the
 * machine picks free ports): its answers are not the child's, so the caller starts again elsewhere.
 */
export class PortTakenError extends Error {}

/**
 * Whether process `pid` holds the listening socket of `port` (Linux: /proc/net/tcp* and the
 * process's descriptors); true where /proc is not there to ask.
 */
function listensOn(pid: number | undefined, port: number): boolean {
  if (pid === undefined) return false;
  if (!fs.existsSync('/proc/net/tcp')) return true;
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      // Columns: sl, local address (ADDR:PORT in hex), remote address, state (0A = LISTEN), ..., inode (10th).
      const columns = line.trim().split(/\s+/);
      if (columns[1]?.endsWith(hexPort) && columns[3] === '0A') inodes.add(`socket:[${columns[9]}]`);
    }
  }
  const descriptors = `/proc/${pid}/fd`;
  if (inodes.size === 0 || !fs.existsSync(descriptors)) return false;
  return fs.readdirSync(descriptors).some((fd) => {
    try {
      return inodes.has(fs.readlinkSync(`${descriptors}/${fd}`));
    } catch {
      return false; // closed while we looked
    }
  });
}

/**
 * Resolves with `child` once it answers /health/live on `port` (`tries` × 100 ms) from a socket of its
 * own; else stops it and throws (PortTakenError when another process answers there).
 */
async function whenLive(child: ChildProcess, port: number, tries: number, what: string): Promise<ChildProcess> {
  for (let i = 0; i < tries; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/health/live`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok && listensOn(child.pid, port)) return child;
    if (ok) {
      child.kill();
      throw new PortTakenError(`${what}: another process answers on port ${port}`);
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`${what} did not start`);
}

/**
 * Runs `start` with `count` ports nothing listened on; when another process takes one of them first
 * (PortTakenError), `start` runs again on new ports (`start` stops what it started before throwing).
 */
export async function onFreePorts<T>(count: number, start: (ports: number[]) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const ports: number[] = [];
    for (let i = 0; i < count; i++) ports.push(await closedPort());
    try {
      return await start(ports);
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt === 3) throw error;
    }
  }
}

/**
 * Starts the built render service on `port`, reading the shell, the remotes and the runtime
 * configuration through the gateway at `gatewayPort` (which need not be up yet), with no page cache,
 * so each page is rendered from the configuration of the moment; resolves once it is live.
 */
export async function startRender(
  info: { root: string },
  port: number,
  gatewayPort: number,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const gateway = `http://127.0.0.1:${gatewayPort}`;
  const child = spawn(process.execPath, [path.join(info.root, 'services/render/dist/main.js')], {
    cwd: info.root,
    env: {
      ...process.env,
      PORT: String(port),
      METRICS_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SHELL_URL: gateway,
      API_ORIGIN: gateway,
      SHOP_URL: `http://localhost:${gatewayPort}`,
      RENDER_CACHE_MS: '0',
      ...env,
    },
    stdio: 'ignore',
  });
  return whenLive(child, port, 300, 'second render service');
}
