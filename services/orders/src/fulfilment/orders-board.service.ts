/**
 * The orders board's queries (GET /api/admin/orders) and the job cards' selection. The database
 * filters by paid date (India's calendar days), payment status and the search text; the state tab,
 * "customised", the payment method, "COD to collect" and the per-state counts are worked out here from the same rows, so the counts
 * always agree with the list (FerretDB has no $facet, and scans these collections anyway).
 */
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  DELIVERY_TIME_ZONE,
  ORDER_STATE,
  ORDER_STATES,
  paymentMethodOf,
  phoneSearchDigits,
  type AdminOrderRow,
  type AdminOrdersPage,
  type AdminOrdersQuery,
  type OrderState,
} from '@rmj/contracts';
import type { Model } from 'mongoose';

type Filter = Record<string, unknown>;
import { Order } from '../orders/order.schema';
import { ProofsService } from '../proofs/proofs.service';
import { dueByOf, isCustomised } from './admin-order-views.service';
import { isCodToCollect } from './cod-rules';

export const BOARD_PAGE_SIZE = 25;

/** States in which the workshop's due date still matters (not yet shipped or ended). */
const BEFORE_SHIPPING: readonly OrderState[] = [
  ORDER_STATE.awaitingConfirmation,
  ORDER_STATE.paid,
  ORDER_STATE.inWorkshop,
  ORDER_STATE.qualityCheck,
];

/** Regex special characters, escaped so a search for "a+b@x.in" finds that text. */
export const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first moment of a calendar day in India (YYYY-MM-DD), and of the day after. */
export function indianDay(date: string): { start: Date; end: Date } {
  if (DELIVERY_TIME_ZONE !== 'Asia/Kolkata') throw new Error('the board counts days in India');
  const start = new Date(`${date}T00:00:00+05:30`);
  return { start, end: new Date(start.getTime() + 86_400_000) };
}

/** Paid between two Indian calendar days, both included. */
function paidBetween(from?: string, to?: string): Filter {
  if (!from && !to) return {};
  return {
    paidAt: { ...(from ? { $gte: indianDay(from).start } : {}), ...(to ? { $lt: indianDay(to).end } : {}) },
  };
}

@Injectable()
export class OrdersBoard {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly proofs: ProofsService,
  ) {}

  async page(query: AdminOrdersQuery): Promise<AdminOrdersPage> {
    const filter: Filter = { ...paidBetween(query.from, query.to) };
    if (query.paymentStatus) filter.paymentStatus = query.paymentStatus;
    if (query.q) {
      const text = { $regex: escapeRegex(query.q), $options: 'i' };
      // Phones are kept as 10 digits: '+91 98765 43210' or '098765 43210' is looked for as its digits.
      const digits = phoneSearchDigits(query.q);
      filter.$or = [
        { orderNumber: text },
        { 'customerDetails.phone': digits ? { $regex: escapeRegex(digits) } : text },
        { 'customerDetails.email': text },
        { userEmail: text },
      ];
    }
    const wanted = query.customised;
    // The payment method is filtered here: older orders name none (Razorpay).
    const filtered = (await this.orders.find(filter).sort({ paidAt: -1, _id: -1 }).lean<Order[]>().exec()).filter(
      (order) =>
        (!wanted || isCustomised(order) === (wanted === 'yes')) &&
        (!query.paymentMethod || paymentMethodOf(order) === query.paymentMethod),
    );
    const codToCollect = filtered.filter(isCodToCollect);
    const rows = query.codToCollect === 'yes' ? codToCollect : filtered;
    const counts = Object.fromEntries(ORDER_STATES.map((state) => [state, 0])) as Record<string, number>;
    for (const order of rows) counts[order.status] = (counts[order.status] ?? 0) + 1;
    const inTab = query.state ? rows.filter((order) => order.status === query.state) : rows;
    const page = Math.max(1, Number(query.page ?? '1'));
    const shown = inTab.slice((page - 1) * BOARD_PAGE_SIZE, page * BOARD_PAGE_SIZE);
    return {
      orders: await Promise.all(shown.map((order) => this.row(order))),
      counts,
      codToCollect: codToCollect.length,
      total: inTab.length,
      page,
      pageSize: BOARD_PAGE_SIZE,
    };
  }

  /** The job cards' orders: in `state` (default In workshop), optionally paid on one Indian day, oldest first. */
  jobCardOrders(state: string | undefined, date: string | undefined): Promise<Order[]> {
    const filter: Filter = { status: state ?? ORDER_STATE.inWorkshop, ...paidBetween(date, date) };
    return this.orders.find(filter).sort({ paidAt: 1, _id: 1 }).lean<Order[]>().exec();
  }

  private async row(order: Order): Promise<AdminOrderRow> {
    const customised = isCustomised(order);
    const proof = customised ? (await this.proofs.summaryFor(order)).state : undefined;
    return {
      orderNumber: order.orderNumber,
      paidAt: order.paidAt.toISOString(),
      customerName: order.customerDetails.name,
      customerEmail: order.customerDetails.email,
      customerPhone: order.customerDetails.phone,
      city: order.customerDetails.city,
      totalAmount: order.total,
      status: order.status,
      paymentStatus: order.paymentStatus,
      paymentMethod: paymentMethodOf(order),
      itemCount: order.lines.reduce((n, line) => n + line.quantity, 0),
      customised,
      ...(BEFORE_SHIPPING.includes(order.status) ? { dueBy: dueByOf(order) } : {}),
      ...(proof && proof !== 'not-needed' ? { proof } : {}),
    };
  }
}
