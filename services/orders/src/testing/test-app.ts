/**
 * Boots the real orders app, listening on a loopback port, against a fresh FerretDB database,
 * the real payment sandbox (its webhooks pointed at this app), a real mail catcher, a catalog
 * stand-in and an identity stand-in (its internal session check: every session is active). `restart()` stops the app and starts a new one on the same port and database (the
 * fault tests).
 */
import type { INestApplication } from '@nestjs/common';
import { getModelToken } from '@nestjs/mongoose';
import { createPaymentOrderResponseSchema, type InternalProduct } from '@rmj/contracts';
import { startMailCatcher, type RunningMailCatcher } from '@rmj/mail-catcher';
import {
  createServiceApp,
  generateAccessTokenKeyPair,
  loadConfig,
  loadSigningKey,
  runMigrations,
  signAccessToken,
} from '@rmj/nest-common';
import { startPaymentSandbox, type RunningPaymentSandbox } from '@rmj/payment-sandbox';
import { testDatabaseUri } from '@rmj/test-db';
import type { Model } from 'mongoose';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { AppModule } from '../app.module';
import { ordersConfigSchema, type OrdersConfig } from '../config/orders.config';
import { ORDERS_MIGRATIONS } from '../migrations';
import { Order } from '../orders/order.schema';
import { PendingOrder } from '../orders/pending-order.schema';
import { startCatalogStub, testProduct, type CatalogStub } from './catalog-stub';
import { customer } from './sample-order';
import { startIdentitySessionStub, type IdentitySessionStub } from '@rmj/nest-common/test-support';
import { startProviderProxy, type ProviderProxy } from './provider-proxy';

/** identity's key pair for this test process: orders gets the public key, tests sign with the private one. */
export const testKeyPair = generateAccessTokenKeyPair();
const signer = loadSigningKey(testKeyPair.privateKey);

/** Products every suite can buy: a ring (₹2,500), a pendant (₹12,000), plenty of each, and one sold out. */
export const PRODUCTS = {
  ring: testProduct('a00000000000000000000001', 'Silver Promise Ring', 2500, 10_000, {
    fineness: 925,
    gram: 4.2,
    dimensions: 'Band 4 mm wide, 1.5 mm thick',
  }),
  pendant: testProduct('a00000000000000000000002', 'Gold Heart Pendant', 12000),
  soldOut: testProduct('a00000000000000000000003', 'Kids Anklet', 900, 0),
};

export interface OrdersTestApp {
  app: INestApplication;
  config: OrdersConfig;
  url: string;
  sandbox: RunningPaymentSandbox;
  /** Between the service and the sandbox's API: `providerProxy.mode = 'down'` cuts the provider off. */
  providerProxy: ProviderProxy;
  catalog: CatalogStub;
  identity: IdentitySessionStub;
  mail: RunningMailCatcher;
  orders: Model<Order>;
  pendings: Model<PendingOrder>;
  http: () => ReturnType<typeof request>;
  /** A bearer header for a shopper. */
  bearer(userId?: string, email?: string): string;
  /** Stops the app only (sandbox, catalog and catcher keep running). */
  stopApp(): Promise<void>;
  /** Starts the app again on the same port and database. */
  startApp(): Promise<void>;
  close(): Promise<void>;
}

/** Options of createTestApp. */
export interface TestAppOptions {
  /** What the catalog stand-in sells. */
  products?: InternalProduct[];
  /** The Nest module to boot (a test may wrap AppModule with probe routes). */
  makeModule?: (config: OrdersConfig) => unknown;
}

export async function createTestApp(
  suite: string,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<OrdersTestApp> {
  const { products = Object.values(PRODUCTS), makeModule = (c: OrdersConfig) => AppModule.register(c) } = options;
  // The app's port is the one its first start is given by the system (a port picked earlier could be
  // taken meanwhile by a suite running beside this one); a restart listens on it again.
  let port = 0;
  const identity = await startIdentitySessionStub();
  const sandbox = await startPaymentSandbox({ port: 0, webhookRetryDelaysMs: [100, 200, 400] });
  const providerProxy = await startProviderProxy(sandbox.url);
  const catalog = await startCatalogStub(products);
  const mail = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  const uri = new URL(testDatabaseUri(suite));
  const config = loadConfig('orders', ordersConfigSchema, {
    NODE_ENV: 'test',
    MONGODB_URI: `mongodb://${uri.host}`,
    MONGODB_DB: uri.pathname.slice(1),
    LOG_LEVEL: 'silent',
    JWT_PUBLIC_KEY: testKeyPair.publicKey,
    IDENTITY_URL: identity.url,
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_SANDBOX_URL: providerProxy.url,
    CATALOG_URL: catalog.url,
    SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
    RECONCILE_INTERVAL_MS: '0',
    // Suites make many checkouts from one account; the limits have their own suite.
    CHECKOUT_CREATE_LIMIT: '10000',
    CHECKOUT_OPEN_MAX: '10000',
    QUOTE_LIMIT: '10000',
    ...env,
  });
  // The fresh database migrated, as npm start and the Kubernetes Job do before the service starts.
  await runMigrations({
    uri: config.MONGODB_URI,
    dbName: config.MONGODB_DB,
    service: 'orders',
    migrations: ORDERS_MIGRATIONS,
  });
  const t = {
    config,
    sandbox,
    providerProxy,
    catalog,
    identity,
    mail,
  } as OrdersTestApp;
  t.startApp = async () => {
    const app = await createServiceApp(makeModule(config), config);
    try {
      await app.listen(port, '127.0.0.1');
      if (port === 0) {
        port = (app.getHttpServer().address() as AddressInfo).port;
        t.url = `http://127.0.0.1:${port}`;
        sandbox.setWebhookUrl(`${t.url}/api/payments/webhook`);
      }
    } catch (err) {
      // A refused start (the migration check) must not leave the connection open (Jest would not end).
      await app.close();
      throw err;
    }
    t.app = app;
    t.orders = t.app.get(getModelToken(Order.name));
    t.pendings = t.app.get(getModelToken(PendingOrder.name));
  };
  t.stopApp = () => t.app.close();
  await t.startApp();
  t.http = () => request(t.url);
  t.bearer = (userId = 'user-1', email = 'asha@example.in') =>
    `Bearer ${signAccessToken({ sub: userId, email, firstName: 'Asha', sid: identity.sessionFor(userId) }, signer)}`;
  t.close = async () => {
    await sandbox.stop();
    await t.app.close();
    await providerProxy.close();
    await catalog.close();
    await identity.close();
    await mail.stop();
  };
  return t;
}

export { customer };

/** POST /api/create-razorpay-order for one line of `product`. */
export function createPaymentOrder(
  t: OrdersTestApp,
  lines: Array<Record<string, unknown>>,
  extra: Record<string, unknown> = {},
  auth = t.bearer(),
) {
  return t
    .http()
    .post('/api/create-razorpay-order')
    .set('Authorization', auth)
    .send({ currency: 'INR', items: lines, customerDetails: customer, ...extra });
}

/** Create → sandbox pay (Success) → the handler's answer, without verifying. */
export async function payFor(t: OrdersTestApp, lines: Array<Record<string, unknown>>, auth = t.bearer()) {
  const created = createPaymentOrderResponseSchema.parse(
    (await createPaymentOrder(t, lines, {}, auth).expect(200)).body,
  );
  const paid = t.sandbox.pay(created.order.id, 'success');
  if (!paid.ok) throw new Error('sandbox refused the payment');
  return { created, handler: paid.body };
}

/** Waits until `check` is true (webhooks arrive asynchronously). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
