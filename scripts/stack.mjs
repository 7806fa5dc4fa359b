// Starts the whole shop on this machine: the embedded database (FerretDB,
// unless MONGODB_URI is given), the mail catcher, the catalog, orders and
// identity services and the gateway, which serves the built shell and remotes.
// Used by `pnpm start` (fixed ports, data kept under ./.data) and by the
// end-to-end tests (free ports, a throw-away data directory).
import { spawn, execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const SERVICES = ['catalog', 'orders', 'identity'];

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(check, what, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${what}: process exited with code ${child.exitCode}`);
    try {
      if (await check()) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`${what} did not become ready within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

function portOpen(port) {
  return new Promise((resolve) => {
    const sock = net.connect(port, '127.0.0.1');
    sock.once('connect', () => (sock.destroy(), resolve(true)));
    sock.once('error', () => resolve(false));
  });
}

/** True once the server at uri answers a MongoDB ping (the driver comes from a service's dependencies). */
async function mongoPing(uri) {
  const mongoose = createRequire(path.join(root, 'services/catalog/package.json'))('mongoose');
  const conn = mongoose.createConnection(uri, { serverSelectionTimeoutMS: 1000 });
  try {
    await conn.asPromise();
    await conn.db.admin().ping();
    return true;
  } finally {
    await conn.close().catch(() => {});
  }
}

async function httpOk(url) {
  const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
  return res.ok;
}

/** Reads the last lines of a log file, to explain a failed start. */
function tail(file, lines = 25) {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** A development JWT secret, made once per data directory and kept. */
function devSecret(dataDir) {
  const file = path.join(dataDir, 'dev-secrets.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  const secrets = { JWT_SECRET: randomBytes(32).toString('hex'), CODE_SECRET: randomBytes(32).toString('hex') };
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/**
 * Starts every process and resolves when the shop answers.
 * opts: { ports: 'fixed' | 'free', dataDir, quiet, env }
 */
export async function startStack(opts = {}) {
  const fixed = opts.ports !== 'free';
  const dataDir = path.resolve(opts.dataDir ?? path.join(root, '.data'));
  const logDir = path.join(dataDir, 'logs');
  fs.mkdirSync(logDir, { recursive: true });
  const say = opts.quiet ? () => {} : (msg) => process.stdout.write(`${msg}\n`);
  const children = [];
  let stopping = false;

  const ports = fixed
    ? { gateway: 8080, catalog: 3001, orders: 3002, identity: 3003, db: 27017, smtp: 1025, mail: 1080 }
    : Object.fromEntries(
        await Promise.all(['gateway', 'catalog', 'orders', 'identity', 'db', 'smtp', 'mail'].map(async (k) => [k, await freePort()])),
      );
  if (opts.gatewayPort) ports.gateway = opts.gatewayPort;

  function run(name, command, args, env = {}) {
    const logFile = path.join(logDir, `${name}.log`);
    const out = fs.openSync(logFile, 'a');
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', out, out],
    });
    fs.closeSync(out);
    child.name = name;
    child.logFile = logFile;
    child.on('exit', (code, signal) => {
      if (!stopping) {
        process.stderr.write(`\n${name} stopped unexpectedly (${signal ?? `code ${code}`}). Last log lines (${logFile}):\n${tail(logFile)}\n`);
        opts.onCrash?.(name);
      }
    });
    children.push(child);
    return child;
  }

  async function stop() {
    stopping = true;
    for (const child of [...children].reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      await new Promise((resolve) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
        child.once('exit', () => (clearTimeout(timer), resolve()));
        child.kill('SIGTERM');
      });
    }
  }

  try {
    for (const [name, port] of Object.entries(ports)) {
      if (await portOpen(port)) throw new Error(`port ${port} (${name}) is already in use: is the shop already running?`);
    }

    // Database: the given MONGODB_URI, or the embedded FerretDB.
    let mongoUri = process.env.MONGODB_URI;
    if (mongoUri) {
      say(`Using the database at MONGODB_URI (embedded FerretDB not started).`);
    } else {
      const bin = execFileSync('bash', [path.join(root, 'scripts/ensure-ferretdb.sh')], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      }).trim();
      const dbDir = path.join(dataDir, 'ferretdb');
      fs.mkdirSync(dbDir, { recursive: true });
      const db = run('ferretdb', bin, ['-listen', `127.0.0.1:${ports.db}`, '-data', dbDir]);
      mongoUri = `mongodb://127.0.0.1:${ports.db}`;
      await waitFor(() => portOpen(ports.db), 'FerretDB', 30_000, db);
      await waitFor(() => mongoPing(mongoUri), 'FerretDB ping', 30_000, db);
      say(`Database      FerretDB on 127.0.0.1:${ports.db} (data in ${path.relative(process.cwd(), dbDir) || dbDir})`);
    }

    const mail = run('mail-catcher', process.execPath, [
      'packages/mail-catcher/dist/main.js',
      '--smtp-port',
      String(ports.smtp),
      '--http-port',
      String(ports.mail),
    ]);
    await waitFor(() => portOpen(ports.mail), 'mail catcher', 15_000, mail);

    const secrets = devSecret(dataDir);
    const common = {
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      HOST: '127.0.0.1',
      MONGODB_URI: mongoUri,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      JWT_SECRET: process.env.JWT_SECRET ?? secrets.JWT_SECRET,
      ...(opts.env ?? {}),
    };
    const serviceEnv = {
      catalog: {},
      orders: {},
      identity: { SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`, CODE_SECRET: process.env.CODE_SECRET ?? secrets.CODE_SECRET },
    };
    const procs = {};
    for (const name of SERVICES) {
      procs[name] = run(name, process.execPath, [`services/${name}/dist/main.js`], {
        ...common,
        ...serviceEnv[name],
        PORT: String(ports[name]),
      });
    }
    await Promise.all(
      SERVICES.map((name) =>
        waitFor(() => httpOk(`http://127.0.0.1:${ports[name]}/health/ready`), `${name} service`, 60_000, procs[name]),
      ),
    );

    // First start on an empty database: load the catalogue (the seed skips a non-empty one).
    execFileSync(process.execPath, ['services/catalog/dist/seed/seed.cli.js'], {
      cwd: root,
      env: { ...process.env, ...common, PORT: String(ports.catalog), LOG_LEVEL: 'warn' },
      stdio: opts.quiet ? 'ignore' : 'inherit',
    });

    const gateway = run('gateway', process.execPath, ['services/gateway/dist/main.js'], {
      ...common,
      PORT: String(ports.gateway),
      STATIC_ROOT: root,
      CATALOG_URL: `http://127.0.0.1:${ports.catalog}`,
      ORDERS_URL: `http://127.0.0.1:${ports.orders}`,
      IDENTITY_URL: `http://127.0.0.1:${ports.identity}`,
    });
    await waitFor(() => httpOk(`http://127.0.0.1:${ports.gateway}/health/ready`), 'gateway', 30_000, gateway);

    const baseURL = `http://localhost:${ports.gateway}`;
    return { baseURL, mailURL: `http://localhost:${ports.mail}`, ports, mongoUri, dataDir, logDir, children, stop };
  } catch (err) {
    await stop();
    const crashed = children.find((c) => c.exitCode !== null && c.exitCode !== 0);
    if (crashed) err.message += `\nLast log lines of ${crashed.name} (${crashed.logFile}):\n${tail(crashed.logFile)}`;
    throw err;
  }
}

// CLI: `node scripts/stack.mjs` runs the shop until Ctrl-C.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  let stack;
  const shutdown = async (signal) => {
    process.stdout.write(`\n${signal}: stopping the shop...\n`);
    await stack?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  try {
    stack = await startStack({
      onCrash: async () => {
        await stack?.stop();
        process.exit(1);
      },
    });
  } catch (err) {
    process.stderr.write(`\nThe shop could not start: ${err.message}\n`);
    process.exit(1);
  }
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    [
      '',
      `The shop is running (started in ${secs} s):`,
      `  Shop          ${stack.baseURL}`,
      `  Sent e-mails  ${stack.mailURL}`,
      `  Logs          ${path.relative(process.cwd(), stack.logDir)}/`,
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}
