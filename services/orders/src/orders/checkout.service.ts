/**
 * The checkout calls: price, create the provider order and the pending record (or reuse the
 * account's open one for the same cart), verify a payment (signature against the stored provider
 * order, then PaymentSettlement: Paid only for money captured), and store the shopper's saved
 * order payload on the already-recorded order.
 */
import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  API_ERROR_CODES,
  checkoutMessages,
  checkoutServerMessages,
  maskPan,
  ORDER_CURRENCY,
  PAN_REQUIRED_MESSAGE,
  PAN_THRESHOLD_RUPEES,
  PAYMENT_STILL_CONFIRMING,
  type CreatePaymentOrderResponse,
  type LastOrderDetailsResponse,
  type OrderDetails,
  type SaveOrderRequest,
  type SaveOrderResponse,
  type ShopLanguage,
  type VerifyPaymentRequest,
  type VerifyPaymentResponse,
  type createPaymentOrderRequestSchema,
} from '@rmj/contracts';
import type { AccessClaims } from '@rmj/nest-common';
import { SERVICE_CONFIG, insertDoc } from '@rmj/nest-common';
import { randomBytes } from 'node:crypto';
import type { Model } from 'mongoose';
import type { z } from 'zod';
import type { OrdersConfig } from '../config/orders.config';
import {
  isGenuinePayment,
  isProviderDown,
  PAYMENT_PROVIDER,
  PaymentProviderError,
  type PaymentProvider,
} from '../payments/payment-provider';
import { PricingService } from '../pricing/pricing.service';
import { cartKeyOf, OpenCheckouts } from './open-checkouts.service';
import { Order } from './order.schema';
import { orderDetailsOf } from './order-views';
import { FilesClaimClient } from '../catalog/files-claim.client';
import { PromoCodesService } from '../pricing/promo-codes.service';
import { OrderRecorder } from './order-recorder.service';
import { PaymentSettlement, type Settlement } from './payment-settlement.service';
import { PendingOrder } from './pending-order.schema';

export const CHECKOUT_ERRORS = {
  providerDown: 'The payment service is unavailable. Please try again shortly.',
  unknownPaymentOrder: 'This payment does not belong to an order of yours.',
  badSignature: 'The payment signature is not valid.',
  notPaid: 'No completed payment was found for this order, so it was not saved.',
} as const;

/** Seconds a browser waits before asking again after a PAYMENT_CONFIRMING 503 (its Retry-After). */
export const CONFIRMING_RETRY_AFTER_SECONDS = 2;

/**
 * 503 PAYMENT_CONFIRMING: nothing failed, the answer is not known yet; asked again, the same
 * payment gets its order (the controller sets Retry-After from `retryAfterSeconds`).
 */
export function askAgain(message: string): ServiceUnavailableException {
  return new ServiceUnavailableException({
    statusCode: 503,
    error: 'Service Unavailable',
    message,
    code: API_ERROR_CODES.paymentConfirming,
    retryAfterSeconds: CONFIRMING_RETRY_AFTER_SECONDS,
  });
}

/** A settlement the provider could not be asked about is a 503 the shopper may retry (reconciliation records it meanwhile). */
function settledOrRetry(work: Promise<Settlement>): Promise<Settlement> {
  return work.catch((err: unknown) => {
    if (isProviderDown(err)) throw askAgain(checkoutServerMessages.paymentNotConfirmed);
    if (err instanceof PaymentProviderError) throw new ConflictException(checkoutServerMessages.paymentNotCompleted);
    throw err;
  });
}

/**
 * The order details as kept: from PAN_THRESHOLD_RUPEES on the PAN is required (400) and kept only
 * masked; below it a PAN sent is dropped. The full PAN is never stored or logged.
 */
export function withPan(details: OrderDetails, totalRupees: number): OrderDetails {
  const { pan, ...rest } = details;
  if (totalRupees < PAN_THRESHOLD_RUPEES) return rest;
  if (!pan) throw new BadRequestException(PAN_REQUIRED_MESSAGE);
  return { ...rest, pan: maskPan(pan) };
}

