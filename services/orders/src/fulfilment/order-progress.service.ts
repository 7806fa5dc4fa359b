/**
 * What the shopper's views add from fulfilment: the timeline and shipment on tracking
 * (for everyone who has the number: dates and courier are not personal; never actors or notes),
 * and, for the owner only, the invoice and until when they may cancel (or, an unconfirmed
 * cash-on-delivery order, that they may until the shop confirms it).
 */
import { Injectable } from '@nestjs/common';
import {
  type CreditNoteSummary,
  type InvoiceSummary,
  type MyOrder,
  type OrderState,
  type TrackOrderResponse,
} from '@rmj/contracts';
import { CreditNotesService } from '../credit-notes/credit-notes.service';
import { InvoicesService } from '../invoices/invoices.service';
import type { Order } from '../orders/order.schema';
import { shopperCancel } from './cancel-window';
import { OrderMovesService } from './order-moves.service';

type TrackingExtras = Pick<
  TrackOrderResponse,
  'status' | 'timeline' | 'shipment' | 'invoice' | 'creditNotes' | 'cancellableUntil' | 'cancellableUnpaid'
>;
/** The owner's extras: the invoice and credit notes, and how they may cancel. */
type OwnerExtras = Pick<MyOrder, 'invoice' | 'creditNotes' | 'cancellableUntil' | 'cancellableUnpaid'>;

@Injectable()
export class OrderProgress {
  constructor(
    private readonly moves: OrderMovesService,
    private readonly invoices: InvoicesService,
    private readonly creditNotes: CreditNotesService,
  ) {}

  /** The tracking answer's fulfilment fields. */
  async forTracking(order: Order, owner: boolean, now = new Date()): Promise<TrackingExtras> {
    const [status, timeline] = await Promise.all([this.moves.stateOf(order._id), this.moves.timeline(order)]);
    const common = { status, timeline, ...(order.shipment ? { shipment: order.shipment } : {}) };
    if (!owner) return common;
    return { ...common, ...(await this.ownerFields(order, status, now)) };
  }

  /** My-orders' fulfilment fields of each order, in the same order (one read of the invoices, one of the credit notes). */
  async forMyOrders(orders: readonly Order[], now = new Date()): Promise<OwnerExtras[]> {
    const ids = orders.map((order) => order._id);
    const [invoices, notes] = await Promise.all([this.invoices.summariesFor(ids), this.creditNotes.summariesFor(ids)]);
    return orders.map((order) =>
      ownerExtras(order, order.status, { invoice: invoices.get(order._id), creditNotes: notes.get(order._id) }, now),
    );
  }

  private async ownerFields(order: Order, status: OrderState, now: Date): Promise<OwnerExtras> {
    const [invoice, creditNotes] = await Promise.all([
      this.invoices.summaryFor(order._id),
      this.creditNotes.listFor(order._id),
    ]);
    return ownerExtras(order, status, { invoice, creditNotes }, now);
  }
}

/** The owner's invoice and credit notes, and how they may cancel an order (by a deadline, or unpaid until confirmed). */
function ownerExtras(
  order: Order,
  status: OrderState,
  { invoice, creditNotes }: { invoice?: InvoiceSummary; creditNotes?: CreditNoteSummary[] },
  now: Date,
): OwnerExtras {
  const cancel = shopperCancel(order, status, now);
  return {
    ...(invoice ? { invoice } : {}),
    ...(creditNotes?.length ? { creditNotes } : {}),
    ...(cancel?.kind === 'paid' ? { cancellableUntil: cancel.until.toISOString() } : {}),
    ...(cancel?.kind === 'unpaid' ? { cancellableUnpaid: true as const } : {}),
  };
}
