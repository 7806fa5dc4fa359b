// GST tax invoices on FerretDB: numbers gap-free and unique under concurrent issuing, one invoice
// per order, the PDF's text, and who may download it.
import { getModelToken } from '@nestjs/mongoose';
import {
  INVOICE_NOT_YET_MESSAGE,
  orderRecordSchema,
  verifyPaymentResponseSchema,
  type InvoiceSummary,
} from '@rmj/contracts';
import { loadSigningKey, signAccessToken } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import type { Order } from '../orders/order.schema';
import { createTestApp, payFor, PRODUCTS, testKeyPair, type OrdersTestApp } from '../testing/test-app';
import { Invoice } from './invoice.schema';
import { ShopSettingsClient } from '../settings/shop-settings.client';
import { InvoicesService } from './invoices.service';
import { extractPdfText } from './testing/extract-pdf-text';
import { sampleOrder } from '../testing/sample-order';
import { byWeightOrder } from './testing/invoice-fixtures';

let t: OrdersTestApp;
let service: InvoicesService;
let invoices: Model<Invoice>;

beforeAll(async () => {
  t = await createTestApp('invoices');
  t.sandbox.setWebhookUrl(null);
  service = t.app.get(InvoicesService);
  invoices = t.app.get(getModelToken(Invoice.name));
});
afterAll(() => t.close());

let next = 0;
/** A paid order stored as checkout records it (number RMJ-7…, account user-1 unless told). */
async function seedOrder(overrides: Partial<Order> = {}): Promise<Order> {
  next += 1;
  const id = String(next).padStart(9, '0');
  const order = {
    ...sampleOrder(),
    _id: `order_inv${id}`,
    orderNumber: `RMJ-7${id}`,
    paymentId: `pay_inv${id}`,
    userId: 'user-1',
    userEmail: 'asha@example.in',
    paymentStatus: 'Paid',
    status: 'Shipped',
    recordedBy: 'verify',
    ...overrides,
  } as Order;
  await t.orders.create(order);
  return order;
}

const staffBearer = (role: 'owner' | 'staff' | 'support') =>
  `Bearer ${signAccessToken(
    {
      sub: `staff-${role}`,
      email: `${role}@rmj.in`,
      firstName: 'Meena',
      role,
      sid: t.identity.sessionFor(`staff-${role}`),
    },
    loadSigningKey(testKeyPair.privateKey),
  )}`;

const flat = (text: string) => text.replace(/\s+/g, ' ');

it('numbers 20 orders shipped at once 1 to 20, no gap and no repeat', async () => {
  const at = new Date('2025-02-10T10:00:00+05:30');
  const orders = await Promise.all(Array.from({ length: 20 }, () => seedOrder()));
  const issued = await Promise.all(orders.map((order) => service.issueFor(order, at)));
  const numbers = issued.map((s) => s.invoiceNumber).sort();
  expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `RMJ/24-25/${String(i + 1).padStart(6, '0')}`));
  // Each order keeps its own number when asked again.
  for (const [i, order] of orders.entries()) {
    expect(await service.summaryFor(order._id)).toEqual(issued[i]);
  }
});

it('issues one invoice when one order is issued five times at once, and the next order takes the next number', async () => {
  const at = new Date('2024-01-15T10:00:00+05:30');
  const order = await seedOrder();
  const answers = await Promise.all(Array.from({ length: 5 }, () => service.issueFor(order, at)));
  expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
  expect(answers[0].invoiceNumber).toBe('RMJ/23-24/000001');
  expect(await invoices.countDocuments({ series: 'RMJ/23-24' })).toBe(1);
  expect((await service.issueFor(await seedOrder(), at)).invoiceNumber).toBe('RMJ/23-24/000002');
});

it('starts a new series at midnight of 1 April, India time', async () => {
  const march = await service.issueFor(await seedOrder(), new Date('2022-03-31T23:59:00+05:30'));
  const april = await service.issueFor(await seedOrder(), new Date('2022-04-01T00:00:00+05:30'));
  expect(march.invoiceNumber).toBe('RMJ/21-22/000001');
  expect(april.invoiceNumber).toBe('RMJ/22-23/000001');
});

it('has no invoice before it is issued', async () => {
  const order = await seedOrder({ status: 'Processing' });
  expect(await service.summaryFor(order._id)).toBeUndefined();
  expect(await service.pdfFor(order._id)).toBeUndefined();
});

