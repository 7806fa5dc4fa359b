/**
 * A real nest-common service (JSON body parsing, operator guard, error shapes) standing in
 * for catalog, so tests see what a real service answers through the gateway.
 */
import { Body, Controller, Module, Post, type DynamicModule } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import { CoreModule, createServiceApp, loadConfig, serviceConfigSchema, type ServiceConfig } from '@rmj/nest-common';

@Controller('api/contacts')
class ContactsStubController {
  @Post()
  create(@Body() body: Record<string, unknown>) {
    return { success: true, received: body };
  }
}

@Module({})
class StubModule {
  static register(config: ServiceConfig): DynamicModule {
    return {
      module: StubModule,
      imports: [CoreModule.forRoot({ service: 'catalog-stub', config, database: false })],
      controllers: [ContactsStubController],
    };
  }
}

export async function startNestUpstream() {
  const config = loadConfig('catalog-stub', serviceConfigSchema({ service: 'catalog', port: 3001 }), {
    LOG_LEVEL: 'silent',
  });
  const app = await createServiceApp(StubModule.register(config), config);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
