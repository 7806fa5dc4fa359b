import { Module, type DynamicModule } from '@nestjs/common';
import { AuthModule, CoreModule, MigrationCheckModule, OpenApiModule, RateLimitModule } from '@rmj/nest-common';
import type { OrdersConfig } from './config/orders.config';
import { CreditNotesModule } from './credit-notes/credit-notes.module';
import { CustomerOrdersModule } from './customer-orders/customer-orders.module';
import { DraftOrdersModule } from './drafts/draft-orders.module';
import { ErasureModule } from './erasure/erasure.module';
import { FulfilmentModule } from './fulfilment/fulfilment.module';
import { GrievancesModule } from './grievances/grievances.module';
import { InvoicesModule } from './invoices/invoices.module';
import { ORDERS_MIGRATIONS } from './migrations';
import { ShopMetricsModule } from './metrics/metrics.module';
import { OrdersModule } from './orders/orders.module';
import { OutboxModule } from './outbox/outbox.module';
import { ProofsModule } from './proofs/proofs.module';
import { RefundsModule } from './refunds/refunds.module';
import { ReportsModule } from './reports/reports.module';
import { ReturnsModule } from './returns/returns.module';

@Module({})
export class AppModule {
  static register(config: OrdersConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      // AuthModule: JwtAuthGuard for checkout and owner-only tracking (public key + session check at identity).
      // RateLimitModule: per-account and per-client checkout limits counted in the database (all replicas).
      imports: [
        CoreModule.forRoot({ service: 'orders', config }),
        // Refuses to start on a database behind this build's migrations (node dist/migrate.js).
        MigrationCheckModule.forService('orders', ORDERS_MIGRATIONS),
        AuthModule.forRoot(config),
        RateLimitModule.forRoot(),
        ShopMetricsModule,
        OutboxModule,
        OrdersModule.register(),
        InvoicesModule,
        CreditNotesModule,
        FulfilmentModule,
        ProofsModule,
        RefundsModule,
        ErasureModule,
        CustomerOrdersModule,
        DraftOrdersModule,
        GrievancesModule,
        ReportsModule,
        ReturnsModule,
        OpenApiModule.forService(config, 'orders'),
      ],
    };
  }
}
