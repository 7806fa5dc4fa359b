// GST credit notes on the real app, the payment sandbox and FerretDB: a refund after the tax
// invoice gets one credit note (whatever the duplicate deliveries), with the refund's amount split
// like the invoice (CGST + SGST within the state, IGST outside); a refund of an order cancelled
// before it shipped gets none; the refund e-mail carries the PDF; numbers are gap-free under
// concurrency and turn at midnight of 1 April, India time; only the owner and staff download it.
import { getModelToken } from '@nestjs/mongoose';
import {
  adminOrderSchema,
  CREDIT_NOTE_NOT_FOUND_MESSAGE,
  myOrdersResponseSchema,
  ORDER_STATE,
  trackOrderResponseSchema,
  type OrderState,
  type RefundRequest,
} from '@rmj/contracts';
import { SmtpMailer } from '@rmj/nest-common';
import { randomUUID } from 'node:crypto';
import type { Model } from 'mongoose';
import { PATH_TO, staffBearer } from '../fulfilment/fulfilment-testing';
import { OrderMoveRecord } from '../fulfilment/order-move.schema';
import { OrderMovesService } from '../fulfilment/order-moves.service';
import { Invoice } from '../invoices/invoice.schema';
import { InvoicesService } from '../invoices/invoices.service';
import { extractPdfText } from '../invoices/testing/extract-pdf-text';
import type { Order } from '../orders/order.schema';
import { MailOutbox } from '../notices/mail-outbox.service';
import { RefundsService } from '../refunds/refunds.service';
import { sampleOrder } from '../testing/sample-order';
import { createTestApp, eventually, type OrdersTestApp } from '../testing/test-app';
import { paidOrder } from '../fulfilment/fulfilment-testing';
import { CreditNote } from './credit-note.schema';
import { CreditNotesService } from './credit-notes.service';

let t: OrdersTestApp;
let refunds: RefundsService;
let invoices: InvoicesService;
let service: CreditNotesService;
let notes: Model<CreditNote>;
let moveRecords: Model<OrderMoveRecord>;

beforeAll(async () => {
  t = await createTestApp('credit_notes');
  refunds = t.app.get(RefundsService);
  invoices = t.app.get(InvoicesService);
  service = t.app.get(CreditNotesService);
  notes = t.app.get(getModelToken(CreditNote.name));
  moveRecords = t.app.get(getModelToken(OrderMoveRecord.name));
});
afterAll(() => t.close());
beforeEach(() => {
  t.sandbox.setRefundOutcome('processed');
  t.sandbox.setWebhookUrl(`${t.url}/api/payments/webhook`);
});

const flat = (text: string) => text.replace(/\s+/g, ' ');
const staff = { kind: 'staff' as const, name: 'owner@rmj.in', role: 'owner' };
const request = (amountRupees: number): RefundRequest => ({
  amountRupees,
  reason: 'returned',
  note: 'The ring came back unworn.',
  idempotencyKey: randomUUID(),
});

/** Puts a real order in `state` by its recorded moves (as if staff had made them). */
async function moveTo(order: Order, state: OrderState): Promise<Order> {
  let from: OrderState = ORDER_STATE.paid;
  for (const [i, to] of PATH_TO[state].entries()) {
    await moveRecords.create({
      _id: `${order._id}:${i + 1}`,
      orderId: order._id,
      seq: i + 1,
      from,
      to,
      at: new Date(),
      by: staff,
      settledAt: new Date(),
      mailedAt: new Date(),
    });
    from = to;
  }
  await t.orders.updateOne({ _id: order._id }, { $set: { status: state } });
  return (await t.orders.findById(order._id).lean<Order>().exec())!;
}

/** A real paid order (₹2,500 ring + ₹100 shipping), delivered to `state` (India), shipped with its invoice, then returned. */
async function returnedAfterShipping(deliveryState = 'Tamil Nadu'): Promise<Order> {
  const paid = await paidOrder(t);
  await t.orders.updateOne({ _id: paid._id }, { $set: { 'customerDetails.state': deliveryState } });
  const order = await moveTo(paid, ORDER_STATE.returned);
  await invoices.issueFor(order);
  return order;
}

const pdfOf = (res: { body: unknown }) => res.body as Buffer;

