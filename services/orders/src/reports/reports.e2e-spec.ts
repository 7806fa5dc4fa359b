// The reports' money test (real app, real FerretDB): generated months of orders, invoices issued by
// the real service, refunds and credit notes; every total of the GST tables and the sales report is
// checked against sums taken straight over the stored invoices, credit notes, payments and refunds,
// to the paisa. Also: the India-time month boundary, the CSV files, who may read, and bad input.
import { getModelToken } from '@nestjs/mongoose';
import {
  gstMonthReportSchema,
  REPORTS_MESSAGES,
  salesReportSchema,
  type GstMonthReport,
  type SalesReport,
} from '@rmj/contracts';
import { CreditNote } from '../credit-notes/credit-note.schema';
import { staffBearer } from '../fulfilment/fulfilment-testing';
import { Invoice } from '../invoices/invoice.schema';
import { InvoicesService } from '../invoices/invoices.service';
import type { Order } from '../orders/order.schema';
import { LinkPaymentRecord } from '../orders/payment-request.schema';
import { OrderRefundRecord } from '../refunds/order-refund.schema';
import { sampleOrder } from '../testing/sample-order';
import { createTestApp, type OrdersTestApp } from '../testing/test-app';
import { generateMonth, type GeneratedMonth, type MonthModels } from './testing/generated-month';

let t: OrdersTestApp;
let models: MonthModels;
const months: Record<string, GeneratedMonth> = {};
const MONTHS = { '2026-09': 11, '2026-10': 23, '2026-11': 37 };

beforeAll(async () => {
  t = await createTestApp('reports');
  t.sandbox.setWebhookUrl(null);
  models = {
    orders: t.orders,
    invoices: t.app.get(getModelToken(Invoice.name)),
    creditNotes: t.app.get(getModelToken(CreditNote.name)),
    refunds: t.app.get(getModelToken(OrderRefundRecord.name)),
    linkPayments: t.app.get(getModelToken(LinkPaymentRecord.name)),
    invoiceService: t.app.get(InvoicesService),
  };
  for (const [month, seed] of Object.entries(MONTHS)) months[month] = await generateMonth(models, month, seed, 12);
}, 120_000);
afterAll(() => t.close());

const get = (path: string, role: 'owner' | 'staff' | 'support' = 'owner') =>
  t.http().get(path).set('Authorization', staffBearer(t, role));

const gst = async (month: string): Promise<GstMonthReport> =>
  gstMonthReportSchema.parse((await get(`/api/admin/reports/gst?month=${month}`).expect(200)).body);

const sales = async (from: string, to: string, group = 'day'): Promise<SalesReport> =>
  salesReportSchema.parse(
    (await get(`/api/admin/reports/sales?from=${from}&to=${to}&group=${group}`).expect(200)).body,
  );

type Heads = { taxable: number; cgst: number; sgst: number; igst: number; rounding: number; total: number };
const HEADS = ['taxable', 'cgst', 'sgst', 'igst', 'rounding', 'total'] as const;
const sum = (rows: readonly Heads[]): Heads =>
  Object.fromEntries(HEADS.map((h) => [h, rows.reduce((s, r) => s + r[h], 0)])) as Heads;

/** The month's documents as stored, read with the database's own date filter in India time. */
async function storedMonth(month: string) {
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  const issuedAt = { $gte: new Date(`${month}-01T00:00:00+05:30`), $lt: new Date(`${next}-01T00:00:00+05:30`) };
  const invoices = await models.invoices.find({ issuedAt }).lean<Invoice[]>().exec();
  const notes = await models.creditNotes.find({ issuedAt }).lean<CreditNote[]>().exec();
  const heads = (a: Invoice['content']['total'], sign: number): Heads => ({
    taxable: sign * a.taxable,
    cgst: sign * a.cgst,
    sgst: sign * a.sgst,
    igst: sign * a.igst,
    rounding: sign * (a.rounding ?? 0),
    total: sign * a.net,
  });
  return {
    invoices,
    notes,
    net: sum([...invoices.map((i) => heads(i.content.total, 1)), ...notes.map((n) => heads(n.content.total, -1))]),
    byPlace: (place: string) =>
      sum([
        ...invoices.filter((i) => i.content.placeOfSupply.name === place).map((i) => heads(i.content.total, 1)),
        ...notes.filter((n) => n.content.placeOfSupply.name === place).map((n) => heads(n.content.total, -1)),
      ]),
    pieces:
      invoices.reduce(
        (s, i) => s + (i.content.articles?.length ?? 0) + i.content.lines.reduce((q, l) => q + l.quantity, 0),
        0,
      ) -
      notes.reduce(
        (s, n) =>
          s + n.content.lines.filter((l) => !/Shipping/.test(l.description)).reduce((q, l) => q + l.quantity, 0),
        0,
      ),
  };
}

