// The whole shop on this machine: the database (the given MONGODB_URI, else the embedded FerretDB),
// the mail catcher, the payment sandbox (unless PAYMENT_PROVIDER=razorpay), the catalog, orders and
// identity services, the gateway, which serves the built shell and remotes, and the render service,
// which renders the storefront's pages on the server behind the gateway. Used by `npm start`
// (fixed ports, data kept under ./.data), the end-to-end tests and the benchmarks (free ports, a
// throw-away data directory). If any part stops during the start, everything started is stopped and
// the error names that part with its last log lines.
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { devKeyEnv, type ServiceName } from './dev-keys';
import { ferretDbBinary } from './ferretdb';
import { repoRoot } from './paths';
import { freePort, portOpen } from './ports';
import { PartCrashed, Supervisor, type RestartOptions } from './supervisor';
import { httpOk, mongoPing, waitUntil } from './wait';

const SERVICES: ServiceName[] = ['catalog', 'orders', 'identity'];
/** The first owner's address in development (identity's own default too): its set-up code lands in the mail catcher. */
const DEV_OWNER_EMAIL = 'owner@rmj.local';
const PART_PORTS = [
  'gateway',
  'catalog',
  'orders',
  'identity',
  'db',
  'smtp',
  'mail',
  'paymentSandbox',
  // The server render of the storefront's pages: the gateway sends page navigations there.
  'render',
  // Each service's and the gateway's METRICS_PORT (GET /metrics, internal).
  'gatewayMetrics',
  'catalogMetrics',
  'ordersMetrics',
  'identityMetrics',
  'renderMetrics',
] as const;
export type StackPorts = Record<(typeof PART_PORTS)[number], number>;
/** The parts of the stack that listen on a port. */
export const STACK_PARTS = PART_PORTS;
const FIXED_PORTS: StackPorts = {
  gateway: 8080,
  catalog: 3001,
  orders: 3002,
  identity: 3003,
  db: 27017,
  smtp: 1025,
  mail: 1080,
  paymentSandbox: 4010,
  render: 3004,
  gatewayMetrics: 9100,
  catalogMetrics: 9101,
  ordersMetrics: 9102,
  identityMetrics: 9103,
  renderMetrics: 9104,
};

export interface StackOptions {
  /** 'fixed' (8080, 3001-3003, 27017, ...: npm start), 'free' (tests, benchmarks), or these ports. */
  ports?: 'fixed' | 'free' | StackPorts;
  /** Overrides the gateway's port. */
  gatewayPort?: number;
  /** Data and logs (default ./.data). */
  dataDir?: string;
  /** No progress lines. */
  quiet?: boolean;
  /** Extra environment for every service, the gateway and the render service. */
  env?: Record<string, string>;
  /** Told when a part crashes after the start (npm start then stops everything). */
  onCrash?: (crash: PartCrashed) => void;
  /**
   * The command of each service and of the render service, [node args...] (tests replace them).
   * Default: services/<name>/dist/main.js.
   */
  serviceArgs?: (name: ServiceName | 'render') => string[];
  /**
   * Start the render service and give the gateway its RENDER_URL (default: yes). `false`: no render
   * service, the gateway serves the shell's index.html for every page (client render, as before server rendering).
   */
  render?: boolean;
  /**
   * Run each service's migrations (`services/<name>/dist/migrate.js`, the service's own environment)
   * before starting it, as the Kubernetes Job does before a rollout. Default: yes, unless serviceArgs
   * replaces the services.
   */
  migrate?: boolean;
  /**
   * Load the demo catalogue into an empty database and wait until the catalog lists it. Default: yes,
   * unless serviceArgs replaces the services (the seed writes the real catalog's database).
   */
  seed?: boolean;
}

export interface RunningStack {
  baseURL: string;
  mailURL: string;
  /** Where identity mails the first owner's set-up code while the shop has no staff (OWNER_EMAIL). */
  ownerEmail: string;
  ports: StackPorts;
  mongoUri: string;
  dataDir: string;
  logDir: string;
  /**
   * Stops one part on purpose (not a crash), keeps it down `downMs`, starts it again with the same
   * command, env and port; resolves when it answers again (the load bench's faults).
   */
  restart(part: RestartablePart, opts?: RestartOptions): Promise<void>;
  stop(): Promise<void>;
}

