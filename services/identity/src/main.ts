import { runService } from '@rmj/nest-common';
import { AppModule } from './app.module';
import { identityConfigSchema } from './config/identity.config';
import { trustLocalProxies } from './trust-proxy';

void runService('identity', identityConfigSchema, (config) => AppModule.register(config), {
  beforeListen: trustLocalProxies,
});
