import { Module } from '@nestjs/common';
import { SERVICE_CONFIG } from '@rmj/nest-common';
import type { OrdersConfig } from '../config/orders.config';
import { ShopMetrics } from '../metrics/metrics.service';
import { RefundWebhooks } from '../webhooks/refund-webhooks';
import { PAYMENT_PROVIDER } from './payment-provider';
import { paymentProviderFor } from './payment-provider-for';

/**
 * The payment provider, built once for the whole app (checkout, settlement, reconciliation and
 * refunds share one client and its call metrics), and the hook refund webhooks reach refunds by.
 */
@Module({
  providers: [
    {
      provide: PAYMENT_PROVIDER,
      inject: [SERVICE_CONFIG, ShopMetrics],
      useFactory: (config: OrdersConfig, metrics: ShopMetrics) => paymentProviderFor(config, metrics.providerCall),
    },
    RefundWebhooks,
  ],
  exports: [PAYMENT_PROVIDER, RefundWebhooks],
})
export class PaymentsModule {}
