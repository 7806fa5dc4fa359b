// Tracing first: it must be set up before http, Express, Nest and the MongoDB driver are loaded.
import '@rmj/nest-common/telemetry/orders';
import { runService } from '@rmj/nest-common';
import { AppModule } from './app.module';
import { ordersConfigSchema } from './config/orders.config';

void runService('orders', ordersConfigSchema, (config) => AppModule.register(config));
