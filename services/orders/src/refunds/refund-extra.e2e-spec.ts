// Refunding what a customer paid beyond the order's total (real app, real FerretDB, the payment
// sandbox): a link paid twice, the owner presses "Refund the extra" twice at once and the extra goes
// back once, from the newest payment; the order keeps its state and stays Paid, and gets no credit
// note after its tax invoice; staff without refundOrders get 403; nothing extra is a 409.
import {
  adminOrderSchema,
  apiErrorResponseSchema,
  draftOrderSchema,
  ORDER_STATE,
  PAYMENT_REQUEST_MESSAGES,
  PAYMENT_STATUS,
  REFUND_EXTRA_MESSAGES,
  sendDraftResponseSchema,
  staffAuditPageSchema,
  type DraftOrderInput,
} from '@rmj/contracts';
import { InvoicesService } from '../invoices/invoices.service';
import type { Order } from '../orders/order.schema';
import { eventually } from '../testing/test-app';
import { createFulfilmentApp, type FulfilmentTestApp } from '../fulfilment/fulfilment-testing';

let t: FulfilmentTestApp;
beforeAll(async () => {
  t = await createFulfilmentApp('refund_extra');
  await t.sandbox.setWebhookUrl(`${t.url}/api/payments/webhook`);
});
afterAll(() => t.closeAll());

let customers = 0;
/** A custom piece at ₹50,000, for its own customer. */
function draftInput(): DraftOrderInput {
  customers += 1;
  return {
    customer: {
      ordersUserId: `cus_extra_${customers}`,
      name: 'Meena Sundaram',
      phone: '9840012345',
      email: 'meena@example.in',
    },
    deliveryAddress: {
      name: 'Meena Sundaram',
      phone: '9840012345',
      address: '12 North Car Street',
      city: 'Kumbakonam',
      state: 'Tamil Nadu',
      zipCode: '612001',
    },
    lines: [
      {
        kind: 'custom',
        description: 'Mango mala with rubies, 24 inch',
        rateKey: 'gold-916',
        netWeightGrams: 6,
        priceRupees: 50_000,
        quantity: 1,
      },
    ],
  };
}

const message = (res: { body: unknown }) => apiErrorResponseSchema.parse(res.body).message;
const orderOf = (orderNumber: string) => t.orders.findOne({ orderNumber }).lean<Order>().exec() as Promise<Order>;
const view = async (orderNumber: string) =>
  adminOrderSchema.parse(
    (await t.http().get(`/api/admin/orders/${orderNumber}`).set('Authorization', t.as.owner).expect(200)).body,
  );

/** A draft sent with one link for the whole amount, paid `times` times. */
async function paidLink(times: number): Promise<{ orderNumber: string; total: number }> {
  const d = draftOrderSchema.parse(
    (await t.http().post('/api/admin/draft-orders').set('Authorization', t.as.staff).send(draftInput()).expect(201))
      .body,
  );
  const answer = sendDraftResponseSchema.parse(
    (
      await t
        .http()
        .post(`/api/admin/draft-orders/${d.id}/send`)
        .set('Authorization', t.as.staff)
        .send({ version: d.version, ask: { kind: 'whole' } })
        .expect(201)
    ).body,
  );
  for (let i = 0; i < times; i += 1)
    t.sandbox.payLink(answer.paymentRequest.linkId, 'success', i > 0 ? { force: true } : undefined);
  await t.sandbox.webhooksIdle();
  await eventually(async () => (await view(answer.orderNumber)).paymentLedger!.payments.length === times);
  return { orderNumber: answer.orderNumber, total: d.pricing.total };
}

const refundExtra = (orderNumber: string, amountRupees: number, auth = t.as.owner) =>
  t.http().post(`/api/admin/orders/${orderNumber}/refunds/extra`).set('Authorization', auth).send({ amountRupees });

it('refunds the extra of a link paid twice once under two presses, from the newest payment, and the order stays Processing and Paid with no credit note', async () => {
  t.sandbox.setRefundOutcome('processed');
  const paid = await paidLink(2);
  // The order has its tax invoice: the extra was never on it.
  await t.app.get(InvoicesService).issueFor(await orderOf(paid.orderNumber));
  const before = (await view(paid.orderNumber)).paymentLedger!;
  expect(before).toMatchObject({
    extraRupees: paid.total,
    extraRefundedRupees: 0,
    extraLeftRupees: paid.total,
    canRefundExtra: true,
  });
  expect(before.payments[1].note).toBe(PAYMENT_REQUEST_MESSAGES.overpaid(paid.total));

  const [first, second] = await Promise.all([
    refundExtra(paid.orderNumber, paid.total),
    refundExtra(paid.orderNumber, paid.total),
  ]);
  // Both presses answer; one of them may find the other still checking.
  expect([first.status, second.status]).toContain(200);
  await eventually(async () => (await view(paid.orderNumber)).paymentLedger!.extraRefundedRupees === paid.total);

  const shown = await view(paid.orderNumber);
  expect(shown.refunds).toHaveLength(1);
  expect(shown.refunds[0]).toMatchObject({ amountRupees: paid.total, reason: 'overpaid', status: 'processed' });
  const [older, newer] = shown.paymentLedger!.payments;
  expect(t.sandbox.ledger.payment(newer.paymentId)).toMatchObject({ amount_refunded: paid.total * 100 });
  expect(t.sandbox.ledger.payment(older.paymentId)).toMatchObject({ amount_refunded: 0 });
  expect(shown.status).toBe(ORDER_STATE.paid);
  expect(shown.paymentStatus).toBe(PAYMENT_STATUS.paid);
  expect((await orderOf(paid.orderNumber)).paymentStatus).toBe(PAYMENT_STATUS.paid);
  expect(shown.creditNotes ?? []).toHaveLength(0);
  // The note is answered, and nothing more is offered.
  expect(shown.paymentLedger).toMatchObject({ extraLeftRupees: 0, canRefundExtra: false });
  expect(shown.paymentLedger!.payments.every((p) => p.note === undefined)).toBe(true);

  // A third press of the same step (a screen left open) answers the order as it is and refunds nothing more.
  await refundExtra(paid.orderNumber, paid.total).expect(200);
  expect((await view(paid.orderNumber)).refunds).toHaveLength(1);
  const audit = staffAuditPageSchema.parse(
    (await t.http().get('/api/admin/orders/audit').set('Authorization', t.as.owner).expect(200)).body,
  );
  // One audit entry: the presses that found the refund made changed nothing.
  expect(
    audit.entries.filter((e) => e.action === 'order.extra.refunded' && e.target?.id === paid.orderNumber),
  ).toHaveLength(1);
});

it('refuses staff without refundOrders, an amount that is not the extra left, and an order with nothing extra', async () => {
  t.sandbox.setRefundOutcome('processed');
  const twice = await paidLink(2);
  await refundExtra(twice.orderNumber, twice.total, t.as.staff).expect(403);
  expect(message(await refundExtra(twice.orderNumber, twice.total - 1).expect(409))).toBe(
    REFUND_EXTRA_MESSAGES.changed(twice.total),
  );
  expect((await view(twice.orderNumber)).refunds).toHaveLength(0);

  const once = await paidLink(1);
  expect((await view(once.orderNumber)).paymentLedger).toMatchObject({ extraRupees: 0, canRefundExtra: false });
  expect(message(await refundExtra(once.orderNumber, 1).expect(409))).toBe(REFUND_EXTRA_MESSAGES.nothingExtra);
});
