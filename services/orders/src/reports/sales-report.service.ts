/**
 * The sales report over a range of Indian days. A sale is counted when the money came in, not when
 * the order was placed: an online order on the day it was paid, a cash-on-delivery order on the day
 * the courier collected the cash (an uncollected one is no sale yet), a payment-link order on the
 * day of its first payment, with each of its payments counted as money in on its own day.
 */
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  ORDER_STATE,
  PAYMENT_METHOD,
  PAYMENT_STATUS,
  paymentMethodOf,
  type SalesReport,
  type SalesReportQuery,
  type WaitingStateRow,
} from '@rmj/contracts';
import { paiseFromRupees } from '@rmj/pricing';
import type { Model } from 'mongoose';
import { CreditNote } from '../credit-notes/credit-note.schema';
import { indianToday } from '../fulfilment/cod-rules';
import { WAITING_STATES } from '../notices/daily-summary.service';
import { Order } from '../orders/order.schema';
import { LinkPaymentRecord } from '../orders/payment-request.schema';
import { OrderRefundRecord, type RefundRecordState } from '../refunds/order-refund.schema';
import { rangeMoments } from './report-periods';
import { averageOrderValue, bestSellers, salesPeriods, type MoneyIn, type SaleOrder } from './sales-figures';

const DAY_MS = 86_400_000;

/** Refunds the provider made (or is making): a failed one, or one not yet asked for, returned nothing. */
const REFUNDS_MADE: RefundRecordState[] = ['pending', 'processed'];

type SoldOrder = Pick<Order, '_id' | 'userId' | 'paidAt' | 'paymentMethod' | 'lines' | 'total' | 'cashCollection'>;
const SOLD_FIELDS = { userId: 1, paidAt: 1, paymentMethod: 1, lines: 1, total: 1, cashCollection: 1 };

const linesOf = (order: SoldOrder): SaleOrder['lines'] =>
  order.lines.map((l) => ({
    productId: l.productId,
    name: l.name,
    quantity: l.quantity,
    amount: paiseFromRupees(l.total),
  }));

