/**
 * The payment side of an order sent from a draft, on the fulfilment floor: its ledger (asked, paid,
 * due, each payment and link) for the order page, staff asking for the balance (a second link for
 * what is due) and cancelling an open link, the owner's leave to ship with money due, and the
 * outbox's follow-ups: the e-mail with each link, and the move to Processing after the first payment
 * (the workshop may start once the advance is in).
 */
import {
  ConflictException,
  ForbiddenException,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  ORDER_STATE,
  isEmailAddress,
  PAYMENT_METHOD,
  PAYMENT_REQUEST_MESSAGES,
  PAYMENT_REQUEST_STATUS,
  paymentMethodOf,
  ROLE_REFUSED_MESSAGE,
  type BalanceOverrideAnswer,
  type OrderPaymentLedger,
  type PaymentRequestAnswer,
  type StaffActor,
  type StaffRole,
} from '@rmj/contracts';
import { actorOf, SmtpMailer, StaffAuditTrail, updateVersioned, type AccessClaims } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import { OrderMovesService } from '../fulfilment/order-moves.service';
import { ledgerOf, NO_MORE_PAYMENT_STATES } from '../fulfilment/payment-ledger';
import { paymentRequestMail } from '../mail/payment-request-mail';
import { LinkPayments } from '../orders/link-payments.service';
import { Order } from '../orders/order.schema';
import { PaymentRequestRecord } from '../orders/payment-request.schema';
import { Outbox } from '../outbox/outbox.service';
import { isProviderDown } from '../payments/payment-provider';
import { RefundsService } from '../refunds/refunds.service';
import { ShopSettingsClient } from '../settings/shop-settings.client';

const DAY_MS = 86_400_000;

/** The staff member behind the call (the guard admitted only staff roles). */
export function staffActorOf(claims: AccessClaims): StaffActor {
  const actor = actorOf(claims);
  if (!actor) throw new ForbiddenException(ROLE_REFUSED_MESSAGE);
  return actor;
}

/** A provider that cannot be reached is a 503 (try again), anything else goes on as it is. */
export async function orUnavailable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isProviderDown(err)) throw new ServiceUnavailableException(PAYMENT_REQUEST_MESSAGES.providerDown);
    throw err;
  }
}

