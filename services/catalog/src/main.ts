// Tracing first: it must be set up before http, Express, Nest and the MongoDB driver are loaded.
import '@rmj/nest-common/telemetry/catalog';
import { runService } from '@rmj/nest-common';
import { AppModule } from './app.module';
import { catalogConfigSchema } from './config/catalog.config';

void runService('catalog', catalogConfigSchema, (config) => AppModule.register(config));