@Injectable()
export class SalesReports {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @InjectModel(LinkPaymentRecord.name) private readonly linkPayments: Model<LinkPaymentRecord>,
    @InjectModel(OrderRefundRecord.name) private readonly refunds: Model<OrderRefundRecord>,
    @InjectModel(CreditNote.name) private readonly creditNotes: Model<CreditNote>,
  ) {}

  async report(query: SalesReportQuery, now = new Date()): Promise<SalesReport> {
    const { from, to } = query;
    const group = query.group ?? 'day';
    const { start, end } = rangeMoments(from, to);
    const [{ sales, money, soldIds, buyers }, refunds, creditNotes, waiting] = await Promise.all([
      this.salesIn(from, to, start, end),
      this.refunds
        .find({ state: { $in: REFUNDS_MADE }, createdAt: { $gte: start, $lt: end } }, { amountPaise: 1, createdAt: 1 })
        .lean<Pick<OrderRefundRecord, 'amountPaise' | 'createdAt'>[]>()
        .exec(),
      this.creditNotes
        .find({ issuedAt: { $gte: start, $lt: end } }, { issuedAt: 1, 'content.total': 1 })
        .lean<Pick<CreditNote, 'issuedAt' | 'content'>[]>()
        .exec(),
      this.waiting(now),
    ]);
    const { periods, totals } = salesPeriods(from, to, group, {
      sales,
      money,
      refunds: refunds.map((r) => ({ day: indianToday(new Date(r.createdAt)), amount: r.amountPaise })),
      creditNotes: creditNotes.map((n) => ({ day: indianToday(new Date(n.issuedAt)), amount: n.content.total.net })),
    });
    return {
      from,
      to,
      group,
      periods,
      totals,
      averageOrderValue: averageOrderValue(totals.amount, totals.orders),
      bestSellers: bestSellers(sales),
      customers: await this.customers(buyers, soldIds, start),
      waiting,
    };
  }

  /** The orders that became sales in the range, the money that came in, and who bought. */
  private async salesIn(from: string, to: string, start: Date, end: Date) {
    const [paidOnline, collected, payments] = await Promise.all([
      this.orders
        .find({ paidAt: { $gte: start, $lt: end } }, SOLD_FIELDS)
        .lean<SoldOrder[]>()
        .exec()
        .then((orders) => orders.filter((o) => paymentMethodOf(o) === PAYMENT_METHOD.razorpay)),
      this.orders
        .find({ 'cashCollection.collectedOn': { $gte: from, $lte: to } }, SOLD_FIELDS)
        .lean<SoldOrder[]>()
        .exec(),
      this.linkPayments
        .find({ at: { $gte: start, $lt: end } }, { orderId: 1, amountPaise: 1, at: 1 })
        .lean<Pick<LinkPaymentRecord, 'orderId' | 'amountPaise' | 'at'>[]>()
        .exec(),
    ]);
    const linkOrderIds = [...new Set(payments.map((p) => p.orderId))];
    const [linkOrders, firstPayments] = await Promise.all([
      this.orders
        .find({ _id: { $in: linkOrderIds } }, SOLD_FIELDS)
        .lean<SoldOrder[]>()
        .exec(),
      this.firstPaymentDays(linkOrderIds),
    ]);
    const sales: SaleOrder[] = [];
    const money: MoneyIn[] = [];
    const buyers = new Set<string>();
    const soldIds: string[] = [];
    const sold = (order: SoldOrder, day: string) => {
      sales.push({ day, method: paymentMethodOf(order), lines: linesOf(order) });
      buyers.add(order.userId);
      soldIds.push(order._id);
    };
    for (const order of paidOnline) {
      const day = indianToday(new Date(order.paidAt));
      sold(order, day);
      money.push({ day, method: PAYMENT_METHOD.razorpay, amount: paiseFromRupees(order.total) });
    }
    for (const order of collected) {
      const day = order.cashCollection!.collectedOn;
      sold(order, day);
      money.push({ day, method: PAYMENT_METHOD.cod, amount: paiseFromRupees(order.cashCollection!.amountRupees) });
    }
    for (const order of linkOrders) {
      const first = firstPayments.get(order._id);
      if (first && first >= from && first <= to) sold(order, first);
    }
    for (const p of payments)
      money.push({ day: indianToday(new Date(p.at)), method: PAYMENT_METHOD.paymentLink, amount: p.amountPaise });
    return { sales, money, soldIds, buyers };
  }

  /** Each order's first link payment, as an Indian day. */
  private async firstPaymentDays(orderIds: readonly string[]): Promise<Map<string, string>> {
    if (orderIds.length === 0) return new Map();
    const all = await this.linkPayments
      .find({ orderId: { $in: orderIds } }, { orderId: 1, at: 1 })
      .sort({ at: 1 })
      .lean<Pick<LinkPaymentRecord, 'orderId' | 'at'>[]>()
      .exec();
    const first = new Map<string, string>();
    for (const p of all) if (!first.has(p.orderId)) first.set(p.orderId, indianToday(new Date(p.at)));
    return first;
  }

  /**
   * Buyers in the range: returning when they placed another order before it began, else new (their
   * first order ever is in the range).
   */
  private async customers(buyers: Set<string>, soldIds: readonly string[], start: Date) {
    if (buyers.size === 0) return { new: 0, returning: 0 };
    const earlier: string[] = await this.orders
      .distinct('userId', { userId: { $in: [...buyers] }, paidAt: { $lt: start }, _id: { $nin: soldIds } })
      .exec();
    return { new: buyers.size - earlier.length, returning: earlier.length };
  }

  /** Orders waiting now in each open state: count, the oldest's age and the average age (days since placed). */
  private async waiting(now: Date): Promise<WaitingStateRow[]> {
    const open = (
      await this.orders
        .find({ status: { $in: WAITING_STATES } }, { status: 1, paidAt: 1, paymentStatus: 1 })
        .lean<Pick<Order, 'status' | 'paidAt' | 'paymentStatus'>[]>()
        .exec()
    ).filter(
      // A cancelled order nothing was paid for (cash on delivery) waits for no refund (as the daily summary).
      (o) => o.status !== ORDER_STATE.cancelled || o.paymentStatus !== PAYMENT_STATUS.unpaid,
    );
    return WAITING_STATES.flatMap((state) => {
      const ages = open
        .filter((o) => o.status === state)
        .map((o) => Math.max(0, (now.getTime() - new Date(o.paidAt).getTime()) / DAY_MS));
      if (ages.length === 0) return [];
      const average = ages.reduce((a, b) => a + b, 0) / ages.length;
      return [
        {
          state,
          count: ages.length,
          oldestDays: Math.floor(Math.max(...ages)),
          averageDays: Math.round(average * 10) / 10,
        },
      ];
    });
  }
}
