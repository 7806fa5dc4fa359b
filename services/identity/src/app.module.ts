import { Module, type DynamicModule } from '@nestjs/common';
import { CoreModule, OpenApiModule, RateLimitModule } from '@rmj/nest-common';
import { AccountsModule } from './accounts/accounts.module';
import { StaffModule } from './staff/staff.module';
import type { IdentityConfig } from './config/identity.config';

@Module({})
export class AppModule {
  static register(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot({ service: 'identity', config }),
        RateLimitModule.forRoot(),
        AccountsModule,
        StaffModule,
        OpenApiModule.forService(config, 'identity'),
      ],
    };
  }
}