/** The parts restart() knows (their names in the supervisor and the logs). */
export const RESTARTABLE_PARTS = [
  'gateway',
  'catalog',
  'orders',
  'identity',
  'ferretdb',
  'payment-sandbox',
  'mail-catcher',
  'render',
] as const;
export type RestartablePart = (typeof RESTARTABLE_PARTS)[number];

async function choosePorts(opts: StackOptions): Promise<StackPorts> {
  const free = async () =>
    Object.fromEntries(await Promise.all(PART_PORTS.map(async (k) => [k, await freePort()]))) as StackPorts;
  const ports =
    typeof opts.ports === 'object' ? { ...opts.ports } : opts.ports === 'free' ? await free() : { ...FIXED_PORTS };
  if (opts.gatewayPort) ports.gateway = opts.gatewayPort;
  return ports;
}

/** Starts every part and resolves when the shop answers. */
export async function startStack(opts: StackOptions = {}): Promise<RunningStack> {
  const root = repoRoot();
  const dataDir = path.resolve(opts.dataDir ?? path.join(root, '.data'));
  const logDir = path.join(dataDir, 'logs');
  const say = opts.quiet ? () => undefined : (line: string) => process.stdout.write(`${line}\n`);
  const group = new Supervisor(logDir, root, opts.onCrash);
  const ports = await choosePorts(opts);
  const node = (name: string, args: string[], env: Record<string, string> = {}) =>
    group.start(name, process.execPath, args, env);
  try {
    const withRender = opts.render ?? true;
    for (const [name, port] of Object.entries(ports)) {
      if (!withRender && name.startsWith('render')) continue;
      if (await portOpen(port))
        throw new Error(`port ${port} (${name}) is already in use: is the shop already running?`);
    }
    let mongoUri = process.env.MONGODB_URI;
    if (mongoUri) say('Database      MONGODB_URI (the embedded FerretDB is not started)');
    else {
      const dbDir = path.join(dataDir, 'ferretdb');
      fs.mkdirSync(dbDir, { recursive: true });
      const db = group.start('ferretdb', ferretDbBinary(), ['-listen', `127.0.0.1:${ports.db}`, '-data', dbDir]);
      mongoUri = `mongodb://127.0.0.1:${ports.db}`;
      const uri = mongoUri;
      await waitUntil(() => mongoPing(uri), { what: 'FerretDB', timeoutMs: 30_000, watch: db });
      say(`Database      FerretDB on 127.0.0.1:${ports.db} (data in ${path.relative(process.cwd(), dbDir) || dbDir})`);
    }
    const mail = node('mail-catcher', [
      'packages/mail-catcher/dist/main.js',
      '--smtp-port',
      String(ports.smtp),
      '--http-port',
      String(ports.mail),
    ]);
    await waitUntil(() => portOpen(ports.mail), { what: 'mail catcher', timeoutMs: 15_000, watch: mail });

    const payment = await startPaymentSandbox(ports, node);
    const keys = devKeyEnv(dataDir, ports.identity);
    const ownerEmail = process.env.OWNER_EMAIL ?? DEV_OWNER_EMAIL;
    const common = {
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      HOST: '127.0.0.1',
      MONGODB_URI: mongoUri,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      ...(opts.env ?? {}),
    };
    const serviceEnv: Record<ServiceName, Record<string, string>> = {
      catalog: {},
      orders: {
        ...payment.orders,
        CATALOG_URL: `http://127.0.0.1:${ports.catalog}`,
        SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
        SHOP_URL: `http://localhost:${ports.gateway}`,
        // The shop's notices go to the owner (unless SHOP_NOTICE_EMAILS is set).
        OWNER_EMAIL: ownerEmail,
      },
      identity: {
        // Deleting an account asks orders and catalog to erase their part first.
        ORDERS_URL: `http://127.0.0.1:${ports.orders}`,
        CATALOG_URL: `http://127.0.0.1:${ports.catalog}`,
        SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
        SHOP_URL: `http://localhost:${ports.gateway}`,
        OWNER_EMAIL: ownerEmail,
      },
    };
    const envOf = (name: ServiceName) => ({ ...common, ...serviceEnv[name], ...keys[name] });
    // A service refuses to start on a database behind its migrations: bring each one there first.
    if (opts.migrate ?? !opts.serviceArgs) {
      const done = await Promise.all(SERVICES.map((name) => migrate(root, name, envOf(name), logDir)));
      say(`Migrations    ${done.join('; ')}`);
    }
    const services = SERVICES.map((name) =>
      node(name, opts.serviceArgs?.(name) ?? [`services/${name}/dist/main.js`], {
        ...envOf(name),
        PORT: String(ports[name]),
        METRICS_PORT: String(ports[`${name}Metrics`]),
      }),
    );
    await Promise.all(
      services.map((part) =>
        waitUntil(() => httpOk(`http://127.0.0.1:${ports[part.name as ServiceName]}/health/ready`), {
          what: `${part.name} service`,
          timeoutMs: 60_000,
          watch: group,
        }),
      ),
    );
    if (opts.seed ?? !opts.serviceArgs) {
      await seedCatalogue(root, { ...common, PORT: String(ports.catalog) }, ports.catalog, group, opts.quiet);
    }

    // The render service reads the shell's index.html, the manifests and the runtime configuration
    // through the gateway, and the gateway sends page navigations to it: neither needs the other to
    // start (render loads the shell lazily and retries; the gateway serves index.html while render is
    // down), so both start now and the stack is ready once both are.
    const gatewayURL = `http://127.0.0.1:${ports.gateway}`;
    const render = withRender
      ? node('render', opts.serviceArgs?.('render') ?? ['services/render/dist/main.js'], {
          NODE_ENV: common.NODE_ENV,
          HOST: '127.0.0.1',
          LOG_LEVEL: common.LOG_LEVEL,
          ...(opts.env ?? {}),
          PORT: String(ports.render),
          METRICS_PORT: String(ports.renderMetrics),
          SHELL_URL: gatewayURL,
          API_ORIGIN: gatewayURL,
          SHOP_URL: `http://localhost:${ports.gateway}`,
        })
      : undefined;
    node('gateway', ['services/gateway/dist/main.js'], {
      // One gateway process per core on one machine (the busiest part under load); `env` may say otherwise.
      GATEWAY_WORKERS: process.env.GATEWAY_WORKERS ?? String(os.availableParallelism()),
      ...common,
      ...keys.gateway,
      PORT: String(ports.gateway),
      METRICS_PORT: String(ports.gatewayMetrics),
      STATIC_ROOT: root,
      // The back office is a remote added by configuration: its build under STATIC_ROOT and this entry.
      REMOTE_MFE_ADMIN_URL: '/mfe/admin/mf-manifest.json',
      CATALOG_URL: `http://127.0.0.1:${ports.catalog}`,
      ORDERS_URL: `http://127.0.0.1:${ports.orders}`,
      IDENTITY_URL: `http://127.0.0.1:${ports.identity}`,
      ...(render ? { RENDER_URL: `http://127.0.0.1:${ports.render}` } : {}),
      ...payment.gateway,
    });
    // Watch the whole group: a render service that stops while the gateway starts fails the start too.
    // 60 s like the services: on a loaded 2-core machine the gateway alone took 38 s to start.
    await waitUntil(() => httpOk(`${gatewayURL}/health/ready`), {
      what: 'gateway',
      timeoutMs: 60_000,
      watch: group,
    });
    if (render) {
      await waitUntil(() => httpOk(`http://127.0.0.1:${ports.render}/health/ready`), {
        what: 'render service',
        timeoutMs: 60_000,
        watch: group,
      });
    }
    return {
      baseURL: `http://localhost:${ports.gateway}`,
      mailURL: `http://localhost:${ports.mail}`,
      ownerEmail,
      ports,
      mongoUri,
      dataDir,
      logDir,
      restart: async (part, restartOpts) => {
        const ready: Record<RestartablePart, () => Promise<boolean>> = {
          gateway: () => httpOk(`http://127.0.0.1:${ports.gateway}/health/ready`),
          catalog: () => httpOk(`http://127.0.0.1:${ports.catalog}/health/ready`),
          orders: () => httpOk(`http://127.0.0.1:${ports.orders}/health/ready`),
          identity: () => httpOk(`http://127.0.0.1:${ports.identity}/health/ready`),
          ferretdb: () => mongoPing(`mongodb://127.0.0.1:${ports.db}`),
          'payment-sandbox': () => portOpen(ports.paymentSandbox),
          'mail-catcher': () => portOpen(ports.mail),
          render: () => httpOk(`http://127.0.0.1:${ports.render}/health/ready`),
        };
        if (!ready[part]) throw new Error(`restart: unknown part ${part} (${RESTARTABLE_PARTS.join(', ')})`);
        if (part === 'render' && !withRender) throw new Error('restart: this stack runs without render');
        const started = await group.restart(part, restartOpts);
        await waitUntil(ready[part], { what: `${part} after its restart`, timeoutMs: 60_000, watch: started });
      },
      stop: () => group.stopAll(),
    };
  } catch (error) {
    await group.stopAll();
    throw group.failure() ?? error;
  }
}

