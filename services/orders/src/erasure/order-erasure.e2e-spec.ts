// Deleting an account, the orders part (real app, real FerretDB): refused while an order is open,
// changing nothing; otherwise the account's orders and pending checkouts lose the buyer's name,
// contact and masked PAN and are detached, their tax invoices are kept with the buyer masked and
// no PAN (the PDF too), other shoppers'
// orders are untouched, and asking again changes nothing more.
import { getModelToken } from '@nestjs/mongoose';
import {
  ERASED_ACCOUNT_ID,
  maskPan,
  myOrdersDataResponseSchema,
  orderErasureResponseSchema,
  type OrderErasureResponse,
} from '@rmj/contracts';
import { DEV_INTERNAL_SERVICE_TOKEN, SERVICE_TOKEN_HEADER } from '@rmj/nest-common';
import type { Model } from 'mongoose';
import { Invoice } from '../invoices/invoice.schema';
import { CreditNotesService } from '../credit-notes/credit-notes.service';
import { InvoicesService } from '../invoices/invoices.service';
import { extractPdfText } from '../invoices/testing/extract-pdf-text';
import type { Order } from '../orders/order.schema';
import { OrderRefundRecord } from '../refunds/order-refund.schema';
import { customer, sampleOrder } from '../testing/sample-order';
import { orderSeeder } from '../testing/seed-order';
import { createTestApp, type OrdersTestApp } from '../testing/test-app';

let t: OrdersTestApp;
let invoices: Model<Invoice>;
let refunds: Model<OrderRefundRecord>;

beforeAll(async () => {
  t = await createTestApp('order_erasure');
  t.sandbox.setWebhookUrl(null);
  invoices = t.app.get(getModelToken(Invoice.name));
  refunds = t.app.get(getModelToken(OrderRefundRecord.name));
});
afterAll(() => t.close());

const seedOrder = orderSeeder(() => t.orders, { tag: 'era', digit: '8' }, { status: 'Delivered' });

async function erase(userId: string): Promise<OrderErasureResponse> {
  const res = await t
    .http()
    .post('/internal/erasure/orders')
    .set(SERVICE_TOKEN_HEADER, DEV_INTERNAL_SERVICE_TOKEN)
    .send({ userId })
    .expect(200);
  return orderErasureResponseSchema.parse(res.body);
}

const stored = async (id: string) => (await t.orders.findById(id).lean<Order>().exec())!;

it('refuses while an order is open, naming it, and changes nothing', async () => {
  const open = await seedOrder('user-open', { status: 'In workshop' });
  const done = await seedOrder('user-open');
  const cancelledUnpaid = await seedOrder('user-open', { status: 'Cancelled' });
  expect(await erase('user-open')).toEqual({
    erased: false,
    openOrders: [open.orderNumber, cancelledUnpaid.orderNumber].sort(),
  });
  for (const order of [open, done, cancelledUnpaid]) {
    expect(await stored(order._id)).toMatchObject({ userId: 'user-open', customerDetails: customer });
  }
});

it('counts a delivered order with a refund still under way as open', async () => {
  const order = await seedOrder('user-refund', { paymentStatus: 'Partially refunded' });
  const now = new Date();
  await refunds.create({
    _id: `staff:${order._id}:k1`,
    orderId: order._id,
    orderNumber: order.orderNumber,
    paymentId: order.paymentId,
    amountPaise: 10000,
    reason: 'goodwill',
    by: 'owner@rmj.in',
    state: 'pending',
    attempts: 1,
    askedAt: now,
    createdAt: now,
  });
  expect(await erase('user-refund')).toEqual({ erased: false, openOrders: [order.orderNumber] });
});

/** A checkout the shopper started and never paid for, with the PAN an order of ₹2,00,000 or more asks for. */
let pendingCheckouts = 0;
async function seedPendingCheckout(userId: string, pan: string): Promise<string> {
  pendingCheckouts += 1;
  const id = `order_erapend${String(pendingCheckouts).padStart(6, '0')}`;
  const { lines, subtotal, discount, shipping, total } = sampleOrder();
  await t.pendings.create({
    _id: id,
    userId,
    userEmail: customer.email,
    receipt: `rcpt_${id}`,
    amountPaise: total * 100,
    pricing: { lines, subtotal, discount, shipping, total },
    state: 'abandoned',
    nextCheckAt: new Date(),
    createdAt: new Date(),
    customerDetails: sampleOrder().customerDetails,
    pan,
  });
  return id;
}