@Injectable()
export class OrderPaymentRequests implements OnModuleInit {
  private readonly logger = new Logger(OrderPaymentRequests.name);

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @InjectModel(PaymentRequestRecord.name) private readonly requests: Model<PaymentRequestRecord>,
    private readonly links: LinkPayments,
    private readonly moves: OrderMovesService,
    private readonly outbox: Outbox,
    private readonly mailer: SmtpMailer,
    private readonly settings: ShopSettingsClient,
    private readonly trail: StaffAuditTrail,
    private readonly refunds: RefundsService,
  ) {}

  onModuleInit(): void {
    this.outbox.on('PaymentRequested', 'customer-mail', (_payload, requestId) => this.mail(requestId));
    // A cancelled order asks for nothing more: its open links are cancelled (a payment made on one
    // meanwhile is recorded, and shown to staff as paid after the link closed).
    this.outbox.on('OrderCancelled', 'payment-links-cancel', async (_payload, orderId) => {
      for (const request of await this.links.requestsOf(orderId))
        if (request.status === PAYMENT_REQUEST_STATUS.open) await this.links.cancel(request);
    });
    // The first payment on a link: the order is paid enough for the workshop to start.
    this.outbox.on('LinkPaid', 'first-payment-move', async (_payload, orderId) => {
      const order = await this.orders.findById(orderId).lean<Order>().exec();
      if (!order || paymentMethodOf(order) !== PAYMENT_METHOD.paymentLink || !(order.paidPaise ?? 0)) return;
      if ((await this.moves.stateOf(order._id)) !== ORDER_STATE.awaitingPayment) return;
      await this.moves
        .move({
          orderId: order._id,
          from: ORDER_STATE.awaitingPayment,
          to: ORDER_STATE.paid,
          by: { kind: 'system', name: 'system' },
          note: 'First payment received',
        })
        .catch(async (err: unknown) => {
          // Moved meanwhile (staff cancelled it, or another delivery moved it): nothing left to do.
          if ((await this.moves.stateOf(order._id)) !== ORDER_STATE.awaitingPayment) return;
          throw err;
        });
    });
  }

  /** The order's ledger as the signed-in role sees it; undefined for an order not taken with payment links. */
  async ledger(order: Order, role: StaffRole | undefined): Promise<OrderPaymentLedger | undefined> {
    if (paymentMethodOf(order) !== PAYMENT_METHOD.paymentLink) return undefined;
    const [requests, payments, status] = await Promise.all([
      this.links.requestsOf(order._id),
      this.links.paymentsOf(order._id),
      this.moves.stateOf(order._id),
    ]);
    return ledgerOf(
      order,
      requests,
      payments,
      status,
      role,
      await this.refunds.refundedByPayment(order._id),
      await this.refunds.extraOf(order._id),
    );
  }

  /**
   * A link for what is due now: 409 when nothing is due, a link is still open, or the order is
   * closed. Two staff at once claim the same request number: one link is made, the other gets 409.
   */
  async requestBalance(
    order: Order,
    expiryDays: number,
    claims: AccessClaims,
    now = new Date(),
  ): Promise<PaymentRequestAnswer> {
    const actor = staffActorOf(claims);
    if (paymentMethodOf(order) !== PAYMENT_METHOD.paymentLink)
      throw new ConflictException(PAYMENT_REQUEST_MESSAGES.notPaymentLink);
    const status = await this.moves.stateOf(order._id);
    if (NO_MORE_PAYMENT_STATES.includes(status))
      throw new ConflictException(PAYMENT_REQUEST_MESSAGES.orderClosed(status));
    const requests = await this.links.requestsOf(order._id);
    if (requests.some((r) => r.status === PAYMENT_REQUEST_STATUS.open))
      throw new ConflictException(PAYMENT_REQUEST_MESSAGES.requestOpen);
    const paid = await this.links.refreshOrder(order._id);
    const due = LinkPayments.dueRupees(paid ?? order);
    if (due <= 0) throw new ConflictException(PAYMENT_REQUEST_MESSAGES.nothingDue);
    const seq = requests.reduce((max, r) => Math.max(max, r.seq), 0) + 1;
    const { request, created } = await orUnavailable(() =>
      this.links.request(order, {
        purpose: 'balance',
        amountPaise: due * 100,
        expiresAt: new Date(now.getTime() + expiryDays * DAY_MS),
        by: actor,
        seq,
        now,
      }),
    );
    // Another staff member's request claimed this number first: theirs is the open link.
    if (!request || !created) throw new ConflictException(PAYMENT_REQUEST_MESSAGES.requestOpen);
    await this.trail.record({
      actor: claims,
      action: 'order.payment.requested',
      target: { type: 'order', id: order.orderNumber, label: order.orderNumber },
      after: { purpose: 'balance', amountRupees: due, linkId: request.linkId, expiresAt: request.expiresAt },
    });
    return this.answer(order, request, PAYMENT_REQUEST_MESSAGES.balanceRequested(due), claims.role);
  }

  /** Cancels an open link; when the customer paid it meanwhile, the payment is recorded and said so. */
  async cancel(order: Order, linkId: string, claims: AccessClaims, now = new Date()): Promise<PaymentRequestAnswer> {
    staffActorOf(claims);
    const request = await this.requests.findOne({ orderId: order._id, linkId }).lean<PaymentRequestRecord>().exec();
    if (!request) throw new NotFoundException(PAYMENT_REQUEST_MESSAGES.requestNotFound);
    if (request.status !== PAYMENT_REQUEST_STATUS.open)
      throw new ConflictException(PAYMENT_REQUEST_MESSAGES.requestNotOpen(request.status));
    const after = await orUnavailable(() => this.links.cancel(request, now));
    const paid = after.status === PAYMENT_REQUEST_STATUS.paid;
    await this.trail.record({
      actor: claims,
      action: paid ? 'order.payment.cancel-too-late' : 'order.payment.cancelled',
      target: { type: 'order', id: order.orderNumber, label: order.orderNumber },
      before: { linkId, status: request.status },
      after: { linkId, status: after.status },
    });
    const current = (await this.orders.findById(order._id).lean<Order>().exec()) ?? order;
    return this.answer(
      current,
      after,
      paid ? PAYMENT_REQUEST_MESSAGES.paidBeforeCancel : PAYMENT_REQUEST_MESSAGES.cancelled,
      claims.role,
    );
  }

  /** The owner's leave to ship with money due: once, with the reason, in the audit trail and the order's history. */
  async override(order: Order, reason: string, claims: AccessClaims, now = new Date()): Promise<BalanceOverrideAnswer> {
    const actor = staffActorOf(claims);
    if (paymentMethodOf(order) !== PAYMENT_METHOD.paymentLink)
      throw new ConflictException(PAYMENT_REQUEST_MESSAGES.notPaymentLink);
    const current = (await this.links.refreshOrder(order._id)) ?? order;
    const due = LinkPayments.dueRupees(current);
    if (due <= 0) throw new ConflictException(PAYMENT_REQUEST_MESSAGES.overrideNotNeeded);
    const written = await updateVersioned(this.orders, order._id, (s) =>
      s.balanceOverride ? null : { balanceOverride: { reason, at: now, by: actor } },
    );
    const stored = written ?? ((await this.orders.findById(order._id).lean<Order>().exec()) as Order);
    if (written)
      await this.trail.record({
        actor: claims,
        action: 'order.balance.override',
        target: { type: 'order', id: order.orderNumber, label: order.orderNumber },
        after: { reason, dueRupees: due },
      });
    const ledger = await this.ledger(stored, claims.role);
    return { success: true, message: PAYMENT_REQUEST_MESSAGES.overrideRecorded, ledger: ledger! };
  }

  private async answer(
    order: Order,
    request: PaymentRequestRecord,
    message: string,
    role: StaffRole | undefined,
  ): Promise<PaymentRequestAnswer> {
    return {
      success: true,
      message,
      paymentRequest: LinkPayments.view(request, order),
      ledger: (await this.ledger(order, role))!,
    };
  }

  /** PaymentRequested: the link's e-mail, once (the request keeps when it went). */
  private async mail(requestId: string): Promise<void> {
    const request = await this.links.findRequest(requestId);
    if (!request?.url || !request.emailed || request.emailedAt) return;
    const order = await this.orders.findById(request.orderId).lean<Order>().exec();
    // A customer known by phone alone is sent the link on WhatsApp by staff (the request's whatsApp).
    if (!order || !isEmailAddress(order.customerDetails.email)) return;
    await this.mailer.send(
      order.customerDetails.email,
      paymentRequestMail(
        {
          customerName: order.customerDetails.name,
          orderNumber: order.orderNumber,
          purpose: request.purpose,
          amountRupees: Math.round(request.amountPaise / 100),
          totalRupees: order.total,
          url: request.url,
          expiresAt: new Date(request.expiresAt),
        },
        await this.settings.contact(),
        order.language,
      ),
    );
    await updateVersioned(this.requests, request._id, (s) => (s.emailedAt ? null : { emailedAt: new Date() }));
    this.logger.log({ msg: 'payment link e-mailed', orderNumber: order.orderNumber, requestId });
  }
}
