import { Module, type DynamicModule } from '@nestjs/common';
import { CoreModule } from '@rmj/nest-common';
import type { GatewayConfig } from './config/gateway.config';
import { UpstreamsController } from './health/upstreams.controller';
import { RuntimeConfigController } from './runtime-config/runtime-config.controller';

/** Nest only serves the gateway's own routes; /api, /mfe and the shell are express layers (gateway-app.ts). */
@Module({})
export class AppModule {
  static register(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot({ service: 'gateway', config, database: false })],
      controllers: [RuntimeConfigController, UpstreamsController],
    };
  }
}
