import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import { OrdersAuthGuard } from '../auth/orders-auth.guard';
import { CatalogClient } from '../catalog/catalog-client';
import { FilesClaimClient } from '../catalog/files-claim.client';
import { OrderMovesModule } from '../fulfilment/order-moves.module';
import { MailModule } from '../mail/mail.module';
import { NoticesModule } from '../notices/notices.module';
import { PaymentsModule } from '../payments/payments.module';
import { PricingService } from '../pricing/pricing.service';
import { PriceHold, PriceHoldSchema } from '../pricing/price-hold.schema';
import { PriceHolds } from '../pricing/price-holds.service';
import { ShopSettingsModule } from '../settings/shop-settings.module';
import { PromoCode, PromoCodeSchema } from '../pricing/promo-code.schema';
import { PromoRedemption, PromoRedemptionSchema } from '../pricing/promo-redemption.schema';
import { PromoCodesService } from '../pricing/promo-codes.service';
import { JobSlot, JobSlotSchema } from '../reconcile/job-slot.schema';
import { ReconciliationService } from '../reconcile/reconciliation.service';
import { WebhookEvent, WebhookEventSchema } from '../webhooks/webhook-event.schema';
import { WebhooksController } from '../webhooks/webhooks.controller';
import { WebhooksService } from '../webhooks/webhooks.service';
import { CheckoutController } from './checkout.controller';
import { MyOrdersData, MyOrdersDataController } from './my-data';
import { CheckoutCreateLimitGuard, QuoteLimitGuard } from './checkout-limits.guard';
import { CheckoutService } from './checkout.service';
import { CodCheckout } from './cod-checkout.service';
import { ExtraPayments } from './extra-payments.service';
import { OpenCheckout, OpenCheckoutSchema } from './open-checkout.schema';
import { OpenCheckouts } from './open-checkouts.service';
import { Order, OrderSchema } from './order.schema';
import { OrderRecorder } from './order-recorder.service';
import { OrdersErrorFilter } from './orders-error.filter';
import { PaymentRef, PaymentRefSchema } from './payment-ref.schema';
import { PaymentRefund, PaymentRefundSchema } from './payment-refund.schema';
import { PaymentSettlement } from './payment-settlement.service';
import { LinkPayments } from './link-payments.service';
import {
  LinkPaymentRecord,
  LinkPaymentSchema,
  PaymentRequestRecord,
  PaymentRequestSchema,
} from './payment-request.schema';
import { PendingOrder, PendingOrderSchema } from './pending-order.schema';
import { StockTakes } from './stock-takes.service';
import { TrackingController } from './tracking.controller';

@Module({})
export class OrdersModule {
  static register(): DynamicModule {
    return {
      module: OrdersModule,
      // The one PricingService (and its promo codes' seeding) for every module that prices: draft orders.
      global: true,
      // ... and the order recorder and payment links for sending draft orders.
      exports: [PricingService, OrderRecorder, LinkPayments],
      imports: [
        MongooseModule.forFeature([
          { name: Order.name, schema: OrderSchema },
          { name: PendingOrder.name, schema: PendingOrderSchema },
          { name: WebhookEvent.name, schema: WebhookEventSchema },
          { name: PromoCode.name, schema: PromoCodeSchema },
          { name: JobSlot.name, schema: JobSlotSchema },
          { name: PaymentRef.name, schema: PaymentRefSchema },
          { name: PaymentRefund.name, schema: PaymentRefundSchema },
          { name: OpenCheckout.name, schema: OpenCheckoutSchema },
          { name: PromoRedemption.name, schema: PromoRedemptionSchema },
          { name: PriceHold.name, schema: PriceHoldSchema },
          { name: PaymentRequestRecord.name, schema: PaymentRequestSchema },
          { name: LinkPaymentRecord.name, schema: LinkPaymentSchema },
        ]),
        // Tracking and my-orders show fulfilment's timeline, shipment, invoice and cancel time.
        OrderMovesModule,
        MailModule,
        NoticesModule,
        ShopSettingsModule,
        PaymentsModule,
      ],
      controllers: [CheckoutController, TrackingController, WebhooksController, MyOrdersDataController],
      providers: [
        { provide: APP_GUARD, useClass: OrdersAuthGuard },
        { provide: APP_FILTER, useClass: OrdersErrorFilter },
        CatalogClient,
        FilesClaimClient,
        PromoCodesService,
        PriceHolds,
        PricingService,
        StockTakes,
        OrderRecorder,
        LinkPayments,
        ExtraPayments,
        PaymentSettlement,
        OpenCheckouts,
        CheckoutCreateLimitGuard,
        QuoteLimitGuard,
        CheckoutService,
        CodCheckout,
        WebhooksService,
        ReconciliationService,
        MyOrdersData,
      ],
    };
  }
}
