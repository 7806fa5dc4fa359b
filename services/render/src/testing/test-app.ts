/** Boots the real render service on a free 127.0.0.1 port, its shell's server module given by the test. */
import type { AddressInfo } from 'node:net';
import type { SsrModule } from '@rmj/contracts';
import { createServiceApp, loadConfig } from '@rmj/nest-common';
import { AppModule } from '../app.module';
import { renderConfigSchema } from '../config/render.config';

export async function createTestRender(
  shellUrl: string,
  ssr: SsrModule | (() => Promise<SsrModule>),
  env: Record<string, string> = {},
) {
  const config = loadConfig('render', renderConfigSchema, {
    LOG_LEVEL: 'silent',
    METRICS_PORT: '0',
    SHELL_URL: shellUrl,
    API_ORIGIN: shellUrl,
    SHOP_URL: 'https://shop.example.in',
    ...env,
  });
  let reloads = 0;
  const shell = {
    load: typeof ssr === 'function' ? ssr : async () => ssr,
    reload: () => {
      reloads += 1;
    },
  };
  const app = await createServiceApp(AppModule.register(config, { shell }), config, { json: false });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { app, config, url: `http://127.0.0.1:${port}`, reloads: () => reloads };
}
