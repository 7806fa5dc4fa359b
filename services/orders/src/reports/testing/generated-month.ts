/**
 * A generated month of the shop's trade for the reports' money test: orders paid online, by cash on
 * delivery (collected or not) and by payment links, in several states, delivered in and out of the
 * shop's state, with promo discounts, pieces priced by weight and at fixed prices; their tax invoices
 * issued by the real InvoicesService; refunds (made and failed) and credit notes (whole and part)
 * written in their stored shapes. The same seed always makes the same month.
 */
import {
  JEWELLERY_HSN,
  ORDER_STATE,
  PAYMENT_METHOD,
  PAYMENT_STATUS,
  type OrderState,
  type PaymentMethod,
  type PricedLine,
} from '@rmj/contracts';
import { splitInclusive, sumAmounts } from '@rmj/pricing';
import type { Model } from 'mongoose';
import type { CreditNoteContent } from '../../credit-notes/credit-note-content';
import type { CreditNote } from '../../credit-notes/credit-note.schema';
import { indianToday } from '../../fulfilment/cod-rules';
import type { InvoiceLine } from '../../invoices/invoice-content';
import type { Invoice } from '../../invoices/invoice.schema';
import type { InvoicesService } from '../../invoices/invoices.service';
import {
  ankletPiece,
  banglePiece,
  byWeightLine,
  necklacePiece,
  orderOf,
} from '../../invoices/testing/invoice-fixtures';
import type { Order } from '../../orders/order.schema';
import type { LinkPaymentRecord } from '../../orders/payment-request.schema';
import type { OrderRefundRecord } from '../../refunds/order-refund.schema';
import { customer, sampleOrder } from '../../testing/sample-order';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A small, seeded generator (mulberry32): the same seed, the same month. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}

/** Delivery addresses: the shop's state (CGST + SGST) and three others (IGST). */
const PLACES = [
  { state: 'Tamil Nadu', city: 'Madurai', zipCode: '625001' },
  { state: 'Karnataka', city: 'Bengaluru', zipCode: '560001' },
  { state: 'Kerala', city: 'Kochi', zipCode: '682001' },
  { state: 'Maharashtra', city: 'Mumbai', zipCode: '400001' },
];

const lineChoices = (): PricedLine[][] => [
  sampleOrder().lines,
  [byWeightLine('Gold Plain Bangle', banglePiece, 2, { huids: ['HX4K21', 'HX4K22'] })],
  [byWeightLine('Silver Anklets (pair)', ankletPiece, 1), sampleOrder().lines[1]],
  [byWeightLine('Gold Lakshmi Kasu Necklace', necklacePiece, 1, { huids: ['AB12C3'] })],
  [{ productId: 'p-toe', name: 'Silver Toe Rings', price: 799, quantity: 3, total: 2397, image: '' }],
];

/** What the money test expects of one order, beside what is stored. */
export interface GeneratedOrder {
  order: Order;
  method: PaymentMethod;
  /** The Indian day it became a sale, if it did. */
  saleDay?: string;
  /** Money in: Indian day and paise. */
  money: Array<{ day: string; amount: number }>;
}

export interface GeneratedMonth {
  orders: GeneratedOrder[];
  /** Refund records written (made or failed), with their Indian day. */
  refunds: Array<{ day: string; amount: number; made: boolean }>;
}

export interface MonthModels {
  orders: Model<Order>;
  invoices: Model<Invoice>;
  creditNotes: Model<CreditNote>;
  refunds: Model<OrderRefundRecord>;
  linkPayments: Model<LinkPaymentRecord>;
  invoiceService: InvoicesService;
}

/** Credit-note numbers across the whole suite (one series a financial year, gap-free). */
let creditNoteSeq = 0;

/** A credit note reversing the whole invoice (every article, line and shipping) or `partPaise` of it. */
export function creditNoteContent(invoice: Invoice, partPaise?: number): CreditNoteContent {
  const c = invoice.content;
  const lines: InvoiceLine[] =
    partPaise === undefined
      ? [
          ...(c.articles ?? []).map(
            ({ description, hsn, amount, discount, net, taxable, cgst, sgst, igst, rounding }) => ({
              description,
              hsn,
              quantity: 1,
              amount,
              discount,
              net,
              taxable,
              cgst,
              sgst,
              igst,
              rounding,
            }),
          ),
          ...c.lines,
          c.shipping,
        ]
      : [
          {
            description: 'Part refund after a return',
            hsn: JEWELLERY_HSN,
            quantity: 0,
            ...splitInclusive(partPaise, c.taxMode),
          },
        ];
  return {
    seller: c.seller,
    buyer: c.buyer,
    placeOfSupply: c.placeOfSupply,
    taxMode: c.taxMode,
    ratePercent: c.ratePercent,
    reason: partPaise === undefined ? 'Returned' : 'Part refund',
    lines,
    total: sumAmounts(lines),
    totalInWords: '',
  };
}

