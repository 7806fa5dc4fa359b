import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { RuntimeConfig } from '@rmj/contracts';
import { SERVICE_CONFIG } from '@rmj/nest-common';
import type { GatewayConfig } from '../config/gateway.config';
import { RuntimeConfigSource } from './runtime-config';

/** `GET /config/runtime.json`: where the shell loads each remote from, the paths each serves, and the chat phone. */
@Controller('config')
export class RuntimeConfigController {
  private readonly source: RuntimeConfigSource;

  constructor(@Inject(SERVICE_CONFIG) config: GatewayConfig) {
    this.source = new RuntimeConfigSource(config);
  }

  @Get('runtime.json')
  @Header('Cache-Control', 'no-cache')
  get(): RuntimeConfig {
    return this.source.get();
  }
}