describe('a ring returned after it shipped, refunded in full', () => {
  let order: Order;
  let note: CreditNote;
  let sent: jest.SpyInstance;

  beforeAll(async () => {
    order = await returnedAfterShipping();
    sent = jest.spyOn(t.app.get(SmtpMailer), 'send');
    await refunds.refund(order, request(2600), 'owner@rmj.in');
    await eventually(async () => (await notes.countDocuments({ orderId: order._id })) === 1);
    note = (await notes.findOne({ orderId: order._id }).lean<CreditNote>().exec())!;
  });
  afterAll(() => sent.mockRestore());

  it('gets one credit note against its invoice, the refund to the paisa, CGST + SGST as invoiced', async () => {
    const invoice = (await invoices.summaryFor(order._id))!;
    expect(note).toMatchObject({
      series: expect.stringMatching(/^CN\/\d\d-\d\d$/),
      creditNoteNumber: expect.stringMatching(/^CN\/\d\d-\d\d\/\d{6}$/),
      orderNumber: order.orderNumber,
      invoiceNumber: invoice.invoiceNumber,
      content: {
        taxMode: 'intra-state',
        placeOfSupply: { name: 'Tamil Nadu', code: '33' },
        reason: 'Goods returned',
        totalInWords: 'Rupees Two Thousand Six Hundred Only',
      },
    });
    const { total, lines } = note.content;
    expect(total.net).toBe(260_000);
    expect(total.igst).toBe(0);
    expect(total.cgst).toBe(total.sgst);
    expect(total.taxable + total.cgst + total.sgst + total.rounding).toBe(260_000);
    // The ring and shipping, both reversed.
    expect(lines.map((l) => [l.hsn, l.net])).toEqual([
      ['7113', 250_000],
      ['7113', 10_000],
    ]);
  });

  it('issues no second note for refund.processed delivered three times more at once', async () => {
    const [made] = t.sandbox.ledger.refundsOf(order.paymentId, { count: 10 });
    await t.sandbox.webhooksIdle();
    const event = t.sandbox.webhooks().find((d) => d.event === 'refund.processed' && d.ids.refund === made.id)!;
    expect(await t.sandbox.redeliver(event.eventId, 3)).toEqual([200, 200, 200]);
    expect(await notes.countDocuments({ orderId: order._id })).toBe(1);
  });

  it('attaches the PDF to the refund e-mail, which names it', async () => {
    await eventually(async () => sent.mock.calls.some(([, mail]) => mail.subject.includes(order.orderNumber)));
    const calls = sent.mock.calls.filter(
      ([, mail]) => /refund/i.test(mail.subject) && mail.subject.includes(order.orderNumber),
    );
    expect(calls).toHaveLength(1);
    const [, mail] = calls[0];
    expect(mail.text).toContain(`Our credit note ${note.creditNoteNumber} for this refund`);
    expect(mail.attachments).toEqual([
      {
        fileName: `${note.creditNoteNumber.replaceAll('/', '-')}.pdf`,
        content: expect.any(Buffer),
        contentType: 'application/pdf',
      },
    ]);
    const text = flat(await extractPdfText(mail.attachments![0].content));
    expect(text).toContain(note.creditNoteNumber);
  });

  it('lists it on the owner’s tracking and orders, and on the staff order page', async () => {
    const expected = [{ creditNoteNumber: note.creditNoteNumber, issuedAt: expect.any(String), amount: 260_000 }];
    const tracking = await t
      .http()
      .get(`/api/track-order/${order.orderNumber}`)
      .set('Authorization', t.bearer())
      .expect(200);
    expect(trackOrderResponseSchema.parse(tracking.body).creditNotes).toEqual(expected);
    const mine = await t.http().get('/api/orders/mine').set('Authorization', t.bearer()).expect(200);
    const listed = myOrdersResponseSchema.parse(mine.body).orders.find((o) => o.orderId === order.orderNumber);
    expect(listed?.creditNotes).toEqual(expected);
    const page = await t
      .http()
      .get(`/api/admin/orders/${order.orderNumber}`)
      .set('Authorization', staffBearer(t, 'support'))
      .expect(200);
    expect(adminOrderSchema.parse(page.body).creditNotes).toEqual(expected);
  });

  it('gives the owner the PDF: title, number, the invoice it is against, HSN, the tax reversed, words, reason', async () => {
    const ref = note.creditNoteNumber.replaceAll('/', '-');
    const res = await t
      .http()
      .get(`/api/orders/${order.orderNumber}/credit-notes/${ref}`)
      .set('Authorization', t.bearer())
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${ref}.pdf"`);
    expect(res.headers['cache-control']).toContain('no-store');
    const text = flat(await extractPdfText(pdfOf(res)));
    const invoice = (await invoices.summaryFor(order._id))!;
    const c = note.content;
    const rupees = (p: number) => `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(p / 100)}`;
    for (const expected of [
      'Credit Note',
      note.creditNoteNumber,
      `Against tax invoice ${invoice.invoiceNumber} dated`,
      'GSTIN: 33ABCDE1234F1Z7',
      'Tamil Nadu (code 33)',
      '7113',
      `CGST @ 1.5% reversed ${rupees(c.total.cgst)}`,
      `SGST @ 1.5% reversed ${rupees(c.total.sgst)}`,
      'Credit note total (refunded) ₹2,600.00',
      'Rupees Two Thousand Six Hundred Only',
      'Reason: Goods returned',
    ]) {
      expect(text).toContain(expected);
    }
    // By its running number too.
    await t
      .http()
      .get(`/api/orders/${order.orderNumber}/credit-notes/${note.seq}`)
      .set('Authorization', t.bearer())
      .expect(200);
  });

  it('refuses another account (as if there were no such order), a stranger, and a note the order has not', async () => {
    const ref = note.creditNoteNumber.replaceAll('/', '-');
    const other = await t
      .http()
      .get(`/api/orders/${order.orderNumber}/credit-notes/${ref}`)
      .set('Authorization', t.bearer('user-2'))
      .expect(404);
    expect(other.body.message).toBe('Order not found. Please check the order number.');
    await t.http().get(`/api/orders/${order.orderNumber}/credit-notes/${ref}`).expect(401);
    const none = await t
      .http()
      .get(`/api/orders/${order.orderNumber}/credit-notes/CN-99-00-000001`)
      .set('Authorization', t.bearer())
      .expect(404);
    expect(none.body.message).toBe(CREDIT_NOTE_NOT_FOUND_MESSAGE);
    await t
      .http()
      .get(`/api/orders/${order.orderNumber}/credit-notes/not-a-note`)
      .set('Authorization', t.bearer())
      .expect(400);
  });

  it('gives every staff role the PDF, and refuses a shopper the staff address', async () => {
    const path = `/api/admin/orders/${order.orderNumber}/credit-notes/${note.creditNoteNumber.replaceAll('/', '-')}`;
    for (const role of ['owner', 'staff', 'support'] as const) {
      const res = await t.http().get(path).set('Authorization', staffBearer(t, role)).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
    await t.http().get(path).set('Authorization', t.bearer()).expect(403);
  });
});

it('splits a part refund to another state as IGST, over the ring only, to the paisa', async () => {
  const order = await returnedAfterShipping('Kerala');
  await refunds.refund(order, request(1000), 'owner@rmj.in');
  await eventually(async () => (await notes.countDocuments({ orderId: order._id })) === 1);
  const note = (await notes.findOne({ orderId: order._id }).lean<CreditNote>().exec())!;
  const { total, lines, taxMode } = note.content;
  expect(taxMode).toBe('inter-state');
  expect(total.net).toBe(100_000);
  expect(total.cgst + total.sgst).toBe(0);
  expect(total.taxable + total.igst + total.rounding).toBe(100_000);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ description: expect.stringContaining('Ring'), net: 100_000 });
  const text = flat(await extractPdfText((await service.pdfFor(note._id))!.pdf));
  expect(text).toContain('IGST @ 3% reversed');
  expect(text).toContain('Kerala (code 32)');
});