/**
 * `node services/<name>/dist/migrate.js` with the service's environment; its output goes to
 * <logs>/<name>-migrate.log. Resolves the last line (`catalog: database up to date at migration 3`),
 * or rejects with the command's own error lines.
 */
function migrate(root: string, name: ServiceName, env: Record<string, string>, logDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [`services/${name}/dist/migrate.js`],
      { cwd: root, env: { ...process.env, ...env }, timeout: 10 * 60_000 },
      (error, stdout, stderr) => {
        fs.mkdirSync(logDir, { recursive: true });
        fs.appendFileSync(path.join(logDir, `${name}-migrate.log`), `${stdout}${stderr}`);
        if (error) {
          const why = stderr.trim() || stdout.trim().split('\n').slice(-5).join('\n') || error.message;
          reject(new Error(`${name} migrations failed, so ${name} was not started:\n${why}`));
          return;
        }
        resolve(stdout.trim().split('\n').at(-1) ?? `${name}: migrated`);
      },
    );
  });
}

/**
 * The local Razorpay sandbox, unless real Razorpay keys are configured (PAYMENT_PROVIDER=razorpay):
 * keys made for this run, signed webhooks sent through the gateway to orders, its checkout script
 * served by the gateway under /payment-sandbox/ (the CSP then allows only 'self').
 */