it('generates months with every kind of trade the figures must survive', async () => {
  const all = Object.values(months);
  const orders = all.flatMap((m) => m.orders);
  expect(orders.some((g) => g.method === 'cod' && g.saleDay)).toBe(true);
  expect(orders.some((g) => g.method === 'cod' && !g.saleDay)).toBe(true);
  expect(orders.some((g) => g.method === 'payment_link' && g.money.length === 2)).toBe(true);
  expect(orders.some((g) => g.order.discount > 0)).toBe(true);
  expect(all.some((m) => m.refunds.some((r) => !r.made))).toBe(true);
  const notes = await models.creditNotes.find().lean<CreditNote[]>().exec();
  expect(notes.some((n) => n.content.reason === 'Returned')).toBe(true);
  expect(notes.some((n) => n.content.reason === 'Part refund')).toBe(true);
  const invoices = await models.invoices.find().lean<Invoice[]>().exec();
  expect(new Set(invoices.map((i) => i.content.taxMode))).toEqual(new Set(['intra-state', 'inter-state']));
  expect(invoices.some((i) => (i.content.articles?.length ?? 0) > 0)).toBe(true);
});

describe('the GST figures of a month', () => {
  it.each(Object.keys(MONTHS))('agree to the paisa with the invoices and credit notes of %s', async (month) => {
    const report = await gst(month);
    const stored = await storedMonth(month);
    expect(stored.invoices.length).toBeGreaterThan(3);
    expect(report.totals).toEqual({
      invoices: stored.invoices.length,
      creditNotes: stored.notes.length,
      ...stored.net,
    });
    // Every table adds up to the month's net, head by head.
    expect(sum(report.register)).toEqual(stored.net);
    expect(sum(report.b2c)).toEqual(stored.net);
    expect(sum(report.hsn)).toEqual(stored.net);
    // Each row adds up: taxable + taxes + round off = total.
    for (const row of [...report.register, ...report.b2c, ...report.hsn])
      expect(row.taxable + row.cgst + row.sgst + row.igst + row.rounding).toBe(row.total);
    // The register: one row per document, each the document's own figures (credit notes negative).
    expect(
      report.register
        .filter((r) => r.type === 'Invoice')
        .map((r) => r.number)
        .sort(),
    ).toEqual(stored.invoices.map((i) => i.invoiceNumber).sort());
    for (const invoice of stored.invoices) {
      const row = report.register.find((r) => r.number === invoice.invoiceNumber)!;
      expect([row.orderNumber, row.total, row.taxable]).toEqual([
        invoice.orderNumber,
        invoice.content.total.net,
        invoice.content.total.taxable,
      ]);
    }
    for (const note of stored.notes) {
      const row = report.register.find((r) => r.number === note.creditNoteNumber)!;
      expect([row.type, row.reverses, row.total]).toEqual(['Credit note', note.invoiceNumber, -note.content.total.net]);
    }
    // The B2C summary, place by place; within the shop's state only CGST + SGST, elsewhere only IGST.
    for (const row of report.b2c) {
      const { taxable, cgst, sgst, igst, rounding, total } = row;
      expect({ taxable, cgst, sgst, igst, rounding, total }).toEqual(stored.byPlace(row.placeOfSupply));
      if (row.placeOfSupply === 'Tamil Nadu') expect([row.igst, row.stateCode]).toEqual([0, '33']);
      else expect([row.cgst, row.sgst]).toEqual([0, 0]);
      expect(row.ratePercent).toBe(3);
    }
    // The HSN summary: the jeweller's 7113, pieces invoiced less pieces credited.
    expect(report.hsn.map((h) => h.hsn)).toEqual(['7113']);
    expect(report.hsn[0].quantity).toBe(stored.pieces);
  });

  it('takes the month in India time: 31 Oct 23:59 IST is October, 1 Nov 00:00 IST is November', async () => {
    const before = {
      ...sampleOrder(),
      _id: 'order_repedge1',
      orderNumber: 'RMJ-6000000001',
      paymentId: 'pay_repedge1',
    };
    const after = { ...sampleOrder(), _id: 'order_repedge2', orderNumber: 'RMJ-6000000002', paymentId: 'pay_repedge2' };
    for (const o of [before, after])
      await t.orders.create({
        ...o,
        userId: 'u-edge',
        userEmail: 'e@example.in',
        paymentStatus: 'Paid',
        status: 'Shipped',
        recordedBy: 'verify',
      } as Order);
    const first = await models.invoiceService.issueFor(before as Order, new Date('2026-10-31T18:29:59.999Z'));
    const second = await models.invoiceService.issueFor(after as Order, new Date('2026-10-31T18:30:00.000Z'));
    const october = await gst('2026-10');
    const november = await gst('2026-11');
    expect(october.register.map((r) => r.number)).toContain(first.invoiceNumber);
    expect(october.register.map((r) => r.number)).not.toContain(second.invoiceNumber);
    expect(november.register.find((r) => r.number === second.invoiceNumber)?.date).toBe('2026-11-01');
    expect(october.register.find((r) => r.number === first.invoiceNumber)?.date).toBe('2026-10-31');
  });

  it('downloads each table as a CSV a spreadsheet opens: BOM, header, CRLF, rupees with two decimals', async () => {
    const report = await gst('2026-10');
    const res = await get('/api/admin/reports/gst/register/csv?month=2026-10', 'support').buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="rmj-gst-register-2026-10.csv"');
    const text = res.text;
    expect(
      text.startsWith(
        '\uFEFFType,Number,Date,Order,Buyer,Place of supply,State code,Rate %,Reverses invoice,Taxable value,CGST,SGST,IGST,Round off,Total\r\n',
      ),
    ).toBe(true);
    const rows = text.slice(1).trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(report.register.length);
    // The Total column adds up to the month's net, in paise.
    const totals = rows.map((row) => row.split(',').at(-1)!);
    expect(totals.every((cell) => /^-?\d+\.\d{2}$/.test(cell))).toBe(true);
    expect(totals.reduce((s, cell) => s + Math.round(Number(cell) * 100), 0)).toBe(report.totals.total);
    const hsn = await get('/api/admin/reports/gst/hsn/csv?month=2026-10').expect(200);
    expect(hsn.text.split('\r\n')[0]).toBe('\uFEFFHSN,Quantity (pieces),Taxable value,CGST,SGST,IGST,Round off,Total');
    const b2c = await get('/api/admin/reports/gst/b2c/csv?month=2026-10').expect(200);
    expect(b2c.headers['content-disposition']).toContain('rmj-gst-b2c-2026-10.csv');
  });
});