describe('a paid order, shipped', () => {
  let orderNumber: string;
  let order: Order;
  let summary: InvoiceSummary;

  beforeAll(async () => {
    const { handler } = await payFor(t, [
      {
        productId: PRODUCTS.ring._id,
        quantity: 1,
        size: '12',
        customization: { type: 'engraving', customName: 'Asha' },
      },
      { productId: PRODUCTS.pendant._id, quantity: 1 },
    ]);
    orderNumber = verifyPaymentResponseSchema.parse(
      (await t.http().post('/api/verify-payment').set('Authorization', t.bearer()).send(handler).expect(200)).body,
    ).orderId!;
    order = (await t.orders.findOne({ orderNumber }).lean<Order>().exec())!;
    expect(orderRecordSchema.parse(order).total).toBe(14_600);
  });

  it('tells the owner the invoice comes when it ships, and anyone else that there is no such order', async () => {
    const mine = await t.http().get(`/api/orders/${orderNumber}/invoice`).set('Authorization', t.bearer()).expect(404);
    expect(mine.body).toMatchObject({ success: false, message: INVOICE_NOT_YET_MESSAGE });
    await t
      .http()
      .get(`/api/admin/orders/${orderNumber}/invoice`)
      .set('Authorization', staffBearer('support'))
      .expect(404);
    summary = await service.issueFor(order);
    expect(summary.invoiceNumber).toMatch(/^RMJ\/\d\d-\d\d\/000001$/);
  });

  it('gives the owner the PDF as a download holding the GSTIN, HSN 7113, CGST + SGST and the total in words', async () => {
    const res = await t
      .http()
      .get(`/api/orders/${orderNumber.toLowerCase()}/invoice`)
      .set('Authorization', t.bearer())
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${summary.invoiceNumber.replaceAll('/', '-')}.pdf"`,
    );
    expect(res.headers['cache-control']).toContain('no-store');
    const text = flat(await extractPdfText(res.body as Buffer));
    for (const expected of [
      'Tax Invoice',
      'GSTIN: 33ABCDE1234F1Z7',
      summary.invoiceNumber,
      orderNumber,
      'Tamil Nadu (code 33)',
      'Silver Promise Ring · Size 12 · Engraved “Asha”',
      '7113',
      // Equal halves, each 1.5% of the taxable value (they were ₹212.61 and ₹212.63), and the paise
      // their rounding leaves shown, so the rows add up to the rupees paid.
      'CGST @ 1.5% ₹212.63',
      'SGST @ 1.5% ₹212.63',
      'Rounding off −₹0.02',
      'Invoice total (paid) ₹14,600.00',
      'Rupees Fourteen Thousand Six Hundred Only',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('refuses another account (as if there were no such order) and anyone not logged in', async () => {
    const other = await t
      .http()
      .get(`/api/orders/${orderNumber}/invoice`)
      .set('Authorization', t.bearer('user-2'))
      .expect(404);
    expect(other.body.message).toBe('Order not found. Please check the order number.');
    await t.http().get(`/api/orders/${orderNumber}/invoice`).expect(401);
  });

  it('gives every staff role the PDF, and refuses a shopper the staff address', async () => {
    for (const role of ['owner', 'staff', 'support'] as const) {
      const res = await t
        .http()
        .get(`/api/admin/orders/${orderNumber}/invoice`)
        .set('Authorization', staffBearer(role))
        .expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
    await t.http().get(`/api/admin/orders/${orderNumber}/invoice`).set('Authorization', t.bearer()).expect(403);
    const unknown = await t
      .http()
      .get('/api/admin/orders/RMJ-ZZZZZZZZZZ/invoice')
      .set('Authorization', staffBearer('staff'));
    expect(unknown.status).toBe(404);
  });

  it('keeps the invoice as issued when the order or the shop configuration changes later', async () => {
    const settings = new ShopSettingsClient(t.config);
    await t.orders.updateOne({ _id: order._id }, { $set: { 'customerDetails.name': 'Someone Else' } });
    const renamed = { seller: async () => ({ ...(await settings.seller()), legalName: 'New Name Pvt Ltd' }) };
    const moved = new InvoicesService(invoices, t.orders, renamed as unknown as ShopSettingsClient);
    expect(
      await moved.issueFor({ ...order, customerDetails: { ...order.customerDetails, name: 'Someone Else' } }),
    ).toEqual(summary);
    const text = flat(await extractPdfText((await moved.pdfFor(order._id))!.pdf));
    expect(text).toContain('Asha Iyer');
    expect(text).toContain('RMJ Jewellers');
    expect(text).not.toContain('Someone Else');
    expect(text).not.toContain('New Name');
  });
});

it('issues the invoice of pieces priced by weight from the order as stored: each article, its HUID, the masked PAN', async () => {
  const paid = byWeightOrder();
  const order = await seedOrder({ lines: paid.lines, subtotal: paid.subtotal, total: paid.total, pan: paid.pan });
  // As the service reads it back: the line's pricing record survived the round trip.
  const stored = await t.orders.findById(order._id).lean<Order>().exec();
  expect(stored?.lines[1].pricingRecord?.huids).toEqual(['HX4K21', 'HX4K22', 'HX4K23']);
  await service.issueFor(stored!, new Date('2026-05-06T10:00:00+05:30'));
  const text = flat(await extractPdfText((await service.pdfFor(order._id))!.pdf));
  expect(text).toContain('PAN: XXXXX1234F');
  expect(text).toContain('1 Gold Lakshmi Kasu Necklace HSN 7113 · Purity 22K916 · HUID AB12C3');
  expect(text).toContain('4 Gold Plain Bangle (piece 3 of 3) HSN 7113 · Purity 22K916 · HUID HX4K23');
  expect(text).toContain('Invoice total (paid) ₹2,99,970.00');
  const kept = await invoices.findById(order._id).lean<Invoice>().exec();
  expect(kept?.content.articles).toHaveLength(4);
});
