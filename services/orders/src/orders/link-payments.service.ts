/**
 * Payment links of orders sent from drafts: each request is its own Razorpay Payment Link for a
 * fixed amount (the whole amount, an advance, later the balance), and every payment made on one is
 * recorded once, whichever path sees it first.
 *
 * - A request is an insert-once record whose _id (`<order>-<n>`) is the link's reference at the
 *   provider: a retried create answers the link already made; two staff claiming request n at once
 *   insert once, the other is told a link is open.
 * - A payment is an insert-once record under the provider's payment id: the payment_link.paid webhook
 *   (delivered three times), the payment.captured webhook, staff's cancel that came too late, and
 *   reconciliation's read of the link all insert the same record. A payment made on a link that was
 *   cancelled or had expired is money received: recorded, counted, and noted for staff.
 * - The order's `paidPaise` is the sum of its payments, written by a versioned change that only
 *   moves it up; its payment status follows (Unpaid → Partially paid → Paid). The first money writes
 *   LinkPaid (fulfilment's move to Processing) and OrderPaid (the confirmation e-mail) to the outbox.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  BRAND_NAME,
  isEmailAddress,
  PAYMENT_REQUEST_MESSAGES,
  PAYMENT_REQUEST_STATUS,
  PAYMENT_STATUS,
  whatsAppPaymentMessage,
  type OrderPayment,
  type PaymentRequest,
  type PaymentRequestPurpose,
  type PaymentRequestStatus,
  type StaffActor,
} from '@rmj/contracts';
import { insertedOnce, updateVersioned } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import {
  PAYMENT_PROVIDER,
  type PaymentProvider,
  type ProviderPaymentLink,
  type ProviderPaymentLinkStatus,
} from '../payments/payment-provider';
import { Outbox } from '../outbox/outbox.service';
import { Order } from './order.schema';
import { LinkPaymentRecord, PaymentRequestRecord } from './payment-request.schema';

/** Reconciliation keeps reading a link this long after it closed (a page opened earlier may still pay). */
export const LINK_WATCH_AFTER_CLOSE_MS = 3 * 86_400_000;
/** A request whose link is still not made this long after it was claimed was left by a crash: make it. */
const LINK_CREATE_GRACE_MS = 60_000;

const STATUS_OF: { readonly [S in ProviderPaymentLinkStatus]: PaymentRequestStatus } = {
  created: PAYMENT_REQUEST_STATUS.open,
  partially_paid: PAYMENT_REQUEST_STATUS.open,
  paid: PAYMENT_REQUEST_STATUS.paid,
  cancelled: PAYMENT_REQUEST_STATUS.cancelled,
  expired: PAYMENT_REQUEST_STATUS.expired,
};

const rupeesOf = (paise: number) => Math.round(paise / 100);

/** What a new request asks for. */
export interface NewRequest {
  purpose: PaymentRequestPurpose;
  amountPaise: number;
  expiresAt: Date;
  by: StaffActor;
  /** The request's number on the order (1 for the send's). */
  seq: number;
  now: Date;
}

