/**
 * The shop's notices and the customer's refund e-mail, each sent exactly once through the
 * MailOutbox under a key naming what it is about (the order, the proof round, the refund), so a
 * repeated or concurrent call, another replica or a retry sends nothing more. Callers await these
 * and go on: a notice never fails the shopper's or staff's request (it logs instead).
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isEmailAddress, PAYMENT_METHOD, paymentMethodOf } from '@rmj/contracts';
import { SERVICE_CONFIG, type MailContent } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import type { OrdersConfig } from '../config/orders.config';
import { CreditNotesService } from '../credit-notes/credit-notes.service';
import { refundMail } from '../mail/refund-mail';
import { inr } from '../mail/shop-mail';
import { Order } from '../orders/order.schema';
import { MailOutbox } from './mail-outbox.service';
import {
  newOrderNotice,
  proofAnswerNotice,
  refundFailedNotice,
  shopperCancelledNotice,
  type NoticeOrder,
  type ProofChangeLine,
} from './notice-mails';
import { NoticeRecipients } from './notice-recipients';
import type { OutboxMailKind } from './outbox-mail.schema';
import { ShopSettingsClient } from '../settings/shop-settings.client';

type NoticeSource = Pick<Order, '_id' | 'orderNumber' | 'customerDetails' | 'total'>;

/** A proof answer as the notice tells it. */
export type ProofAnswerFacts = { kind: 'approve' } | { kind: 'change'; changes: ProofChangeLine[]; note?: string };

const facts = (order: NoticeSource): NoticeOrder => ({
  orderNumber: order.orderNumber,
  customerName: order.customerDetails.name,
  total: order.total,
});

@Injectable()
export class ShopNotices {
  private readonly logger = new Logger(ShopNotices.name);

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
    private readonly outbox: MailOutbox,
    private readonly recipients: NoticeRecipients,
    private readonly settings: ShopSettingsClient,
    private readonly creditNotes: CreditNotesService,
  ) {}

  /** A new paid order (once per order). */
  newOrder(order: Order): Promise<void> {
    const pieces = order.lines.map(
      (line) =>
        `${line.quantity} x ${line.name}${line.size ? ` (size ${line.size})` : ''}${line.customization ? ', personalised' : ''} - ${inr(line.total)}`,
    );
    return this.toShop(`new-order:${order._id}`, 'new-order', () =>
      newOrderNotice(facts(order), pieces, this.config.SHOP_URL, paymentMethodOf(order) === PAYMENT_METHOD.cod),
    );
  }

  /** The shopper cancelled their order (once per order: an order is cancelled once). */
  shopperCancelled(order: NoticeSource, unpaid = false): Promise<void> {
    return this.toShop(`shopper-cancelled:${order._id}`, 'shopper-cancelled', () =>
      shopperCancelledNotice(facts(order), this.config.SHOP_URL, unpaid),
    );
  }

  /** The shopper's answer to proof round `roundId` (once per round: a round is answered once). */
  async proofAnswered(orderId: string, roundId: string, answer: ProofAnswerFacts): Promise<void> {
    const order = await this.order(orderId);
    if (!order) return;
    await this.toShop(`proof-answer:${roundId}`, 'proof-answer', () =>
      proofAnswerNotice(facts(order), answer, this.config.SHOP_URL),
    );
  }

  /**
   * A refund that failed or was refused. `key` names that one failure: the provider's refund id, or
   * the refund record and its attempt for a request refused outright.
   */
  async refundFailed(orderId: string, key: string, amountPaise: number, error: string): Promise<void> {
    const order = await this.order(orderId);
    if (!order) return;
    await this.toShop(`refund-failed:${key}`, 'refund-failed', () =>
      refundFailedNotice(facts(order), { amountRupees: amountPaise / 100, error }, this.config.SHOP_URL),
    );
  }

  /**
   * The customer's e-mail for a processed refund (once per provider refund id): the amount and when
   * to expect it. `refundedPaise`: every processed refund of the order so far, this one included.
   * `creditNoteKey`: the refund record's key when it has a credit note (its PDF is attached).
   */
  async customerRefund(
    orderId: string,
    refundId: string,
    amountPaise: number,
    refundedPaise: number,
    creditNoteKey?: string,
  ): Promise<void> {
    const key = `customer-refund:${refundId}`;
    try {
      if (await this.outbox.claimed(key)) return;
      const order = await this.order(orderId);
      // A customer without an e-mail address (WhatsApp or phone only): staff tell them; no mail.
      if (!order || !isEmailAddress(order.customerDetails.email)) return;
      const note = creditNoteKey ? await this.creditNotes.pdfFor(creditNoteKey) : undefined;
      const content = refundMail(
        order,
        { amountPaise, refundedPaise, ...(note ? { creditNoteNumber: note.creditNoteNumber } : {}) },
        this.config.SHOP_URL,
        await this.settings.contact(),
      );
      const attachments = note ? [{ fileName: note.fileName, content: note.pdf, contentType: 'application/pdf' }] : [];
      await this.outbox.sendOnce(key, 'customer-refund', [order.customerDetails.email], { ...content, attachments });
    } catch (err) {
      this.logger.error({ msg: 'refund e-mail not recorded', key, err: String(err) });
    }
  }

  /** Claims `key` and sends the notice to the shop's recipients; never throws. */
  private async toShop(key: string, kind: OutboxMailKind, content: () => MailContent): Promise<void> {
    try {
      // A repeat (a follow-up run, a redelivered webhook) stops at this _id lookup.
      if (await this.outbox.claimed(key)) return;
      await this.outbox.sendOnce(key, kind, await this.recipients.list(), content());
    } catch (err) {
      this.logger.error({ msg: 'shop notice not recorded', key, err: String(err) });
    }
  }

  private order(orderId: string): Promise<Order | null> {
    return this.orders.findById(orderId).lean<Order>().exec();
  }
}
