/** Boots the real catalog app against a fresh FerretDB database for one test suite. */
import { createServiceApp, loadConfig } from '@rmj/nest-common';
import { testDatabaseUri } from '@rmj/test-db';
import { AppModule } from '../app.module';
import { catalogConfigSchema } from '../config/catalog.config';
import { testKeyPair } from './shoppers';

export async function createTestApp(suite: string, env: Record<string, string> = {}) {
  const uri = new URL(testDatabaseUri(suite));
  const config = loadConfig('catalog', catalogConfigSchema, {
    MONGODB_URI: `mongodb://${uri.host}`,
    MONGODB_DB: uri.pathname.slice(1),
    LOG_LEVEL: 'silent',
    // identity's public key (production refuses to start without one); tests with accounts add IDENTITY_URL.
    JWT_PUBLIC_KEY: testKeyPair.publicKey,
    ...env,
  });
  const app = await createServiceApp(AppModule.register(config), config);
  await app.init();
  return { app, config };
}
