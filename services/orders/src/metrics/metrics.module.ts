/** The shop's metrics for every module of orders (ShopMetrics) and the checkout/webhook interceptor. */
import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { CheckoutMetricsInterceptor } from './metrics.interceptor';
import { ShopMetrics } from './metrics.service';

@Global()
@Module({
  providers: [ShopMetrics, { provide: APP_INTERCEPTOR, useClass: CheckoutMetricsInterceptor }],
  exports: [ShopMetrics],
})
export class ShopMetricsModule {}