it('masks the buyer on closed orders and their kept invoices, detaches them, and leaves others alone', async () => {
  const pan = maskPan('ABCDE1234F');
  const delivered = await seedOrder('user-gone', { pan });
  const refunded = await seedOrder('user-gone', { status: 'Refunded', paymentStatus: 'Refunded', pan });
  const someoneElse = await seedOrder('user-stays', { pan });
  const checkout = await seedPendingCheckout('user-gone', pan);
  const service = t.app.get(InvoicesService);
  const invoice = await service.issueFor(delivered);
  expect((await invoices.findById(delivered._id).lean<Invoice>().exec())!.content.buyer.pan).toBe(pan);
  expect(await extractPdfText((await service.pdfFor(delivered._id))!.pdf)).toContain(pan);
  await service.issueFor(someoneElse);
  const creditNotes = t.app.get(CreditNotesService);
  const note = (await creditNotes.issueFor({
    key: `staff:${delivered._id}:return`,
    orderId: delivered._id,
    amountPaise: 250_000,
    reason: 'returned',
  }))!;

  expect(await erase('user-gone')).toEqual({ erased: true, orders: 2, invoices: 1, checkouts: 1 });

  for (const order of [delivered, refunded]) {
    const after = await stored(order._id);
    expect(after.userId).toBe(ERASED_ACCOUNT_ID);
    expect(after.userEmail).toBe(ERASED_ACCOUNT_ID);
    expect(after.customerDetails).toEqual({
      name: 'Deleted customer',
      email: '',
      phone: '',
      address: '',
      city: '',
      state: customer.state,
      zipCode: customer.zipCode,
      country: customer.country,
    });
    expect(after.pan).toBeUndefined();
    // The figures, number and state stay for the accounts.
    expect(after).toMatchObject({ orderNumber: order.orderNumber, total: order.total, status: order.status });
  }
  const kept = (await invoices.findById(delivered._id).lean<Invoice>().exec())!;
  expect(kept.invoiceNumber).toBe(invoice.invoiceNumber);
  expect(kept.content.buyer).toEqual(expect.objectContaining({ name: 'Deleted customer', email: '', phone: '' }));
  expect(kept.content.buyer.pan).toBeUndefined();
  expect(kept.content.placeOfSupply.name).toBe('Tamil Nadu');
  const pdf = (await extractPdfText((await service.pdfFor(delivered._id))!.pdf)).replace(/\s+/g, ' ');
  expect(pdf).toContain('Deleted customer');
  expect(pdf).toContain('Tamil Nadu');
  expect(pdf).toContain(invoice.invoiceNumber);
  for (const gone of [customer.name, customer.phone, customer.address, customer.email, pan, 'PAN:']) {
    expect(pdf).not.toContain(gone);
  }
  // Its credit note, kept too, masked alike.
  const notePdf = (await extractPdfText((await creditNotes.pdfFor(note._id))!.pdf)).replace(/\s+/g, ' ');
  expect(notePdf).toContain('Deleted customer');
  expect(notePdf).toContain(note.creditNoteNumber);
  for (const gone of [customer.name, customer.phone, customer.address, pan, 'PAN:']) {
    expect(notePdf).not.toContain(gone);
  }
  const pending = (await t.pendings.findById(checkout).lean().exec())!;
  expect(pending).toMatchObject({
    userId: ERASED_ACCOUNT_ID,
    customerDetails: { name: 'Deleted customer', email: '' },
  });
  expect(pending.pan).toBeUndefined();

  const other = await stored(someoneElse._id);
  expect(other).toMatchObject({ userId: 'user-stays', customerDetails: customer, pan });
  const otherInvoice = (await invoices.findById(someoneElse._id).lean<Invoice>().exec())!;
  expect(otherInvoice.content.buyer).toEqual(expect.objectContaining({ name: customer.name, pan }));

  // The account's data copy is empty now; a new account with the same e-mail has no history either.
  const mine = await t.http().get('/api/orders/mine/data').set('Authorization', t.bearer('user-gone')).expect(200);
  expect(myOrdersDataResponseSchema.parse(mine.body).orders).toEqual([]);
});

it('changes nothing more when asked again (a retry after a partial failure)', async () => {
  const order = await seedOrder('user-twice');
  await t.app.get(InvoicesService).issueFor(order);
  expect(await erase('user-twice')).toMatchObject({ erased: true, orders: 1, invoices: 1 });
  const first = await stored(order._id);
  expect(await erase('user-twice')).toEqual({ erased: true, orders: 0, invoices: 0, checkouts: 0 });
  expect(await stored(order._id)).toEqual(first);
  // An account that never ordered is erased at once.
  expect(await erase('user-never')).toEqual({ erased: true, orders: 0, invoices: 0, checkouts: 0 });
});

it('is for the shop’s own services only', async () => {
  await t.http().post('/internal/erasure/orders').send({ userId: 'user-x' }).expect(401);
  await t
    .http()
    .post('/internal/erasure/orders')
    .set(SERVICE_TOKEN_HEADER, 'wrong')
    .send({ userId: 'user-x' })
    .expect(403);
  await t
    .http()
    .post('/internal/erasure/orders')
    .set(SERVICE_TOKEN_HEADER, DEV_INTERNAL_SERVICE_TOKEN)
    .send({ userId: { $ne: '' } })
    .expect(400);
});
