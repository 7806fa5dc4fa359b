/** Boots the real orders app against a fresh FerretDB database for one test suite. */
import { createServiceApp, loadConfig } from '@rmj/nest-common';
import { testDatabaseUri } from '@rmj/test-db';
import { AppModule } from '../app.module';
import { ordersConfigSchema } from '../config/orders.config';

export async function createTestApp(suite: string, env: Record<string, string> = {}) {
  const uri = new URL(testDatabaseUri(suite));
  const config = loadConfig('orders', ordersConfigSchema, {
    MONGODB_URI: `mongodb://${uri.host}`,
    MONGODB_DB: uri.pathname.slice(1),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await createServiceApp(AppModule.register(config), config);
  await app.init();
  return { app, config };
}
