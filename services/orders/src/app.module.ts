import { Module, type DynamicModule } from '@nestjs/common';
import { AuthModule, CoreModule, OpenApiModule } from '@rmj/nest-common';
import type { OrdersConfig } from './config/orders.config';
import { ordersOpenApi } from './openapi/orders.openapi';
import { OrdersModule } from './orders/orders.module';

@Module({})
export class AppModule {
  static register(config: OrdersConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      // AuthModule: JwtAuthGuard for checkout and owner-only tracking (public key + session check at identity).
      imports: [CoreModule.forRoot({ service: 'orders', config }), AuthModule.forRoot(config), OrdersModule.register(config), OpenApiModule.forRoot(config, ordersOpenApi)],
    };
  }
}
