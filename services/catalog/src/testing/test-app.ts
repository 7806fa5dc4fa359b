/** Boots the real catalog app against a fresh FerretDB database (migrated, as npm start does) for one test suite. */
import {
  createServiceApp,
  DEV_INTERNAL_SERVICE_TOKEN,
  internalServiceHeaders,
  loadConfig,
  runMigrations,
} from '@rmj/nest-common';
import { testDatabaseUri } from '@rmj/test-db';
import { AppModule } from '../app.module';
import { catalogConfigSchema } from '../config/catalog.config';
import { CATALOG_MIGRATIONS } from '../migrations';
import { testKeyPair } from './shoppers';

/** What orders sends on every /internal/* call: the service credential the test apps run with. */
export const SERVICE_HEADERS = internalServiceHeaders({ INTERNAL_SERVICE_TOKEN: DEV_INTERNAL_SERVICE_TOKEN });

export interface TestAppOptions {
  /** false: start on the database as it is, without running the migrations first (the start-check test). */
  migrate?: boolean;
}

export async function createTestApp(suite: string, env: Record<string, string> = {}, options: TestAppOptions = {}) {
  const uri = new URL(testDatabaseUri(suite));
  const config = loadConfig('catalog', catalogConfigSchema, {
    MONGODB_URI: `mongodb://${uri.host}`,
    MONGODB_DB: uri.pathname.slice(1),
    LOG_LEVEL: 'silent',
    // identity's public key (production refuses to start without one); tests with accounts add IDENTITY_URL.
    JWT_PUBLIC_KEY: testKeyPair.publicKey,
    ...env,
  });
  if (options.migrate !== false)
    await runMigrations({
      uri: config.MONGODB_URI,
      dbName: config.MONGODB_DB,
      service: 'catalog',
      migrations: CATALOG_MIGRATIONS,
    });
  const app = await createServiceApp(AppModule.register(config), config);
  try {
    await app.init();
  } catch (err) {
    // A refused start (the migration check) must not leave the connection open (Jest would not end).
    await app.close();
    throw err;
  }
  return { app, config };
}
