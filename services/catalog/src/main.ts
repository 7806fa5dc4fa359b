import { runService } from '@rmj/nest-common';
import { AppModule } from './app.module';
import { catalogConfigSchema } from './config/catalog.config';

void runService('catalog', catalogConfigSchema, (config) => AppModule.register(config));
