/**
 * What the shopper's views add from fulfilment: the timeline and shipment on tracking
 * (for everyone who has the number: dates and courier are not personal; never actors or notes),
 * and, for the owner only, the invoice and until when they may cancel.
 */
import { Injectable } from '@nestjs/common';
import {
  PAYMENT_STATUS,
  type InvoiceSummary,
  type MyOrder,
  type OrderState,
  type TrackOrderResponse,
} from '@rmj/contracts';
import { InvoicesService } from '../invoices/invoices.service';
import type { Order } from '../orders/order.schema';
import { cancellableUntil } from './cancel-window';
import { OrderMovesService } from './order-moves.service';

type TrackingExtras = Pick<TrackOrderResponse, 'status' | 'timeline' | 'shipment' | 'invoice' | 'cancellableUntil'>;

@Injectable()
export class OrderProgress {
  constructor(
    private readonly moves: OrderMovesService,
    private readonly invoices: InvoicesService,
  ) {}

  /** The tracking answer's fulfilment fields. */
  async forTracking(order: Order, owner: boolean, now = new Date()): Promise<TrackingExtras> {
    const [status, timeline] = await Promise.all([this.moves.stateOf(order._id), this.moves.timeline(order)]);
    const common = { status, timeline, ...(order.shipment ? { shipment: order.shipment } : {}) };
    if (!owner) return common;
    return { ...common, ...(await this.ownerFields(order, status, now)) };
  }

  /** My-orders' fulfilment fields of each order, in the same order (one read of the invoices for all). */
  async forMyOrders(
    orders: readonly Order[],
    now = new Date(),
  ): Promise<Pick<MyOrder, 'invoice' | 'cancellableUntil'>[]> {
    const invoices = await this.invoices.summariesFor(orders.map((order) => order._id));
    return orders.map((order) => ownerExtras(order, order.status, invoices.get(order._id), now));
  }

  private async ownerFields(
    order: Order,
    status: OrderState,
    now: Date,
  ): Promise<{ invoice?: InvoiceSummary; cancellableUntil?: string }> {
    return ownerExtras(order, status, await this.invoices.summaryFor(order._id), now);
  }
}

/** The owner's invoice and cancellation deadline of an order, given its invoice. */
function ownerExtras(
  order: Order,
  status: OrderState,
  invoice: InvoiceSummary | undefined,
  now: Date,
): { invoice?: InvoiceSummary; cancellableUntil?: string } {
  const until = cancellableUntil(order.paidAt, status, now, order.paymentStatus === PAYMENT_STATUS.unpaid);
  return { ...(invoice ? { invoice } : {}), ...(until ? { cancellableUntil: until.toISOString() } : {}) };
}