it('issues none for the refund of an order cancelled before it shipped, and mails no attachment', async () => {
  const order = await paidOrder(t);
  const sent = jest.spyOn(t.app.get(SmtpMailer), 'send');
  await t.app.get(OrderMovesService).move({
    orderId: order._id,
    from: ORDER_STATE.paid,
    to: ORDER_STATE.cancelled,
    by: { kind: 'customer', name: 'customer' },
  });
  await refunds.refundInFull(order, { reason: 'cancelled', by: 'customer' });
  await eventually(async () => (await t.orders.findById(order._id).lean<Order>().exec())?.status === 'Refunded');
  await eventually(async () =>
    sent.mock.calls.some(([, mail]) => /refund/i.test(mail.subject) && mail.subject.includes(order.orderNumber)),
  );
  const [, mail] = sent.mock.calls.find(([, m]) => /refund/i.test(m.subject) && m.subject.includes(order.orderNumber))!;
  expect(mail.attachments ?? []).toEqual([]);
  expect(mail.text).not.toContain('credit note');
  expect(await notes.countDocuments({ orderId: order._id })).toBe(0);
  sent.mockRestore();
});

it('sends the credit note with a refund e-mail the notices pass retries, the same bytes', async () => {
  const outbox = t.app.get(MailOutbox);
  const mailer = t.app.get(SmtpMailer);
  const pdf = Buffer.from('%PDF-1.7 credit note bytes');
  const sent = jest.spyOn(mailer, 'send').mockRejectedValueOnce(new Error('mail server down'));
  const key = `customer-refund:rfnd_retry_${randomUUID()}`;
  await outbox.sendOnce(key, 'customer-refund', ['asha@example.in'], {
    subject: 'Your refund',
    text: 'Refunded.',
    html: '<p>Refunded.</p>',
    attachments: [{ fileName: 'CN-25-26-000009.pdf', content: pdf, contentType: 'application/pdf' }],
  });
  sent.mockClear();
  await outbox.retryUnsent(new Date(Date.now() + 10 * 60_000));
  const retried = sent.mock.calls.find(([, mail]) => mail.subject === 'Your refund');
  expect(retried?.[1].attachments).toEqual([
    { fileName: 'CN-25-26-000009.pdf', content: pdf, contentType: 'application/pdf' },
  ]);
  sent.mockRestore();
});

