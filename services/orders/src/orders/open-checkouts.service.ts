/**
 * Unpaid checkouts per account. Each POST /api/create-razorpay-order makes a provider order and a
 * pending order that reconciliation asks about for days, so an account may hold only a few open
 * at once (CHECKOUT_OPEN_MAX within CHECKOUT_OPEN_WINDOW_MS), and the same cart again (same
 * priced lines, promo, totals and customer details) reuses its open checkout instead of making
 * another, as long as the provider holds no payment on it.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { checkoutServerMessages, type CustomerDetails, type Pricing } from '@rmj/contracts';
import { SERVICE_CONFIG, tooManyRequests } from '@rmj/nest-common';
import { createHash } from 'node:crypto';
import type { Model } from 'mongoose';
import type { OrdersConfig } from '../config/orders.config';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/payment-provider';
import { Order } from './order.schema';
import { PendingOrder } from './pending-order.schema';

/** JSON with object keys sorted at every level, so equal carts give equal text. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The identity of a cart as charged: priced lines, promo, totals and who it goes to. */
export function cartKeyOf(pricing: Pricing, customerDetails: CustomerDetails): string {
  return createHash('sha256').update(stableJson({ pricing, customerDetails })).digest('hex');
}

/** Most recent unpaid checkouts looked at per account (more than any allowed maximum). */
const LOOK_AT = 200;

@Injectable()
export class OpenCheckouts {
  private readonly logger = new Logger(OpenCheckouts.name);

  constructor(
    @InjectModel(PendingOrder.name) private readonly pendings: Model<PendingOrder>,
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
  ) {}

  /**
   * The open checkout to reuse for this cart, or null to make a new one. Throws 429 when the
   * account already holds CHECKOUT_OPEN_MAX open checkouts and none of them is this cart.
   */
  async reusable(userId: string, cartKey: string, now = Date.now()): Promise<PendingOrder | null> {
    const since = new Date(now - this.config.CHECKOUT_OPEN_WINDOW_MS);
    const recent = await this.pendings.find({ userId, state: 'created', createdAt: { $gte: since } }).sort({ createdAt: -1 }).limit(LOOK_AT).lean<PendingOrder[]>().exec();
    if (recent.length === 0) return null;
    // Reconciliation marks paid checkouts later; an order already recorded closes its checkout now.
    const paid = new Set((await this.orders.find({ _id: { $in: recent.map((p) => p._id) } }, { _id: 1 }).lean<Array<{ _id: string }>>().exec()).map((o) => o._id));
    let open = recent.filter((p) => !paid.has(p._id));
    const same = open.find((p) => p.cartKey === cartKey);
    if (same) {
      if (await this.stillPayable(same)) return same;
      open = open.filter((p) => p !== same);
    }
    if (open.length >= this.config.CHECKOUT_OPEN_MAX) {
      const oldest = open[Math.min(open.length, this.config.CHECKOUT_OPEN_MAX) - 1];
      const freesAt = new Date(oldest.createdAt).getTime() + this.config.CHECKOUT_OPEN_WINDOW_MS;
      this.logger.warn({ msg: 'too many unpaid checkouts open', userId, open: open.length });
      throw tooManyRequests(checkoutServerMessages.tooManyOpenCheckouts, freesAt - now);
    }
    return null;
  }

  /** True while the provider holds no payment that took or holds money on it (a failed attempt may be retried). */
  private async stillPayable(pending: PendingOrder): Promise<boolean> {
    try {
      const payments = await this.provider.fetchOrderPayments(pending._id);
      return !payments.some((p) => p.status === 'captured' || p.status === 'authorized' || p.status === 'refunded');
    } catch {
      return false; // not known: a new checkout is the safe choice
    }
  }
}
