// Tracing first: it must be set up before http, Express, Nest and the MongoDB driver are loaded.
import '@rmj/nest-common/telemetry/identity';
import { runService } from '@rmj/nest-common';
import { AppModule } from './app.module';
import { identityConfigSchema } from './config/identity.config';

void runService('identity', identityConfigSchema, (config) => AppModule.register(config));
