// Tracing first: it must be set up before http, Express, Nest and the MongoDB driver are loaded.
import '@rmj/nest-common/telemetry/gateway';
import { runService } from '@rmj/nest-common';
import { AppModule } from './app.module';
import { gatewayConfigSchema } from './config/gateway.config';
import { serveLimitStores } from './edge/limit-store';
import { configureGateway } from './gateway-app';

// json: false: the gateway never parses bodies, it streams them to the services.
void runService('gateway', gatewayConfigSchema, (config) => AppModule.register(config), {
  json: false,
  beforeListen: (app, config) => configureGateway(app, config),
  // Above 1: one process per worker behind one port; rate limits counted once for all, metrics summed.
  workers: (config) => config.GATEWAY_WORKERS,
  onPrimary: serveLimitStores,
});
