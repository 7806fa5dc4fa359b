import { Controller, Get, Header, Inject } from '@nestjs/common';
import { RUNTIME_CONFIG_CHECKED_AS, RUNTIME_CONFIG_CHECKED_HEADER, type RuntimeConfig } from '@rmj/contracts';
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
  // Every document served passed runtimeConfigSchema (a refused one is never served): the shell then
  // skips its own check and does not load the schema before its first render.
  @Header(RUNTIME_CONFIG_CHECKED_HEADER, RUNTIME_CONFIG_CHECKED_AS)
  get(): RuntimeConfig {
    return this.source.get();
  }
}
