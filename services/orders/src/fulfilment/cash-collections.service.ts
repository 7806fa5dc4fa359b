/**
 * Cash on delivery's last step: staff record the cash the courier collected (amount and day). The
 * order becomes Paid by one versioned change decided on it still being Unpaid, so of two presses
 * (two staff, one button) exactly one records it and the other gets 409. CashCollected then goes to
 * the outbox, whose handler makes sure the tax invoice exists: it is normally issued when the parcel
 * ships (the invoice travels with the goods), and InvoicesService issues one per order, so it is
 * never issued twice.
 */
import { BadRequestException, ConflictException, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  CASH_ON_DELIVERY_MESSAGES,
  PAYMENT_METHOD,
  PAYMENT_STATUS,
  paymentMethodOf,
  type CashCollectedRequest,
} from '@rmj/contracts';
import { StaffAuditTrail, updateVersioned, type AccessClaims } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import { InvoicesService } from '../invoices/invoices.service';
import { Order, type StoredCashCollection } from '../orders/order.schema';
import { Outbox } from '../outbox/outbox.service';
import { CASH_COLLECTABLE_STATES, indianToday } from './cod-rules';
import { OrderMovesService } from './order-moves.service';

@Injectable()
export class CashCollections implements OnModuleInit {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly moves: OrderMovesService,
    private readonly invoices: InvoicesService,
    private readonly outbox: Outbox,
    private readonly trail: StaffAuditTrail,
  ) {}

  onModuleInit(): void {
    this.outbox.on('CashCollected', 'tax-invoice', async (_payload, orderId) => {
      const order = await this.orders.findById(orderId).lean<Order>().exec();
      if (order) await this.invoices.issueFor(order);
    });
  }

  /** Records the cash once: 400 for a wrong amount or a future day, 409 when not due now or already recorded. */
  async collect(order: Order, request: CashCollectedRequest, claims: AccessClaims, now = new Date()): Promise<void> {
    if (paymentMethodOf(order) !== PAYMENT_METHOD.cod) throw new ConflictException(CASH_ON_DELIVERY_MESSAGES.notCod);
    if (request.amountRupees !== order.total)
      throw new BadRequestException(CASH_ON_DELIVERY_MESSAGES.wrongAmount(order.total));
    if (request.collectedOn > indianToday(now)) throw new BadRequestException(CASH_ON_DELIVERY_MESSAGES.futureDate);
    if (order.paymentStatus !== PAYMENT_STATUS.unpaid)
      throw new ConflictException(CASH_ON_DELIVERY_MESSAGES.alreadyCollected);
    const state = await this.moves.stateOf(order._id);
    if (!CASH_COLLECTABLE_STATES.includes(state))
      throw new ConflictException(CASH_ON_DELIVERY_MESSAGES.notHandedOver(state));
    const collection: StoredCashCollection = {
      amountRupees: request.amountRupees,
      collectedOn: request.collectedOn,
      recordedAt: now,
      recordedBy: claims.email,
    };
    const written = await updateVersioned(this.orders, order._id, (stored) =>
      stored.paymentStatus === PAYMENT_STATUS.unpaid
        ? { paymentStatus: PAYMENT_STATUS.paid, cashCollection: collection }
        : null,
    );
    if (!written) throw new ConflictException(CASH_ON_DELIVERY_MESSAGES.alreadyCollected);
    await this.outbox.emit('CashCollected', order._id, {});
    await this.trail.record({
      actor: claims,
      action: 'order.cash.collected',
      target: { type: 'order', id: order.orderNumber, label: order.orderNumber },
      before: { paymentStatus: PAYMENT_STATUS.unpaid },
      after: {
        paymentStatus: PAYMENT_STATUS.paid,
        amountRupees: request.amountRupees,
        collectedOn: request.collectedOn,
      },
    });
  }
}
