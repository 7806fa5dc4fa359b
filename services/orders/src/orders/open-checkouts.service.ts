/**
 * Unpaid checkouts per account. Each POST /api/create-razorpay-order makes a provider order and a
 * pending order that reconciliation asks about for days, so an account may hold only a few open
 * at once (CHECKOUT_OPEN_MAX within CHECKOUT_OPEN_WINDOW_MS), and the same cart again (same
 * priced lines, promo, totals and order details) reuses its open checkout instead of making
 * another, as long as the provider holds no payment on it. The open ones are listed in the small
 * `open_checkouts` collection (see its schema for why).
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { checkoutServerMessages, type OrderDetails, type Pricing } from '@rmj/contracts';
import { SERVICE_CONFIG, tooManyRequests, insertDoc, removeWhere } from '@rmj/nest-common';
import { createHash } from 'node:crypto';
import type { Model } from 'mongoose';
import type { OrdersConfig } from '../config/orders.config';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/payment-provider';
import { OpenCheckout } from './open-checkout.schema';
import { Order } from './order.schema';
import { PendingOrder } from './pending-order.schema';

/** JSON with object keys sorted at every level, so equal carts give equal text. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The identity of a cart as charged: priced lines, promo, totals, and every order detail (who it goes to...). */
export function cartKeyOf(pricing: Pricing, details: OrderDetails): string {
  return createHash('sha256')
    .update(stableJson({ pricing, ...details }))
    .digest('hex');
}

/** Most recent open checkouts looked at per account (more than any sensible maximum). */
const LOOK_AT = 50;

@Injectable()
export class OpenCheckouts {
  private readonly logger = new Logger(OpenCheckouts.name);

  constructor(
    @InjectModel(OpenCheckout.name) private readonly open: Model<OpenCheckout>,
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
    const listed = await this.open
      .find({ userId, createdAt: { $gte: since } })
      .sort({ createdAt: -1 })
      .limit(LOOK_AT)
      .lean<OpenCheckout[]>()
      .exec();
    if (listed.length === 0) return null;
    // An entry whose order got recorded without its entry being removed (a crash in between) is closed now.
    const recorded = await Promise.all(
      listed.map((entry) => this.orders.findById(entry._id, { _id: 1 }).lean().exec()),
    );
    let open = listed.filter((_, i) => recorded[i] === null);
    const same = open.find((entry) => entry.cartKey === cartKey);
    if (same) {
      const pending = await this.pendings.findById(same._id).lean<PendingOrder>().exec();
      if (pending?.state === 'created' && (await this.stillPayable(pending))) return pending;
      open = open.filter((entry) => entry !== same);
    }
    if (open.length >= this.config.CHECKOUT_OPEN_MAX) {
      // A place frees up when the oldest of the newest CHECKOUT_OPEN_MAX leaves the window.
      const freesAt =
        new Date(open[this.config.CHECKOUT_OPEN_MAX - 1].createdAt).getTime() + this.config.CHECKOUT_OPEN_WINDOW_MS;
      this.logger.warn({ msg: 'too many unpaid checkouts open', userId, open: open.length });
      throw tooManyRequests(checkoutServerMessages.tooManyOpenCheckouts, freesAt - now);
    }
    return null;
  }

  /** Lists a new unpaid checkout. A failure only loosens the cap for it, so it is logged, not thrown. */
  async opened(pending: Pick<PendingOrder, '_id' | 'userId' | 'cartKey' | 'createdAt'>): Promise<void> {
    await insertDoc(this.open, {
      _id: pending._id,
      userId: pending.userId,
      cartKey: pending.cartKey ?? '',
      createdAt: pending.createdAt,
    }).catch((err: unknown) => {
      this.logger.warn({ msg: 'open checkout not listed', providerOrderId: pending._id, err: String(err) });
    });
  }

  /** The checkout is paid or abandoned: it no longer counts. */
  async closed(providerOrderId: string): Promise<void> {
    await removeWhere(this.open, { _id: providerOrderId }).catch((err: unknown) => {
      this.logger.warn({
        msg: 'open checkout not removed; it stops counting once its order is seen',
        providerOrderId,
        err: String(err),
      });
    });
  }

  /** Forgets entries past the open window (reconciliation). */
  async sweep(now = Date.now()): Promise<void> {
    await removeWhere(this.open, { createdAt: { $lt: new Date(now - this.config.CHECKOUT_OPEN_WINDOW_MS) } });
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
