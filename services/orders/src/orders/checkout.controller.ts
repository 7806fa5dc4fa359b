/** The checkout calls of spec section 7, plus pricing a cart (promo codes) and the shopper's own orders. */
import { Body, Controller, HttpException, Inject, Req, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import {
  ENDPOINTS,
  SHOP_LANGUAGE_HEADER,
  shopLanguageOf,
  type ShopLanguage,
  type createPaymentOrderRequestSchema,
  type CreatePaymentOrderResponse,
  type LastOrderDetailsResponse,
  type PlaceCodOrderResponse,
  type placeCodOrderRequestSchema,
  type MyOrdersResponse,
  type PaymentKeyResponse,
  type QuoteRequest,
  type QuoteResponse,
  type SaveOrderRequest,
  type SaveOrderResponse,
  type VerifyPaymentRequest,
  type VerifyPaymentResponse,
} from '@rmj/contracts';
import { Endpoint, type AccessClaims } from '@rmj/nest-common';
import type { z } from 'zod';
import type { AuthedRequest } from '../auth/orders-auth.guard';
import { OrderProgress } from '../fulfilment/order-progress.service';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/payment-provider';
import { PricingService } from '../pricing/pricing.service';
import { CheckoutCreateLimitGuard, QuoteLimitGuard } from './checkout-limits.guard';
import { CheckoutService } from './checkout.service';
import { CodCheckout } from './cod-checkout.service';
import { toMyOrder } from './order-views';

/** The claims the guard put on the request (every `login` handler here is behind it). */
const userOf = (req: AuthedRequest): AccessClaims => req.user as AccessClaims;

/** The checkout page's language (the storefront's API client sends it): the order's mails are in it. */
const languageOf = (req: AuthedRequest): ShopLanguage => shopLanguageOf(req.headers[SHOP_LANGUAGE_HEADER]);

/** A refusal that says when to ask again (`retryAfterSeconds`: verify's and save's 503) also says it in Retry-After. */
function withRetryAfter<T>(res: Response, work: Promise<T>): Promise<T> {
  return work.catch((err: unknown) => {
    const body = err instanceof HttpException ? err.getResponse() : undefined;
    const seconds =
      typeof body === 'object' && body !== null
        ? (body as { retryAfterSeconds?: unknown }).retryAfterSeconds
        : undefined;
    if (typeof seconds === 'number') res.setHeader('Retry-After', String(seconds));
    throw err;
  });
}

@Controller()
export class CheckoutController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly pricing: PricingService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly progress: OrderProgress,
    private readonly cod: CodCheckout,
  ) {}

  /** GET /api/razorpay-key → {success, key, checkoutScript} */
  @Endpoint(ENDPOINTS.paymentKey)
  key(): PaymentKeyResponse {
    return { success: true, key: this.provider.keyId, checkoutScript: this.provider.checkoutScript };
  }

  /**
   * POST /api/orders/quote {items, promoCode?} → {success, message, pricing}: anyone may price a
   * cart (a logged-in shopper's once-per-account codes are checked against their account). Each
   * line says whether it can be bought; `success: false` (200) when one cannot.
   */
  @Endpoint(ENDPOINTS.quote)
  @UseGuards(QuoteLimitGuard)
  quote(@Req() req: AuthedRequest, @Body() body: QuoteRequest): Promise<QuoteResponse> {
    return this.pricing.quote(body.items, body.promoCode, req.user?.sub, body.holdId);
  }

  /** POST /api/create-razorpay-order {amount, currency, receipt, items, customerDetails, promoCode?} → {success, message, order, pricing} */
  @Endpoint(ENDPOINTS.createPaymentOrder)
  @UseGuards(CheckoutCreateLimitGuard)
  create(
    @Req() req: AuthedRequest,
    @Body() body: z.output<typeof createPaymentOrderRequestSchema>,
  ): Promise<CreatePaymentOrderResponse> {
    return this.checkout.createPaymentOrder(userOf(req), body, req.headers.cookie, languageOf(req));
  }

  /** POST /api/orders/cash-on-delivery {items, customerDetails, promoCode?} → {success, message, orderId, orderDate, pricing} */
  @Endpoint(ENDPOINTS.placeCodOrder)
  @UseGuards(CheckoutCreateLimitGuard)
  placeCod(
    @Req() req: AuthedRequest,
    @Body() body: z.output<typeof placeCodOrderRequestSchema>,
  ): Promise<PlaceCodOrderResponse> {
    return this.cod.place(userOf(req), body, req.headers.cookie, languageOf(req));
  }

  /** POST /api/verify-payment {razorpay_order_id, razorpay_payment_id, razorpay_signature} → {success, message, orderId} */
  @Endpoint(ENDPOINTS.verifyPayment)
  verify(
    @Req() req: AuthedRequest,
    @Res({ passthrough: true }) res: Response,
    @Body() body: VerifyPaymentRequest,
  ): Promise<VerifyPaymentResponse> {
    return withRetryAfter(res, this.checkout.verify(userOf(req), body));
  }

  /** POST /api/orders {orderData, orderSummary, customerDetails, paymentDetails} → {success, orderId, message} */
  @Endpoint(ENDPOINTS.saveOrder)
  save(
    @Req() req: AuthedRequest,
    @Res({ passthrough: true }) res: Response,
    @Body() body: SaveOrderRequest,
  ): Promise<SaveOrderResponse> {
    return withRetryAfter(res, this.checkout.save(userOf(req), body));
  }

  /** GET /api/orders/mine → {success, orders}: the logged-in shopper's orders, newest first. */
  @Endpoint(ENDPOINTS.myOrders)
  async mine(@Req() req: AuthedRequest): Promise<MyOrdersResponse> {
    const orders = await this.checkout.mine(userOf(req));
    const extras = await this.progress.forMyOrders(orders);
    return { success: true, orders: orders.map((order, i) => toMyOrder(order, extras[i])) };
  }

  /** GET /api/orders/mine/last-details → {success, customerDetails?}: what the checkout is filled from. */
  @Endpoint(ENDPOINTS.lastOrderDetails)
  lastDetails(@Req() req: AuthedRequest): Promise<LastOrderDetailsResponse> {
    return this.checkout.lastDetails(userOf(req));
  }
}
