// A second gateway beside the private stack, with its own environment (a dead upstream, a
// runtime configuration file, another static root), for journeys that need one.
import { spawn, type ChildProcess } from 'node:child_process';
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

/** Resolves with `child` once it answers /health/live on `port` (`tries` × 100 ms); else stops it and throws. */
async function whenLive(child: ChildProcess, port: number, tries: number, what: string): Promise<ChildProcess> {
  for (let i = 0; i < tries; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/health/live`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`${what} did not start`);
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