/** Writes a credit note against `invoice`, as the credit-notes service stores one. */
export async function writeCreditNote(
  models: MonthModels,
  invoice: Invoice,
  refundKey: string,
  issuedAt: Date,
  partPaise?: number,
): Promise<CreditNote> {
  creditNoteSeq += 1;
  const note: CreditNote = {
    _id: refundKey,
    series: 'CN/26-27',
    seq: creditNoteSeq,
    creditNoteNumber: `CN/26-27/${String(creditNoteSeq).padStart(6, '0')}`,
    orderId: invoice._id,
    orderNumber: invoice.orderNumber,
    invoiceNumber: invoice.invoiceNumber,
    invoiceIssuedAt: invoice.issuedAt,
    issuedAt,
    content: creditNoteContent(invoice, partPaise),
  };
  await models.creditNotes.create(note);
  return note;
}

/** Writes a refund record of `amount` paise made (processed) or failed on `at`. */
export async function writeRefund(
  models: MonthModels,
  order: Order,
  key: string,
  amount: number,
  at: Date,
  made = true,
) {
  await models.refunds.create({
    _id: key,
    orderId: order._id,
    orderNumber: order.orderNumber,
    paymentId: order.paymentId,
    amountPaise: amount,
    reason: 'returned',
    by: 'owner@rmj.in',
    state: made ? 'processed' : 'failed',
    version: 1,
    attempts: 1,
    askedAt: at,
    createdAt: at,
    ...(made ? { settledAt: at, refundId: `rfnd_${key}` } : { failureReason: 'Bank refused' }),
  });
}

let orderCounter = 0;

/**
 * Builds and stores a month (`month` YYYY-MM) of `count` orders. Invoices are issued when an order
 * ships (a day or three after it was paid: some cross into the next month, as in life).
 */
