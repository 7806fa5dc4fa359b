import { Module, type DynamicModule } from '@nestjs/common';
import { CoreModule, JWT_SECRET } from '@rmj/nest-common';
import type { OrdersConfig } from './config/orders.config';

@Module({})
export class AppModule {
  static register(config: OrdersConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot({ service: 'orders', config })],
      providers: [{ provide: JWT_SECRET, useValue: config.JWT_SECRET }],
      exports: [JWT_SECRET],
    };
  }
}
