/**
 * Provider webhooks, the source of truth for money taken: payment.authorized, payment.captured and
 * order.paid settle the payment (read from the provider; an authorized one is captured; recorded
 * idempotently; a second payment of a paid order is refunded once), payment.failed notes the
 * failure on the pending order; refund.created / refund.processed / refund.failed go to
 * refunds through the RefundWebhooks hook (a processed refund settles once, however often it is delivered). Each event id is
 * handled once: a redelivery of a handled event is answered 200 at once; one that arrives while the
 * first is still being handled is handled again, which changes nothing. A provider that cannot be
 * asked is a 503, so the provider sends it again.
 */
import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { insertedOnce, setFields } from '@rmj/nest-common';
import { checkoutServerMessages, type PaymentWebhookResponse } from '@rmj/contracts';
import { createHash } from 'node:crypto';
import type { Model } from 'mongoose';
import { LinkPayments } from '../orders/link-payments.service';
import { PaymentSettlement } from '../orders/payment-settlement.service';
import { parsePaymentLinkEvent } from '../payments/payment-link-events';
import { PendingOrder } from '../orders/pending-order.schema';
import { isProviderDown } from '../payments/payment-provider';
import { RefundWebhooks, type RefundEntity } from './refund-webhooks';
import { WebhookEvent } from './webhook-event.schema';

interface PaymentEntity {
  id?: string;
  order_id?: string;
  status?: string;
  error_code?: string;
  error_description?: string;
}

export interface WebhookBody {
  event?: string;
  payload?: { payment?: { entity?: PaymentEntity }; refund?: { entity?: RefundEntity } };
}

/** Events that report money authorized or taken: each settles its payment (the provider is asked what it is now). */
const SETTLING_EVENTS = new Set(['payment.authorized', 'payment.captured', 'order.paid']);

@Injectable()
export class WebhooksService {
  private readonly logger = new Logger(WebhooksService.name);

  constructor(
    @InjectModel(WebhookEvent.name) private readonly events: Model<WebhookEvent>,
    @InjectModel(PendingOrder.name) private readonly pendings: Model<PendingOrder>,
    private readonly settlement: PaymentSettlement,
    private readonly refundWebhooks: RefundWebhooks,
    private readonly links: LinkPayments,
  ) {}

  /** 'processed', 'duplicate' or 'ignored'. Throws (so the provider retries) when handling failed. */
  async handle(
    eventId: string | undefined,
    rawBody: Buffer,
    body: WebhookBody,
  ): Promise<PaymentWebhookResponse['status']> {
    const id = eventId?.trim() || `body_${createHash('sha256').update(rawBody).digest('hex').slice(0, 32)}`;
    const event = String(body.event ?? 'unknown');
    if (!(await insertedOnce(() => this.events.create({ _id: id, event, receivedAt: new Date() })))) {
      const seen = await this.events.findById(id).lean<WebhookEvent>().exec();
      if (seen?.processedAt) return 'duplicate';
    }
    const outcome = event.startsWith('refund.')
      ? await this.applyRefund(event, body.payload?.refund?.entity)
      : event.startsWith('payment_link.')
        ? await this.applyLink(body)
        : await this.apply(event, body.payload?.payment?.entity);
    await setFields(this.events, { _id: id }, { processedAt: new Date() });
    return outcome;
  }

  private async applyRefund(
    event: string,
    refund: RefundEntity | undefined,
  ): Promise<PaymentWebhookResponse['status']> {
    const refunds = this.refundWebhooks.registered();
    if (!refunds) {
      this.logger.warn({ msg: 'refund webhook but no refunds module', event });
      return 'ignored';
    }
    return refunds.onWebhook(event, refund);
  }

  /**
   * payment_link.paid, partially_paid, expired, cancelled: the link is read from the provider (its
   * state now, every payment on it) and settled; each payment is recorded once however often the
   * event comes.
   */
  private async applyLink(body: WebhookBody): Promise<PaymentWebhookResponse['status']> {
    const parsed = parsePaymentLinkEvent(body);
    if (!parsed || 'error' in parsed) {
      this.logger.warn({ msg: 'payment link webhook not understood', error: parsed?.error });
      return 'ignored';
    }
    try {
      return await this.links.settleLinkId(parsed.link.id);
    } catch (err) {
      if (isProviderDown(err)) throw new ServiceUnavailableException(checkoutServerMessages.paymentNotConfirmed);
      throw err;
    }
  }

  private async apply(event: string, payment: PaymentEntity | undefined): Promise<PaymentWebhookResponse['status']> {
    if (!payment?.id || !payment.order_id) return 'ignored';
    if (SETTLING_EVENTS.has(event)) {
      const pending = await this.pendings.findById(payment.order_id).lean<PendingOrder>().exec();
      if (!pending) {
        // A payment on a payment link (its provider order is the link's): one paid after the link
        // was cancelled or expired sends no payment_link event, so it is found from the payment.
        if (event === 'payment.captured') {
          try {
            if ((await this.links.settlePayment(payment.id)) === 'processed') return 'processed';
          } catch (err) {
            if (isProviderDown(err)) throw new ServiceUnavailableException(checkoutServerMessages.paymentNotConfirmed);
            throw err;
          }
        }
        this.logger.warn({
          msg: 'webhook for a provider order this shop does not know',
          event,
          providerOrderId: payment.order_id,
        });
        return 'ignored';
      }
      try {
        const settled = await this.settlement.settle(pending, payment.id, 'webhook');
        return settled.paid ? 'processed' : 'ignored';
      } catch (err) {
        if (isProviderDown(err)) throw new ServiceUnavailableException(checkoutServerMessages.paymentNotConfirmed);
        throw err;
      }
    }
    if (event === 'payment.failed') {
      const lastFailure = {
        paymentId: payment.id,
        code: payment.error_code,
        description: payment.error_description,
        at: new Date(),
      };
      await setFields(this.pendings, { _id: payment.order_id, state: 'created' }, { lastFailure });
      return 'processed';
    }
    return 'ignored';
  }
}