@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);
  /**
   * Verifies under way in this replica, by provider order and payment: a shopper's browser that
   * asks again while the first is still settling joins it instead of starting a second settlement
   * (another replica's is made safe by the insert-once record).
   */
  private readonly verifying = new Map<string, Promise<Settlement>>();

  constructor(
    @InjectModel(PendingOrder.name) private readonly pendings: Model<PendingOrder>,
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
    private readonly pricing: PricingService,
    private readonly recorder: OrderRecorder,
    private readonly files: FilesClaimClient,
    private readonly settlement: PaymentSettlement,
    private readonly open: OpenCheckouts,
    private readonly promos: PromoCodesService,
  ) {}

  /** `cookies`: the browser's Cookie header, so the files it uploaded before login count as the shopper's. */
  async createPaymentOrder(
    user: AccessClaims,
    body: z.output<typeof createPaymentOrderRequestSchema>,
    cookies?: string,
    language: ShopLanguage = 'en',
  ): Promise<CreatePaymentOrderResponse> {
    await this.files.assertOwned(user.sub, body.items, cookies);
    const pricing = await this.pricing.priceForCheckout(body.items, body.promoCode, user.sub, body.holdId);
    const amountPaise = pricing.total * 100;
    const details = withPan(orderDetailsOf(body), pricing.total);
    const cartKey = cartKeyOf(pricing, details);
    const reused = await this.open.reusable(user.sub, cartKey);
    if (reused) {
      return {
        success: true,
        message: 'Payment order created',
        order: { id: reused._id, amount: reused.amountPaise, currency: ORDER_CURRENCY },
        pricing: reused.pricing,
      };
    }
    const receipt = body.receipt || `rmj_${randomBytes(8).toString('hex')}`;
    // A once-per-account code is held by this checkout from now until it is paid or abandoned.
    const promoCode = pricing.promo?.code;
    const reservation = await this.promos.reserve(promoCode, user.sub);
    let order;
    try {
      order = await this.provider.createOrder({ amountPaise, receipt, notes: { userId: user.sub } });
      if (order.amount !== amountPaise) throw new Error('the provider changed the amount');
    } catch (err) {
      if (reservation) await this.promos.release(promoCode, user.sub, reservation);
      this.logger.error({
        msg: 'provider refused the payment order',
        err: err instanceof Error ? err.message : String(err),
      });
      throw new BadGatewayException(CHECKOUT_ERRORS.providerDown);
    }
    if (reservation && promoCode) await this.promos.attach(promoCode, user.sub, reservation, order.id);
    const now = new Date();
    try {
      await insertDoc(this.pendings, {
        ...details,
        _id: order.id,
        userId: user.sub,
        userEmail: user.email,
        receipt,
        amountPaise,
        pricing,
        cartKey,
        state: 'created',
        nextCheckAt: new Date(now.getTime() + this.config.RECONCILE_AFTER_MS),
        checks: 0,
        createdAt: now,
        language,
      });
    } catch (err) {
      // No pending order means no reconciliation to abandon it: the code is released here.
      if (reservation) await this.promos.release(promoCode, user.sub, order.id);
      throw err;
    }
    await this.open.opened({ _id: order.id, userId: user.sub, cartKey, createdAt: now });
    return {
      success: true,
      message: 'Payment order created',
      order: { id: order.id, amount: order.amount, currency: order.currency },
      pricing,
    };
  }

  /**
   * Answers within VERIFY_DEADLINE_MS: the order, a refusal, or a 503 PAYMENT_CONFIRMING while the
   * settlement goes on (it is not cancelled: it records the order, and the browser's next ask finds it).
   */
  async verify(user: AccessClaims, body: VerifyPaymentRequest): Promise<VerifyPaymentResponse> {
    const work = this.verifyNow(user, body);
    let timer: NodeJS.Timeout | undefined;
    let passed = false;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        passed = true;
        reject(askAgain(PAYMENT_STILL_CONFIRMING));
      }, this.config.VERIFY_DEADLINE_MS);
    });
    try {
      return await Promise.race([work, deadline]);
    } catch (err) {
      if (passed) this.logAfterDeadline(work, body);
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  /** After the deadline answered: how the verify that kept going ended (nothing waits for it). */
  private logAfterDeadline(work: Promise<VerifyPaymentResponse>, body: VerifyPaymentRequest): void {
    const started = Date.now();
    work.then(
      (answer) =>
        this.logger.warn({
          msg: 'verify finished after its deadline answered 503',
          providerOrderId: body.razorpay_order_id,
          orderNumber: answer.orderId,
          lateByMs: Date.now() - started,
        }),
      (err: unknown) =>
        this.logger.warn({
          msg: 'verify failed after its deadline answered 503',
          providerOrderId: body.razorpay_order_id,
          err: err instanceof Error ? err.message : String(err),
        }),
    );
  }

  private async verifyNow(user: AccessClaims, body: VerifyPaymentRequest): Promise<VerifyPaymentResponse> {
    const pending = await this.pendings.findById(body.razorpay_order_id).lean<PendingOrder>().exec();
    if (!pending || pending.userId !== user.sub) throw new NotFoundException(CHECKOUT_ERRORS.unknownPaymentOrder);
    // The signature is checked against the provider order id this server stored, with the key secret.
    if (
      !isGenuinePayment(pending._id, body.razorpay_payment_id, body.razorpay_signature, this.config.RAZORPAY_KEY_SECRET)
    ) {
      throw new BadRequestException(CHECKOUT_ERRORS.badSignature);
    }
    // A genuine signature only says the payment exists: Paid needs the money captured.
    const settled = await settledOrRetry(this.settleOnce(pending, body.razorpay_payment_id));
    if (!settled.paid) throw new ConflictException(checkoutServerMessages.paymentNotCompleted);
    const { order, duplicate } = settled;
    const message = duplicate ? checkoutServerMessages.alreadyPaid : 'Payment verified successfully';
    return { success: true, message, orderId: order.orderNumber, orderDate: new Date(order.paidAt).toISOString() };
  }

  /** One settlement per payment at a time in this replica: a second verify joins the one under way. */
  private settleOnce(pending: PendingOrder, paymentId: string): Promise<Settlement> {
    const key = `${pending._id}|${paymentId}`;
    const running = this.verifying.get(key);
    if (running) return running;
    const work = this.settlement.settle(pending, paymentId, 'verify').finally(() => this.verifying.delete(key));
    this.verifying.set(key, work);
    return work;
  }

  async save(user: AccessClaims, body: SaveOrderRequest): Promise<SaveOrderResponse> {
    const paymentId = body.paymentDetails.paymentId;
    const order = (await this.recorder.findByPayment(paymentId)) ?? (await this.recordFromProvider(user, paymentId));
    if (!order || order.userId !== user.sub) throw new ConflictException(CHECKOUT_ERRORS.notPaid);
    // The paid order already holds every line and detail the shopper's browser sends here, so the
    // call only confirms that this shopper paid for it.
    return { success: true, orderId: order.orderNumber, message: checkoutMessages.orderSaved };
  }

  /** The shopper's latest paid orders, newest first (my-orders adds fulfilment's invoice and cancel time). */
  mine(user: AccessClaims): Promise<Order[]> {
    return this.orders.find({ userId: user.sub }).sort({ paidAt: -1 }).limit(20).lean<Order[]>().exec();
  }

  /** The customer details of the shopper's latest paid order (the checkout is filled from them), if any. */
  async lastDetails(user: AccessClaims): Promise<LastOrderDetailsResponse> {
    const [latest] = await this.orders.find({ userId: user.sub }).sort({ paidAt: -1 }).limit(1).lean<Order[]>().exec();
    return latest ? { success: true, customerDetails: latest.customerDetails } : { success: true };
  }

  /** POST /api/orders for a payment no path has recorded yet: only money captured for this shopper's checkout counts. */
  private async recordFromProvider(user: AccessClaims, paymentId: string): Promise<Order | null> {
    let payment;
    try {
      payment = await this.provider.fetchPayment(paymentId);
    } catch (err) {
      if (isProviderDown(err)) throw askAgain(checkoutServerMessages.paymentNotConfirmed);
      return null; // refused: no such payment
    }
    const pending = await this.pendings.findById(payment.order_id).lean<PendingOrder>().exec();
    if (!pending || pending.userId !== user.sub) return null;
    const settled = await settledOrRetry(this.settlement.settle(pending, payment.id, 'save', payment));
    return settled.paid ? settled.order : null;
  }
}
