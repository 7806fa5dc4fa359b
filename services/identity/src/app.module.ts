import { Module, type DynamicModule } from '@nestjs/common';
import { CoreModule, OpenApiModule, RateLimitModule } from '@rmj/nest-common';
import { AccountsModule } from './accounts/accounts.module';
import type { IdentityConfig } from './config/identity.config';
import { identityOpenApi } from './openapi/identity.openapi';

@Module({})
export class AppModule {
  static register(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot({ service: 'identity', config }),
        RateLimitModule.forRoot(),
        AccountsModule,
        OpenApiModule.forRoot(config, identityOpenApi),
      ],
    };
  }
}
