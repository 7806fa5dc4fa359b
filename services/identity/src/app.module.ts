import { Logger, Module, type DynamicModule, type OnApplicationBootstrap } from '@nestjs/common';
import { CoreModule } from '@rmj/nest-common';
import { AccountsModule } from './accounts/accounts.module';
import type { IdentityConfig } from './config/identity.config';

class JwtSecretWarning implements OnApplicationBootstrap {
  constructor(private readonly config: IdentityConfig) {}
  onApplicationBootstrap(): void {
    if (this.config.jwtSecretIsDefault) {
      new Logger('Config').warn('JWT_SECRET is not set: using the development secret. Set JWT_SECRET (32+ characters) outside development.');
    }
  }
}

@Module({})
export class AppModule {
  static register(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot({ service: 'identity', config }), AccountsModule],
      providers: [{ provide: JwtSecretWarning, useFactory: () => new JwtSecretWarning(config) }],
    };
  }
}
