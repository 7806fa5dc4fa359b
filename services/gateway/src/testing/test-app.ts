/** Boots the real gateway on a free 127.0.0.1 port with a test environment. */
import type { AddressInfo } from 'node:net';
import { createServiceApp, generateAccessTokenKeyPair, loadConfig, loadSigningKey } from '@rmj/nest-common';
import { AppModule } from '../app.module';
import { gatewayConfigSchema } from '../config/gateway.config';
import { configureGateway } from '../gateway-app';

/** identity's key pair for this test process: the gateway gets the public key, tests sign with the private one. */
export const testKeyPair = generateAccessTokenKeyPair();
export const testSigner = loadSigningKey(testKeyPair.privateKey);

export async function createTestGateway(env: Record<string, string> = {}) {
  const config = loadConfig('gateway', gatewayConfigSchema, {
    LOG_LEVEL: 'silent',
    JWT_PUBLIC_KEY: testKeyPair.publicKey,
    ...env,
  });
  const app = await createServiceApp(AppModule.register(config), config, { json: false });
  configureGateway(app, config);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { app, config, url: `http://127.0.0.1:${port}` };
}