@Injectable()
export class LinkPayments {
  private readonly logger = new Logger(LinkPayments.name);

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @InjectModel(PaymentRequestRecord.name) private readonly requests: Model<PaymentRequestRecord>,
    @InjectModel(LinkPaymentRecord.name) private readonly payments: Model<LinkPaymentRecord>,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly outbox: Outbox,
  ) {}

  requestsOf(orderId: string): Promise<PaymentRequestRecord[]> {
    return this.requests.find({ orderId }).sort({ seq: 1 }).lean<PaymentRequestRecord[]>().exec();
  }

  paymentsOf(orderId: string): Promise<LinkPaymentRecord[]> {
    return this.payments.find({ orderId }).sort({ at: 1, _id: 1 }).lean<LinkPaymentRecord[]>().exec();
  }

  findRequest(requestId: string): Promise<PaymentRequestRecord | null> {
    return this.requests.findById(requestId).lean<PaymentRequestRecord>().exec();
  }

  /**
   * Claims request `seq` of the order and makes its link. `created` is false when request `seq`
   * was claimed before (a retry, or another staff member's request that won); `request` is null
   * when that one asks for something else.
   */
  async request(order: Order, input: NewRequest): Promise<{ request: PaymentRequestRecord | null; created: boolean }> {
    const record: PaymentRequestRecord = {
      _id: `${order._id}-${input.seq}`,
      version: 0,
      orderId: order._id,
      orderNumber: order.orderNumber,
      seq: input.seq,
      purpose: input.purpose,
      amountPaise: input.amountPaise,
      expiresAt: input.expiresAt,
      status: PAYMENT_REQUEST_STATUS.open,
      createdAt: input.now,
      createdBy: input.by,
      emailed: isEmailAddress(order.customerDetails.email),
    };
    const created = await insertedOnce(() => this.requests.create(record));
    if (!created) {
      const stored = await this.findRequest(record._id);
      if (!stored || stored.purpose !== record.purpose || stored.amountPaise !== record.amountPaise)
        return { request: null, created };
    }
    return { request: await this.ensureLink(record._id, order), created };
  }

  /** Makes the request's link at the provider if it is not made yet (idempotent by the request's id). */
  async ensureLink(requestId: string, order?: Order): Promise<PaymentRequestRecord> {
    const stored = await this.findRequest(requestId);
    if (!stored) throw new Error(`payment request ${requestId} not found`);
    if (stored.linkId) return stored;
    const owner = order ?? (await this.orders.findById(stored.orderId).lean<Order>().exec());
    if (!owner) throw new Error(`order ${stored.orderId} of payment request ${requestId} not found`);
    const c = owner.customerDetails;
    const link = await this.provider.createPaymentLink({
      amountPaise: stored.amountPaise,
      referenceId: stored._id,
      description: PAYMENT_REQUEST_MESSAGES.linkDescription(owner.orderNumber, stored.purpose),
      customer: { name: c.name, contact: `+91${c.phone}`, ...(isEmailAddress(c.email) ? { email: c.email } : {}) },
      expireBy: stored.expiresAt,
      notes: { orderNumber: owner.orderNumber, requestId: stored._id },
    });
    const written = await updateVersioned(this.requests, stored._id, (s) =>
      s.linkId ? null : { linkId: link.id, url: link.short_url },
    );
    // The link's e-mail (once per request, whoever made the link).
    await this.outbox.emit('PaymentRequested', stored._id, {});
    return written ?? ((await this.findRequest(stored._id)) as PaymentRequestRecord);
  }

  /**
   * Records every captured payment on `link` (once each), follows its status, and brings the order's
   * paid amount up to date. 'ignored' when the link is not one of the shop's requests.
   */
  async settleLink(link: ProviderPaymentLink, now = new Date()): Promise<'processed' | 'ignored'> {
    const request =
      (link.reference_id ? await this.findRequest(link.reference_id) : null) ??
      (await this.requests.findOne({ linkId: link.id }).lean<PaymentRequestRecord>().exec());
    if (!request) return 'ignored';
    const closed = link.status === 'cancelled' || link.status === 'expired';
    for (const payment of link.payments.filter((p) => p.status === 'captured')) {
      const recorded = await insertedOnce(() =>
        this.payments.create({
          _id: payment.payment_id,
          version: 0,
          orderId: request.orderId,
          requestId: request._id,
          linkId: link.id,
          amountPaise: payment.amount,
          at: now,
          ...(closed ? { note: PAYMENT_REQUEST_MESSAGES.paidAfterClose } : {}),
        }),
      );
      if (recorded)
        this.logger.log({
          msg: closed ? 'payment on a closed link recorded' : 'link payment recorded',
          orderNumber: request.orderNumber,
          linkId: link.id,
          paymentId: payment.payment_id,
        });
    }
    const status = STATUS_OF[link.status];
    await updateVersioned(this.requests, request._id, (s) =>
      s.status === status && s.linkId
        ? null
        : {
            status,
            ...(s.linkId ? {} : { linkId: link.id, url: link.short_url }),
            ...(status !== PAYMENT_REQUEST_STATUS.open && !s.closedAt ? { closedAt: now } : {}),
            ...(status === PAYMENT_REQUEST_STATUS.cancelled && !s.cancelledAt
              ? { cancelledAt: link.cancelled_at ? new Date(link.cancelled_at * 1000) : now }
              : {}),
          },
    );
    await this.refreshOrder(request.orderId);
    return 'processed';
  }

  /** A payment seen without its link (payment.captured, a payment after the link closed): its link read and settled. */
  async settlePayment(paymentId: string, now = new Date()): Promise<'processed' | 'ignored'> {
    const links = await this.provider.findPaymentLinks({ paymentId });
    let outcome: 'processed' | 'ignored' = 'ignored';
    for (const link of links) if ((await this.settleLink(link, now)) === 'processed') outcome = 'processed';
    return outcome;
  }

  /** Reads the link from the provider and settles it (webhooks: the provider's read is the truth). */
  async settleLinkId(linkId: string, now = new Date()): Promise<'processed' | 'ignored'> {
    return this.settleLink(await this.provider.fetchPaymentLink(linkId), now);
  }

  /** Cancels the request's link; the provider's answer decides (paid meanwhile: the payment is recorded). */
  async cancel(request: PaymentRequestRecord, now = new Date()): Promise<PaymentRequestRecord> {
    const linkId = request.linkId ?? (await this.ensureLink(request._id)).linkId!;
    await this.settleLink(await this.provider.cancelPaymentLink(linkId), now);
    return (await this.findRequest(request._id)) as PaymentRequestRecord;
  }

  /**
   * Reconciliation: reads every link still open, or closed lately (a page opened earlier may still
   * pay), and settles it, so a payment whose webhook was lost is recorded; makes the links a crash
   * left unmade. A link that cannot be read now is read at the next pass.
   */
  async reconcile(now = new Date()): Promise<{ checked: number }> {
    const watched = await this.requests
      .find({
        $or: [
          { status: PAYMENT_REQUEST_STATUS.open },
          { closedAt: { $gte: new Date(now.getTime() - LINK_WATCH_AFTER_CLOSE_MS) } },
        ],
      })
      .limit(200)
      .lean<PaymentRequestRecord[]>()
      .exec();
    let checked = 0;
    for (const request of watched) {
      try {
        if (request.linkId) await this.settleLinkId(request.linkId, now);
        else if (now.getTime() - new Date(request.createdAt).getTime() > LINK_CREATE_GRACE_MS)
          await this.ensureLink(request._id);
        checked += 1;
      } catch (err) {
        this.logger.warn({
          msg: 'payment link not reconciled; the next run tries again',
          requestId: request._id,
          err: String(err),
        });
      }
    }
    return { checked };
  }

  /**
   * Brings the order's paid amount and payment status up to its payments (only ever up), and writes
   * OrderPaid once money came in. Refund statuses are the refunds' to set and are kept.
   */
  async refreshOrder(orderId: string): Promise<Order | null> {
    const sum = (await this.paymentsOf(orderId)).reduce((total, p) => total + p.amountPaise, 0);
    await updateVersioned(this.orders, orderId, (s) => {
      if ((s.paidPaise ?? 0) >= sum) return null;
      const refunding =
        s.paymentStatus === PAYMENT_STATUS.refunded || s.paymentStatus === PAYMENT_STATUS.partiallyRefunded;
      return {
        paidPaise: sum,
        ...(refunding
          ? {}
          : { paymentStatus: sum >= s.total * 100 ? PAYMENT_STATUS.paid : PAYMENT_STATUS.partiallyPaid }),
      };
    });
    // Written each time (a no-op once written), so a crash after the sum still tells everyone.
    if (sum > 0) {
      await this.outbox.emit('LinkPaid', orderId, {});
      await this.outbox.emit('OrderPaid', orderId, {});
    }
    return this.orders.findById(orderId).lean<Order>().exec();
  }

  /** Whole rupees still to pay on the order (0 once paid in full). */
  static dueRupees(order: Pick<Order, 'total' | 'paidPaise'>): number {
    return Math.max(0, order.total - rupeesOf(order.paidPaise ?? 0));
  }

  /** A request as the order page shows it (with its WhatsApp message). */
  static view(request: PaymentRequestRecord, order: Pick<Order, 'customerDetails' | 'total'>): PaymentRequest {
    const url = request.url ?? '';
    return {
      linkId: request.linkId ?? '',
      purpose: request.purpose,
      amountRupees: rupeesOf(request.amountPaise),
      status: request.status,
      url,
      expiresAt: new Date(request.expiresAt).toISOString(),
      createdAt: new Date(request.createdAt).toISOString(),
      createdBy: request.createdBy,
      emailed: request.emailed,
      whatsApp: whatsAppPaymentMessage({
        shopName: BRAND_NAME,
        customerName: order.customerDetails.name,
        phone: order.customerDetails.phone,
        orderNumber: request.orderNumber,
        purpose: request.purpose,
        amountRupees: rupeesOf(request.amountPaise),
        totalRupees: order.total,
        url,
        expiresAt: new Date(request.expiresAt),
      }),
      ...(request.cancelledAt ? { cancelledAt: new Date(request.cancelledAt).toISOString() } : {}),
    };
  }

  /**
   * The payments as the order page lists them, with the rupees refunded from each (`refunded`, by
   * payment id): the one that took the order over its total is noted, unless `extraRefunded` (the
   * extra is all refunded: nothing is left for staff to look at beyond the total).
   */
  static paymentViews(
    payments: LinkPaymentRecord[],
    totalRupees: number,
    refunded: ReadonlyMap<string, number> = new Map(),
    extraRefunded = false,
  ): OrderPayment[] {
    let sum = 0;
    return payments.map((p) => {
      const before = sum;
      sum += rupeesOf(p.amountPaise);
      const extra = sum - Math.max(before, totalRupees);
      const beyond = sum > totalRupees;
      const note =
        beyond && extraRefunded
          ? undefined
          : (p.note ?? (beyond ? PAYMENT_REQUEST_MESSAGES.overpaid(extra) : undefined));
      return {
        paymentId: p._id,
        linkId: p.linkId,
        amountRupees: rupeesOf(p.amountPaise),
        refundedRupees: refunded.get(p._id) ?? 0,
        at: new Date(p.at).toISOString(),
        ...(note ? { note } : {}),
      };
    });
  }
}