export async function generateMonth(
  models: MonthModels,
  month: string,
  seed: number,
  count = 10,
): Promise<GeneratedMonth> {
  const r = seeded(seed);
  const monthStart = new Date(`${month}-01T00:00:00+05:30`).getTime();
  const generated: GeneratedMonth = { orders: [], refunds: [] };
  let refused = false;
  let returns = 0;
  for (let i = 0; i < count; i += 1) {
    orderCounter += 1;
    const id = String(orderCounter).padStart(9, '0');
    const paidAt = new Date(monthStart + r.int(0, 27) * DAY + r.int(0, 23) * HOUR + r.int(0, 59) * 60_000);
    const place = r.pick(PLACES);
    const method = r.pick<PaymentMethod>([
      PAYMENT_METHOD.razorpay,
      PAYMENT_METHOD.razorpay,
      PAYMENT_METHOD.cod,
      PAYMENT_METHOD.paymentLink,
    ]);
    const lines = r.pick(lineChoices());
    const subtotal = lines.reduce((s, l) => s + l.total, 0);
    const discount = r.chance(0.3) ? r.int(1, 300) : 0;
    const base = orderOf(lines, {}, discount);
    const ships = r.chance(0.75);
    const state: OrderState = ships
      ? r.pick([ORDER_STATE.shipped, ORDER_STATE.delivered, ORDER_STATE.returned, ORDER_STATE.refunded])
      : r.pick([ORDER_STATE.paid, ORDER_STATE.inWorkshop, ORDER_STATE.cancelled]);
    const shippedAt = new Date(paidAt.getTime() + r.int(1, 3) * DAY + r.int(0, 5) * HOUR);
    const totalPaise = base.total * 100;
    const g: GeneratedOrder = {
      order: undefined as unknown as Order,
      method,
      money: [],
    };
    let paymentStatus: string = PAYMENT_STATUS.paid;
    let cashCollection: Order['cashCollection'];
    if (method === PAYMENT_METHOD.razorpay) {
      g.saleDay = indianToday(paidAt);
      g.money.push({ day: g.saleDay, amount: totalPaise });
    } else if (method === PAYMENT_METHOD.cod) {
      const collected = ships && state !== ORDER_STATE.returned && r.chance(0.7);
      paymentStatus = collected ? PAYMENT_STATUS.paid : PAYMENT_STATUS.unpaid;
      if (collected) {
        const collectedOn = indianToday(new Date(shippedAt.getTime() + 2 * DAY));
        cashCollection = { amountRupees: base.total, collectedOn, recordedAt: shippedAt, recordedBy: 'staff@rmj.in' };
        g.saleDay = collectedOn;
        g.money.push({ day: collectedOn, amount: totalPaise });
      }
    }
    const order = {
      ...base,
      _id: `order_rep${id}`,
      orderNumber: `RMJ-5${id}`,
      paymentId: `pay_rep${id}`,
      userId: `u-${r.int(1, 6)}`,
      userEmail: customer.email,
      customerDetails: { ...customer, ...place },
      paidAt,
      subtotal,
      status: state,
      paymentStatus,
      recordedBy: 'verify',
      ...(method === PAYMENT_METHOD.razorpay ? {} : { paymentMethod: method }),
      ...(cashCollection ? { cashCollection } : {}),
    } as Order;
    if (method === PAYMENT_METHOD.paymentLink) {
      // An advance on the day it was sent, the balance a few days later (sometimes never).
      const advance = Math.round(totalPaise / 200) * 100;
      const payments = [{ at: new Date(paidAt.getTime() + HOUR), amount: advance }];
      if (r.chance(0.7))
        payments.push({ at: new Date(paidAt.getTime() + r.int(2, 6) * DAY), amount: totalPaise - advance });
      for (const [n, p] of payments.entries()) {
        await models.linkPayments.create({
          _id: `pay_rep${id}_${n}`,
          orderId: order._id,
          requestId: `req_rep${id}_${n}`,
          linkId: `plink_rep${id}_${n}`,
          amountPaise: p.amount,
          at: p.at,
          version: 0,
        });
        g.money.push({ day: indianToday(p.at), amount: p.amount });
      }
      g.saleDay = indianToday(payments[0].at);
      order.paidPaise = payments.reduce((s, p) => s + p.amount, 0);
      order.paymentStatus = order.paidPaise === totalPaise ? PAYMENT_STATUS.paid : PAYMENT_STATUS.partiallyPaid;
    }
    await models.orders.create(order);
    g.order = order;
    generated.orders.push(g);
    if (ships) await models.invoiceService.issueFor(order, shippedAt);
    // Money back: a cancelled online order in full (no invoice, no credit note); a returned one in
    // full or in part, each with its credit note; now and then a refund the bank refused.
    const refundAt = new Date(shippedAt.getTime() + r.int(2, 5) * DAY);
    if (method === PAYMENT_METHOD.razorpay && state === ORDER_STATE.cancelled) {
      await writeRefund(models, order, `cancel:${order._id}`, totalPaise, new Date(paidAt.getTime() + HOUR));
      generated.refunds.push({ day: indianToday(new Date(paidAt.getTime() + HOUR)), amount: totalPaise, made: true });
    }
    if (method !== PAYMENT_METHOD.cod && ships && (state === ORDER_STATE.returned || state === ORDER_STATE.refunded)) {
      const invoice = (await models.invoices.findById(order._id).lean<Invoice>().exec())!;
      // Returns alternate: the whole invoice credited, then part of one.
      returns += 1;
      const part = returns % 2 === 0 ? r.int(1, Math.max(1, Math.floor(totalPaise / 300))) * 100 : undefined;
      const key = `staff:${order._id}:k1`;
      await writeRefund(models, order, key, part ?? totalPaise, refundAt);
      generated.refunds.push({ day: indianToday(refundAt), amount: part ?? totalPaise, made: true });
      await writeCreditNote(models, invoice, key, refundAt, part);
      // The month's first return also has a refund the bank refused (it returned nothing).
      if (!refused || r.chance(0.3)) {
        refused = true;
        await writeRefund(models, order, `staff:${order._id}:k0`, 5_000, refundAt, false);
        generated.refunds.push({ day: indianToday(refundAt), amount: 5_000, made: false });
      }
    }
  }
  return generated;
}