describe('the series', () => {
  let next = 0;
  /** A paid order stored as checkout records it (₹14,600, Tamil Nadu). */
  const stored = (id: string, orderNumber: string): Order =>
    ({
      ...sampleOrder(),
      _id: `order_cn${id}`,
      orderNumber,
      paymentId: `pay_cn${id}`,
      userId: 'user-1',
      userEmail: 'asha@example.in',
      paymentStatus: 'Paid',
      status: 'Returned',
      recordedBy: 'verify',
    }) as Order;
  /** An order with its invoice issued at `at` (₹14,600), as a refund would find it. */
  async function invoiced(at: Date): Promise<Order> {
    next += 1;
    const id = String(next).padStart(9, '0');
    const order = stored(id, `RMJ-8${id}`);
    await t.orders.create(order);
    await invoices.issueFor(order, at);
    return order;
  }
  const refundOf = (order: Order, amountPaise = 500_000, key = `staff:${order._id}:${randomUUID()}`) => ({
    key,
    orderId: order._id,
    amountPaise,
    reason: 'returned' as const,
  });

  it('numbers the refunds of 12 orders settled at once 1 to 12, no gap and no repeat', async () => {
    const at = new Date('2019-02-10T10:00:00+05:30');
    const orders = await Promise.all(Array.from({ length: 12 }, () => invoiced(at)));
    const issued = await Promise.all(orders.map((order) => service.issueFor(refundOf(order), at)));
    expect(issued.map((n) => n!.creditNoteNumber).sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `CN/18-19/${String(i + 1).padStart(6, '0')}`),
    );
  });

  it('issues one note when one refund is settled five times at once, and two refunds of one order in turn', async () => {
    const at = new Date('2018-01-15T10:00:00+05:30');
    const order = await invoiced(at);
    const refund = refundOf(order, 1_000_000);
    const answers = await Promise.all(Array.from({ length: 5 }, () => service.issueFor(refund, at)));
    expect(new Set(answers.map((a) => a!.creditNoteNumber))).toEqual(new Set(['CN/17-18/000001']));
    expect(await notes.countDocuments({ series: 'CN/17-18' })).toBe(1);
    // Two more refunds of the same order at once: each reverses what the others left, and the
    // three add up to the invoice, head by head.
    await Promise.all([service.issueFor(refundOf(order, 400_000), at), service.issueFor(refundOf(order, 60_000), at)]);
    const all = await notes.find({ orderId: order._id }).lean<CreditNote[]>().exec();
    expect(all.map((n) => n.creditNoteNumber).sort()).toEqual([
      'CN/17-18/000001',
      'CN/17-18/000002',
      'CN/17-18/000003',
    ]);
    const invoice = (await t.app
      .get<Model<Invoice>>(getModelToken(Invoice.name))
      .findById(order._id)
      .lean<Invoice>()
      .exec())!;
    const sum = (pick: (n: CreditNote) => number) => all.reduce((s, n) => s + pick(n), 0);
    expect(sum((n) => n.content.total.net)).toBe(1_460_000);
    expect(sum((n) => n.content.total.cgst)).toBe(invoice.content.total.cgst);
    expect(sum((n) => n.content.total.taxable)).toBe(invoice.content.total.taxable);
    // Nothing is left of the invoice: a further refund gets no note.
    expect(await service.issueFor(refundOf(order, 100), at)).toBeUndefined();
  });

  it('starts a new series at midnight of 1 April, India time', async () => {
    const march = new Date('2021-03-31T23:59:00+05:30');
    const april = new Date('2021-04-01T00:00:00+05:30');
    const a = await service.issueFor(refundOf(await invoiced(march)), march);
    const b = await service.issueFor(refundOf(await invoiced(march)), april);
    expect([a!.creditNoteNumber, b!.creditNoteNumber]).toEqual(['CN/20-21/000001', 'CN/21-22/000001']);
  });

  it('has none for an order without an invoice', async () => {
    const order = stored('none', 'RMJ-9000000001');
    await t.orders.create(order);
    expect(await service.issueFor(refundOf(order))).toBeUndefined();
  });
});