async function startPaymentSandbox(
  ports: StackPorts,
  node: (name: string, args: string[], env?: Record<string, string>) => { failure(): Error | undefined },
): Promise<{ orders: Record<string, string>; gateway: Record<string, string> }> {
  if (process.env.PAYMENT_PROVIDER === 'razorpay') return { orders: {}, gateway: {} };
  const keys = {
    RAZORPAY_KEY_ID: `rzp_test_${randomBytes(7).toString('hex')}`,
    RAZORPAY_KEY_SECRET: randomBytes(24).toString('hex'),
    RAZORPAY_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
  };
  const url = `http://127.0.0.1:${ports.paymentSandbox}`;
  const sandbox = node(
    'payment-sandbox',
    [
      'packages/payment-sandbox/dist/main.js',
      '--port',
      String(ports.paymentSandbox),
      '--key-id',
      keys.RAZORPAY_KEY_ID,
      '--webhook-url',
      `http://127.0.0.1:${ports.gateway}/api/payments/webhook`,
    ],
    { SANDBOX_KEY_SECRET: keys.RAZORPAY_KEY_SECRET, SANDBOX_WEBHOOK_SECRET: keys.RAZORPAY_WEBHOOK_SECRET },
  );
  await waitUntil(() => portOpen(ports.paymentSandbox), { what: 'payment sandbox', timeoutMs: 15_000, watch: sandbox });
  return {
    orders: { PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX_URL: url, ...keys },
    gateway: { PAYMENT_SANDBOX_URL: url },
  };
}

/**
 * First start on an empty database: load the catalogue (the seed skips a non-empty one). The catalog
 * serves from an in-memory read model that notices a new catalogue within a few seconds: the shop is
 * ready when it lists products, not merely when the seed has run.
 */
async function seedCatalogue(
  root: string,
  env: Record<string, string>,
  port: number,
  group: Supervisor,
  quiet?: boolean,
): Promise<void> {
  execFileSync(process.execPath, ['services/catalog/dist/seed/seed.cli.js'], {
    cwd: root,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: quiet ? 'ignore' : 'inherit',
  });
  const listsProducts = async () => {
    const body = (await (await fetch(`http://127.0.0.1:${port}/api/all-products?limit=1`)).json()) as {
      products?: unknown[];
    };
    return (body.products ?? []).length > 0;
  };
  await waitUntil(listsProducts, { what: 'catalogue', timeoutMs: 30_000, watch: group });
}