describe('the sales report', () => {
  const allOrders = () => Object.values(months).flatMap((m) => m.orders);
  const inRange = (day: string | undefined, from: string, to: string) => day !== undefined && day >= from && day <= to;

  it.each([
    ['2026-10-01', '2026-10-31'],
    ['2026-09-15', '2026-11-10'],
  ])('counts sales when the money came in, from %s to %s', async (from, to) => {
    const report = await sales(from, to, 'week');
    const sold = allOrders().filter((g) => inRange(g.saleDay, from, to));
    const money = allOrders().flatMap((g) => g.money.filter((m) => inRange(m.day, from, to)));
    expect(report.totals.orders).toBe(sold.length);
    expect(report.totals.pieces).toBe(sold.reduce((s, g) => s + g.order.lines.reduce((q, l) => q + l.quantity, 0), 0));
    expect(report.totals.amount).toBe(money.reduce((s, m) => s + m.amount, 0));
    for (const method of ['razorpay', 'cod', 'payment_link'] as const) {
      const row = report.totals.byMethod.find((b) => b.method === method)!;
      expect(row.orders).toBe(sold.filter((g) => g.method === method).length);
      expect(row.amount).toBe(
        allOrders()
          .filter((g) => g.method === method)
          .flatMap((g) => g.money.filter((m) => inRange(m.day, from, to)))
          .reduce((s, m) => s + m.amount, 0),
      );
    }
    // Refunds the bank made (a refused one returned nothing), and credit notes as stored.
    const refunds = Object.values(months).flatMap((m) => m.refunds.filter((r) => r.made && inRange(r.day, from, to)));
    expect([report.totals.refunds, report.totals.refundAmount]).toEqual([
      refunds.length,
      refunds.reduce((s, r) => s + r.amount, 0),
    ]);
    const notes = await models.creditNotes
      .find({
        issuedAt: {
          $gte: new Date(`${from}T00:00:00+05:30`),
          $lt: new Date(new Date(`${to}T00:00:00+05:30`).getTime() + 86_400_000),
        },
      })
      .lean<CreditNote[]>()
      .exec();
    expect([report.totals.creditNotes, report.totals.creditNoteAmount]).toEqual([
      notes.length,
      notes.reduce((s, n) => s + n.content.total.net, 0),
    ]);
    // The periods add up to the totals; the average order value is amount / orders.
    expect(report.periods.reduce((s, p) => s + p.amount, 0)).toBe(report.totals.amount);
    expect(report.periods.reduce((s, p) => s + p.orders, 0)).toBe(report.totals.orders);
    expect(report.averageOrderValue).toBe(Math.round(report.totals.amount / Math.max(1, report.totals.orders)));
    // Customers: new when their first order ever is in the range.
    const start = new Date(`${from}T00:00:00+05:30`).getTime();
    const soldIds = new Set(sold.map((g) => g.order._id));
    const buyers = new Set(sold.map((g) => g.order.userId));
    const returning = [...buyers].filter((u) =>
      allOrders().some((g) => g.order.userId === u && !soldIds.has(g.order._id) && g.order.paidAt.getTime() < start),
    );
    expect(report.customers).toEqual({ new: buyers.size - returning.length, returning: returning.length });
    // Best sellers: the most pieces first.
    const pieces = report.bestSellers.byPieces.map((b) => b.pieces);
    expect(pieces).toEqual([...pieces].sort((a, b) => b - a));
  });

  it('groups by month and week in India days, and lists orders waiting now by state', async () => {
    const report = await sales('2026-09-01', '2026-11-30', 'month');
    expect(report.periods.map((p) => [p.start, p.label])).toEqual([
      ['2026-09-01', 'Sep 2026'],
      ['2026-10-01', 'Oct 2026'],
      ['2026-11-01', 'Nov 2026'],
    ]);
    const weeks = await sales('2026-10-01', '2026-10-14', 'week');
    expect(weeks.periods.map((p) => p.label)).toEqual([
      'Week of 28 Sep 2026',
      'Week of 5 Oct 2026',
      'Week of 12 Oct 2026',
    ]);
    const open = await t.orders.countDocuments({ status: { $in: ['Processing', 'In workshop', 'Shipped'] } }).exec();
    const waiting = report.waiting.filter((w) => ['Processing', 'In workshop', 'Shipped'].includes(w.state));
    expect(waiting.reduce((s, w) => s + w.count, 0)).toBe(open);
    for (const w of report.waiting) expect(w.oldestDays).toBeGreaterThanOrEqual(Math.floor(w.averageDays));
  });

  it('downloads the periods as a CSV', async () => {
    const res = await get('/api/admin/reports/sales/csv?from=2026-10-01&to=2026-10-31&group=week').expect(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="rmj-sales-2026-10-01-to-2026-10-31.csv"');
    const [header, first] = res.text.split('\r\n');
    expect(header.startsWith('\uFEFFPeriod from,Period,Orders,Pieces,Amount,Razorpay orders')).toBe(true);
    expect(first.startsWith('2026-09-28,Week of 28 Sep 2026,')).toBe(true);
  });

  it('downloads the best sellers and the orders waiting as CSVs of their own; an unknown table is refused', async () => {
    const range = 'from=2026-10-01&to=2026-10-31';
    const best = await get(`/api/admin/reports/sales/csv?${range}&table=best-sellers`).expect(200);
    expect(best.headers['content-disposition']).toBe(
      'attachment; filename="rmj-best-sellers-2026-10-01-to-2026-10-31.csv"',
    );
    expect(best.text.split('\r\n')[0]).toBe('\uFEFFList,Rank,Piece,Product id,Pieces,Amount');
    expect(best.text).toContain('By pieces,1,');
    const waiting = await get(`/api/admin/reports/sales/csv?${range}&table=waiting`).expect(200);
    expect(waiting.headers['content-disposition']).toBe(
      'attachment; filename="rmj-orders-waiting-2026-10-01-to-2026-10-31.csv"',
    );
    expect(waiting.text.split('\r\n')[0]).toBe('\uFEFFState,Orders,Oldest (days),Average (days)');
    const refused = await get(`/api/admin/reports/sales/csv?${range}&table=stock`).expect(400);
    expect(refused.body.message).toContain(REPORTS_MESSAGES.badSalesTable);
  });
});

describe('who may read, and what is refused', () => {
  it('lets the owner and support read, not staff', async () => {
    await get('/api/admin/reports/sales?from=2026-10-01&to=2026-10-01', 'support').expect(200);
    await get('/api/admin/reports/gst?month=2026-10', 'staff').expect(403);
    await t.http().get('/api/admin/reports/gst?month=2026-10').expect(401);
  });

  it('refuses a bad range with a message about the field', async () => {
    const ask = async (query: string) => (await get(`/api/admin/reports/sales?${query}`).expect(400)).body.message;
    expect(await ask('from=2026-10-05&to=2026-10-01')).toContain(REPORTS_MESSAGES.toBeforeFrom);
    expect(await ask('from=2025-10-01&to=2026-10-02')).toContain(REPORTS_MESSAGES.tooLong);
    expect(await ask('from=2026-02-30&to=2026-03-01')).toContain(REPORTS_MESSAGES.badDate);
    expect(await ask('to=2026-03-01')).toContain(REPORTS_MESSAGES.fromMissing);
    expect(await ask('from=2026-03-01&to=2026-03-02&group=year')).toContain(REPORTS_MESSAGES.badGroup);
    expect((await get('/api/admin/reports/gst?month=2026-13').expect(400)).body.message).toContain(
      REPORTS_MESSAGES.badMonth,
    );
    expect((await get('/api/admin/reports/gst/ledger/csv?month=2026-10').expect(400)).body.message).toBe(
      REPORTS_MESSAGES.badTable,
    );
  });
});
