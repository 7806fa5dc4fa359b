/**
 * The checkout calls: price, create the provider order and the pending record, verify the
 * payment's signature against the stored provider order, and store the shopper's saved order
 * payload on the already-recorded order.
 */
import { BadGatewayException, BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  checkoutMessages,
  type CreatePaymentOrderResponse,
  type MyOrdersResponse,
  type SaveOrderRequest,
  type SaveOrderResponse,
  type VerifyPaymentRequest,
  type VerifyPaymentResponse,
  type createPaymentOrderRequestSchema,
} from '@rmj/contracts';
import type { AccessClaims } from '@rmj/nest-common';
import { SERVICE_CONFIG } from '@rmj/nest-common';
import { randomBytes } from 'node:crypto';
import type { Model } from 'mongoose';
import type { z } from 'zod';
import type { OrdersConfig } from '../config/orders.config';
import { retryBusy } from '../db/retry-busy';
import { isCaptured, isGenuinePayment, PAYMENT_PROVIDER, type PaymentProvider } from '../payments/payment-provider';
import { PricingService } from '../pricing/pricing.service';
import { Order } from './order.schema';
import { FilesClaimClient } from '../catalog/files-claim.client';
import { OrderRecorder } from './order-recorder.service';
import { PendingOrder } from './pending-order.schema';

export const CHECKOUT_ERRORS = {
  providerDown: 'The payment service is unavailable. Please try again shortly.',
  unknownPaymentOrder: 'This payment does not belong to an order of yours.',
  badSignature: 'The payment signature is not valid.',
  notPaid: 'No completed payment was found for this order, so it was not saved.',
} as const;

@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);

  constructor(
    @InjectModel(PendingOrder.name) private readonly pendings: Model<PendingOrder>,
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
    private readonly pricing: PricingService,
    private readonly recorder: OrderRecorder,
    private readonly files: FilesClaimClient,
  ) {}

  /** `cookies`: the browser's Cookie header, so the files it uploaded before login count as the shopper's. */
  async createPaymentOrder(user: AccessClaims, body: z.output<typeof createPaymentOrderRequestSchema>, cookies?: string): Promise<CreatePaymentOrderResponse> {
    await this.files.assertOwned(user.sub, body.items, cookies);
    const pricing = await this.pricing.price(body.items, body.promoCode);
    const amountPaise = pricing.total * 100;
    const receipt = body.receipt || `rmj_${randomBytes(8).toString('hex')}`;
    let order;
    try {
      order = await this.provider.createOrder({ amountPaise, receipt, notes: { userId: user.sub } });
    } catch (err) {
      this.logger.error({ msg: 'provider refused the payment order', err: err instanceof Error ? err.message : String(err) });
      throw new BadGatewayException(CHECKOUT_ERRORS.providerDown);
    }
    if (order.amount !== amountPaise) throw new BadGatewayException(CHECKOUT_ERRORS.providerDown);
    const now = new Date();
    await retryBusy(() => this.pendings.create({
      _id: order.id,
      userId: user.sub,
      userEmail: user.email,
      receipt,
      amountPaise,
      pricing,
      customerDetails: body.customerDetails,
      state: 'created',
      nextCheckAt: new Date(now.getTime() + this.config.RECONCILE_AFTER_MS),
      checks: 0,
      createdAt: now,
    }));
    return { success: true, message: 'Payment order created', order: { id: order.id, amount: order.amount, currency: order.currency }, pricing };
  }

  async verify(user: AccessClaims, body: VerifyPaymentRequest): Promise<VerifyPaymentResponse> {
    const pending = await this.pendings.findById(body.razorpay_order_id).lean<PendingOrder>().exec();
    if (!pending || pending.userId !== user.sub) throw new NotFoundException(CHECKOUT_ERRORS.unknownPaymentOrder);
    // The signature is checked against the provider order id this server stored, with the key secret.
    if (!isGenuinePayment(pending._id, body.razorpay_payment_id, body.razorpay_signature, this.config.RAZORPAY_KEY_SECRET)) {
      throw new BadRequestException(CHECKOUT_ERRORS.badSignature);
    }
    const order = await this.recorder.recordPaid(pending._id, body.razorpay_payment_id, 'verify');
    if (!order) throw new NotFoundException(CHECKOUT_ERRORS.unknownPaymentOrder);
    return { success: true, message: 'Payment verified successfully', orderId: order.orderNumber, orderDate: order.paidAt.toISOString() };
  }

  async save(user: AccessClaims, body: SaveOrderRequest): Promise<SaveOrderResponse> {
    const paymentId = body.paymentDetails.paymentId;
    const order = (await this.recorder.findByPayment(paymentId)) ?? (await this.recordFromProvider(user, paymentId));
    if (!order || order.userId !== user.sub) throw new ConflictException(CHECKOUT_ERRORS.notPaid);
    if (!order.savedPayload) {
      await retryBusy(() => this.orders.updateOne({ _id: order._id, savedPayload: { $exists: false } }, { $set: { savedPayload: body, savedAt: new Date() } }));
    }
    return { success: true, orderId: order.orderNumber, message: checkoutMessages.orderSaved };
  }

  async mine(user: AccessClaims): Promise<MyOrdersResponse> {
    const orders = await this.orders.find({ userId: user.sub }).sort({ paidAt: -1 }).limit(20).lean<Order[]>().exec();
    return {
      success: true,
      orders: orders.map((o) => ({
        orderId: o.orderNumber,
        orderDate: o.paidAt.toISOString(),
        totalAmount: o.total,
        status: o.status,
        paymentStatus: o.paymentStatus,
        itemCount: o.lines.reduce((n, line) => n + line.quantity, 0),
        productNames: o.lines.map((line) => line.name),
      })),
    };
  }

  /** POST /api/orders for a payment no path has recorded yet: only a captured payment of this shopper's checkout counts. */
  private async recordFromProvider(user: AccessClaims, paymentId: string): Promise<Order | null> {
    const payment = await this.provider.fetchPayment(paymentId).catch(() => null);
    if (!payment || !isCaptured(payment)) return null;
    const pending = await this.pendings.findById(payment.order_id).lean<PendingOrder>().exec();
    if (!pending || pending.userId !== user.sub) return null;
    return this.recorder.recordPaid(pending._id, payment.id, 'save');
  }
}
