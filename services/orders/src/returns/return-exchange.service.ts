/**
 * An exchange's replacement order, after a passed check. The wanted piece is priced now by the
 * quote's own code (as draft orders are: PricingService.priceLinesNow), the returned lines' credit
 * is taken off, and:
 * - it costs more: the replacement waits for the difference on a payment link (LinkPayments);
 * - it costs less: the difference is refunded on the original order (RefundsService, keyed by the
 *   request, so once);
 * - the same: nothing to pay; the replacement starts Processing, Paid.
 * The order is recorded once under an id derived from the request (two presses record one order,
 * ask one link, refund once); then the request moves Passed check → Exchanged by compare-and-set
 * (the loser gets 409), and `ReturnExchanged` {orderId, returnId, creditPaise} goes to the outbox
 * for a credit note to hook to.
 */
import { ConflictException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { pricedLineSchema, RETURN_MESSAGES, RETURN_STATE, type Pricing, type WantedPiece } from '@rmj/contracts';
import { actorOf, type AccessClaims } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import { LinkPayments } from '../orders/link-payments.service';
import { Order } from '../orders/order.schema';
import { OrderRecorder } from '../orders/order-recorder.service';
import { Outbox } from '../outbox/outbox.service';
import { PricingService } from '../pricing/pricing.service';
import { RefundsService } from '../refunds/refunds.service';
import { ReturnRequestRecord } from './return-request.schema';
import { ReturnSteps } from './return-steps.service';

/** Days the difference's payment link stays open. */
const LINK_DAYS = 7;
const DAY_MS = 86_400_000;

/** The replacement of a request (one per request). */
export const replacementIdOf = (returnId: string): string => `exc_${returnId}`;

@Injectable()
export class ReturnExchanges {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly pricing: PricingService,
    private readonly recorder: OrderRecorder,
    private readonly links: LinkPayments,
    private readonly refunds: RefundsService,
    private readonly steps: ReturnSteps,
    private readonly outbox: Outbox,
  ) {}

  /** Makes the replacement of `request` (the piece asked for, or `override`), settles the difference, and marks it Exchanged. */
  async exchange(
    request: ReturnRequestRecord,
    override: WantedPiece | undefined,
    claims: AccessClaims,
    now = new Date(),
  ): Promise<void> {
    if (request.kind !== 'exchange') throw new ConflictException(RETURN_MESSAGES.exchangeOnly);
    this.steps.assertMove(request, RETURN_STATE.exchanged);
    const original = await this.orders.findById(request.orderId).lean<Order>().exec();
    if (!original) throw new ConflictException(RETURN_MESSAGES.notFound);
    const wanted = override ?? request.wanted;
    const productId = wanted?.productId ?? original.lines[request.lines[0].line].productId;
    const quantity = request.lines.reduce((sum, l) => sum + l.quantity, 0);
    const quoted = await this.pricing.priceLinesNow([
      {
        productId,
        quantity,
        ...(wanted?.size ? { size: wanted.size } : {}),
        ...(wanted?.variant ? { variant: wanted.variant } : {}),
      },
    ]);
    if (quoted.problem) throw new ConflictException(RETURN_MESSAGES.notBuyable(quoted.problem));
    const lines = quoted.lines.map((line) => pricedLineSchema.parse(line));
    const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
    const creditRupees = Math.floor(request.creditPaise / 100);
    // The credit is taken off as the replacement's discount: what is left is what the customer pays.
    const discount = Math.min(creditRupees, subtotal);
    const pricing: Pricing = { lines, subtotal, shipping: 0, discount, total: subtotal - discount };
    const { order } = await this.recorder.recordExchange(
      {
        _id: replacementIdOf(request._id),
        userId: original.userId,
        userEmail: original.userEmail,
        customerDetails: original.customerDetails,
        amountPaise: pricing.total * 100,
        pricing,
        createdAt: now,
      },
      { returnId: request._id, orderNumber: original.orderNumber },
    );
    const actor = actorOf(claims);
    const duePaise = order.total * 100;
    if (duePaise > 0 && actor) {
      const { request: link } = await this.links.request(order, {
        purpose: 'whole',
        amountPaise: duePaise,
        expiresAt: new Date(now.getTime() + LINK_DAYS * DAY_MS),
        by: actor,
        seq: 1,
        now,
      });
      if (!link) throw new Error(`the difference's link of ${order.orderNumber} does not match the exchange`);
    }
    const refundRupees = creditRupees - subtotal;
    if (refundRupees > 0)
      await this.refunds.refund(
        original,
        {
          amountRupees: refundRupees,
          reason: 'returned',
          note: `Exchange ${request._id}: the replacement costs less`,
          idempotencyKey: `exchange-${request._id}`,
        },
        claims.email,
      );
    const note =
      duePaise > 0
        ? `Replacement ${order.orderNumber}: ₹${order.total.toLocaleString('en-IN')} to pay on a link`
        : refundRupees > 0
          ? `Replacement ${order.orderNumber}: ₹${refundRupees.toLocaleString('en-IN')} refunded`
          : `Replacement ${order.orderNumber}: nothing to pay`;
    await this.steps.step(
      request,
      RETURN_STATE.exchanged,
      claims,
      {
        replacementOrderNumber: order.orderNumber,
        ...(duePaise > 0 ? { differenceDuePaise: duePaise } : {}),
        ...(refundRupees > 0 ? { differenceRefundedPaise: refundRupees * 100 } : {}),
      },
      note,
    );
    await this.outbox.emit('ReturnExchanged', request._id, {
      orderId: request.orderId,
      returnId: request._id,
      creditPaise: request.creditPaise,
    });
  }
}
