import { Logger, Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { CoreModule, JWT_SECRET } from '@rmj/nest-common';
import type { OrdersConfig } from './config/orders.config';

/** Warns once at start when the development JWT secret is in use. */
class DevSecretWarning implements OnModuleInit {
  constructor(private readonly config: OrdersConfig) {}
  onModuleInit() {
    if (this.config.jwtSecretIsDefault) {
      new Logger('Config').warn('JWT_SECRET is not set: using the development secret. Set JWT_SECRET before going live.');
    }
  }
}

@Module({})
export class AppModule {
  static register(config: OrdersConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot({ service: 'orders', config })],
      providers: [
        { provide: JWT_SECRET, useValue: config.JWT_SECRET },
        { provide: DevSecretWarning, useFactory: () => new DevSecretWarning(config) },
      ],
      exports: [JWT_SECRET],
    };
  }
}
