// Tracing first: it must be set up before http, Express and Nest are loaded.
import '@rmj/nest-common/telemetry/render';
import { runService } from '@rmj/nest-common';
import { AppModule } from './app.module';
import { renderConfigSchema } from './config/render.config';

// json: false: the render service answers GETs only; it never reads a body.
void runService('render', renderConfigSchema, (config) => AppModule.register(config), { json: false });
