import { Module, type DynamicModule } from '@nestjs/common';
import { CoreModule, MigrationCheckModule, OpenApiModule, RateLimitModule } from '@rmj/nest-common';
import { AccountsModule } from './accounts/accounts.module';
import { AddressesModule } from './addresses/addresses.module';
import { CustomersModule } from './customers/customers.module';
import { ErasureModule } from './erasure/erasure.module';
import { StaffModule } from './staff/staff.module';
import type { IdentityConfig } from './config/identity.config';
import { IDENTITY_MIGRATIONS } from './migrations';

@Module({})
export class AppModule {
  static register(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot({ service: 'identity', config }),
        // Refuses to start on a database behind this build's migrations (node dist/migrate.js).
        MigrationCheckModule.forService('identity', IDENTITY_MIGRATIONS),
        RateLimitModule.forRoot(),
        AccountsModule,
        AddressesModule,
        ErasureModule,
        StaffModule,
        CustomersModule,
        OpenApiModule.forService(config, 'identity'),
      ],
    };
  }
}
