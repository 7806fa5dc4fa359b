// Sending a draft order (real app, real FerretDB, the payment sandbox's Payment Links): the order is
// recorded unpaid with its link (whole amount or an advance), the e-mail and the WhatsApp message;
// two staff sending at once make one order and one link; each payment is recorded once however it
// arrives (a webhook three times, a link paid twice, a payment after the link was cancelled, a lost
// webhook found by reconciliation); the first payment moves the order to Processing; the balance is a
// second link; shipping waits for the balance unless the owner gives leave with a reason.
import {
  adminOrderSchema,
  apiErrorResponseSchema,
  balanceOverrideAnswerSchema,
  draftOrderMessages,
  draftOrderSchema,
  ORDER_STATE,
  PAYMENT_METHOD,
  PAYMENT_REQUEST_MESSAGES,
  PAYMENT_STATUS,
  paymentRequestAnswerSchema,
  sendDraftResponseSchema,
  staffAuditPageSchema,
  type DraftOrder,
  type DraftOrderInput,
  type SendDraftRequest,
} from '@rmj/contracts';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { InvoicesService } from '../invoices/invoices.service';
import type { Order } from '../orders/order.schema';
import { LinkPaymentRecord } from '../orders/payment-request.schema';
import { DraftOrderRecord } from './draft-order.schema';
import { Outbox } from '../outbox/outbox.service';
import { ReconciliationService } from '../reconcile/reconciliation.service';
import { eventually, PRODUCTS } from '../testing/test-app';
import { createFulfilmentApp, settledMovesAlong, type FulfilmentTestApp } from '../fulfilment/fulfilment-testing';

let t: FulfilmentTestApp;
let linkPayments: Model<LinkPaymentRecord>;
beforeAll(async () => {
  t = await createFulfilmentApp('draft_send');
  linkPayments = t.app.get(getModelToken(LinkPaymentRecord.name));
});
afterAll(() => t.closeAll());

/** Webhooks on (each test that needs them turns them on; a lost webhook test keeps them off). */
const webhooksOn = () => t.sandbox.setWebhookUrl(`${t.url}/api/payments/webhook`);
afterEach(() => t.sandbox.setWebhookUrl(null));

let customers = 0;
const address = {
  name: 'Meena Sundaram',
  phone: '9840012345',
  address: '12 North Car Street',
  city: 'Kumbakonam',
  state: 'Tamil Nadu',
  zipCode: '612001',
};
/** A custom piece at ₹50,000 (no catalogue stock involved), for its own customer. */
function draftInput(email = 'meena@example.in'): DraftOrderInput {
  customers += 1;
  return {
    customer: { ordersUserId: `cus_send_${customers}`, name: 'Meena Sundaram', phone: '9840012345', email },
    deliveryAddress: address,
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

async function draft(input = draftInput()): Promise<DraftOrder> {
  return draftOrderSchema.parse(
    (await t.http().post('/api/admin/draft-orders').set('Authorization', t.as.staff).send(input).expect(201)).body,
  );
}

const send = (d: DraftOrder, body: Partial<SendDraftRequest> = {}, auth = t.as.staff) =>
  t
    .http()
    .post(`/api/admin/draft-orders/${d.id}/send`)
    .set('Authorization', auth)
    .send({ version: d.version, ask: { kind: 'whole' }, ...body });

async function sent(d: DraftOrder, body: Partial<SendDraftRequest> = {}) {
  return sendDraftResponseSchema.parse((await send(d, body).expect(201)).body);
}

const view = async (orderNumber: string, auth = t.as.owner) =>
  adminOrderSchema.parse(
    (await t.http().get(`/api/admin/orders/${orderNumber}`).set('Authorization', auth).expect(200)).body,
  );
const orderOf = (orderNumber: string) => t.orders.findOne({ orderNumber }).lean<Order>().exec() as Promise<Order>;
const reconcile = () => t.app.get(ReconciliationService).run(new Date(Date.now() + 1000));
const paymentsOf = async (orderNumber: string) =>
  linkPayments
    .find({ orderId: (await orderOf(orderNumber))._id })
    .lean<LinkPaymentRecord[]>()
    .exec();

it('sends a draft as an unpaid order with a link for the whole amount, the e-mail and the WhatsApp message', async () => {
  const d = await draft();
  const answer = await sent(d);
  const total = d.pricing.total;
  expect(answer.message).toBe(PAYMENT_REQUEST_MESSAGES.sent(answer.orderNumber));
  expect(answer.paymentRequest).toMatchObject({
    purpose: 'whole',
    amountRupees: total,
    status: 'open',
    emailed: true,
    createdBy: { email: 'staff@rmj.in', role: 'staff' },
  });
  expect(answer.paymentRequest.linkId).toMatch(/^plink_/);
  expect(answer.paymentRequest.whatsApp.url).toMatch(/^https:\/\/wa\.me\/919840012345\?text=/);
  expect(answer.paymentRequest.whatsApp.text).toContain(answer.paymentRequest.url);
  // Seven days by default.
  const days = (Date.parse(answer.paymentRequest.expiresAt) - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThanOrEqual(7);

  const link = t.sandbox.paymentLinks.fetch(answer.paymentRequest.linkId);
  expect(link).toMatchObject({ amount: total * 100, accept_partial: false, reference_id: expect.any(String) });

  const order = await orderOf(answer.orderNumber);
  expect(order).toMatchObject({
    paymentMethod: PAYMENT_METHOD.paymentLink,
    paymentStatus: PAYMENT_STATUS.unpaid,
    status: ORDER_STATE.awaitingPayment,
    total,
  });
  await eventually(async () =>
    t.mail.messages().some((m) => m.subject.includes(answer.orderNumber) && m.to.includes('meena@example.in')),
  );
  const mail = t.mail.messages().find((m) => m.subject.includes(answer.orderNumber))!;
  expect(mail.subject).toBe(PAYMENT_REQUEST_MESSAGES.emailSubject('RMJ Jewellers', answer.orderNumber, 'whole'));
  expect(mail.text).toContain(answer.paymentRequest.url);
  expect(mail.text).toContain(`Please pay the full amount of ₹${total.toLocaleString('en-IN')}`);

  const again = draftOrderSchema.parse(
    (await t.http().get(`/api/admin/draft-orders/${d.id}`).set('Authorization', t.as.staff).expect(200)).body,
  );
  expect(again).toMatchObject({ orderNumber: answer.orderNumber, sentAt: expect.any(String) });
  const ledger = (await view(answer.orderNumber)).paymentLedger!;
  expect(ledger).toMatchObject({ totalRupees: total, askedRupees: total, paidRupees: 0, dueRupees: total });
  const audit = staffAuditPageSchema.parse(
    (await t.http().get('/api/admin/orders/audit').set('Authorization', t.as.owner).expect(200)).body,
  );
  expect(audit.entries.some((e) => e.action === 'draft.sent' && e.target?.id === d.id)).toBe(true);
});

it('refuses to send a draft changed since it was read, without an address, with a piece sold out, deleted, or an advance not below the total', async () => {
  const d = await draft();
  expect(message(await send(d, { version: d.version + 1 }).expect(409))).toBe(draftOrderMessages.changed);
  const big = await send(d, { ask: { kind: 'advanceAmount', rupees: d.pricing.total } }).expect(400);
  expect(message(big)).toBe(PAYMENT_REQUEST_MESSAGES.advanceTooLarge(d.pricing.total));
  const { deliveryAddress: _a, ...noAddress } = draftInput();
  const bare = await draft(noAddress);
  expect(message(await send(bare).expect(409))).toBe(PAYMENT_REQUEST_MESSAGES.noAddress);
  const support = await send(d, {}, t.as.support).expect(403);
  expect(support.status).toBe(403);

  const soldOut = draftInput();
  soldOut.lines = [{ kind: 'catalogue', productId: PRODUCTS.soldOut._id, quantity: 1 }, ...soldOut.lines];
  const unbuyable = await draft(soldOut);
  expect(unbuyable.pricing.buyable).toBe(false);
  expect(message(await send(unbuyable).expect(409))).toBe(
    PAYMENT_REQUEST_MESSAGES.notBuyable(unbuyable.pricing.message),
  );

  const gone = await draft();
  await t.http().delete(`/api/admin/draft-orders/${gone.id}`).set('Authorization', t.as.staff).expect(200);
  expect(message(await send(gone).expect(404))).toBe(draftOrderMessages.notFound);
  expect(await t.orders.countDocuments({ draftId: { $in: [d.id, bare.id, unbuyable.id, gone.id] } })).toBe(0);
});

it('of two staff sending the same draft at once, one sends (one order, one link) and the other gets 409', async () => {
  const d = await draft();
  const [a, b] = await Promise.all([send(d), send(d)]);
  expect([a.status, b.status].sort()).toEqual([201, 409]);
  const winner = sendDraftResponseSchema.parse((a.status === 201 ? a : b).body);
  const loser = a.status === 201 ? b : a;
  expect(message(loser)).toMatch(/^This draft was already sent as order RMJ-|changed by someone else/);
  expect(await t.orders.countDocuments({ draftId: d.id })).toBe(1);
  const links = await t.sandbox.paymentLinks.list({ reference_id: `${(await orderOf(winner.orderNumber))._id}-1` });
  expect(links).toHaveLength(1);
  // Sending again later is refused too, with the order's number.
  expect(message(await send(d).expect(409))).toBe(draftOrderMessages.alreadySent(winner.orderNumber));
});

it('records a payment once when its webhook comes three times, and the first payment moves the order to Processing', async () => {
  webhooksOn();
  const d = await draft();
  const answer = await sent(d, { ask: { kind: 'advancePercent', percent: 30 } });
  const advance = Math.round(d.pricing.total * 0.3);
  expect(answer.paymentRequest).toMatchObject({ purpose: 'advance', amountRupees: advance });
  const paid = t.sandbox.payLink(answer.paymentRequest.linkId, 'success');
  expect(paid.ok).toBe(true);
  await t.sandbox.webhooksIdle();
  const event = t.sandbox.webhooks().find((w) => w.event === 'payment_link.paid' && w.delivered)!;
  expect(await t.sandbox.redeliver(event.eventId, 3)).toEqual([200, 200, 200]);
  await eventually(async () => (await orderOf(answer.orderNumber)).status === ORDER_STATE.paid);

  expect(await paymentsOf(answer.orderNumber)).toHaveLength(1);
  const order = await orderOf(answer.orderNumber);
  expect(order).toMatchObject({ paymentStatus: PAYMENT_STATUS.partiallyPaid, paidPaise: advance * 100 });
  const shown = await view(answer.orderNumber);
  expect(shown.paymentLedger).toMatchObject({
    paidRupees: advance,
    dueRupees: d.pricing.total - advance,
    requests: [{ status: 'paid' }],
    canRequestBalance: true,
  });
  expect(shown.amountDueRupees).toBe(d.pricing.total - advance);
  expect(shown.history[0]).toMatchObject({
    from: ORDER_STATE.awaitingPayment,
    to: ORDER_STATE.paid,
    by: { kind: 'system' },
  });
  // The confirmation e-mail after the first payment.
  await eventually(async () => Boolean((await orderOf(answer.orderNumber)).confirmationSentAt));
});

it('records a link paid twice as two payments, the second noted as more than the total', async () => {
  webhooksOn();
  const d = await draft();
  const answer = await sent(d);
  t.sandbox.payLink(answer.paymentRequest.linkId, 'success');
  t.sandbox.payLink(answer.paymentRequest.linkId, 'success', { force: true });
  await t.sandbox.webhooksIdle();
  await eventually(async () => (await paymentsOf(answer.orderNumber)).length === 2);
  const ledger = (await view(answer.orderNumber)).paymentLedger!;
  expect(ledger.paidRupees).toBe(2 * d.pricing.total);
  expect(ledger.dueRupees).toBe(0);
  expect(ledger.payments[1].note).toBe(PAYMENT_REQUEST_MESSAGES.overpaid(d.pricing.total));
  expect((await orderOf(answer.orderNumber)).paymentStatus).toBe(PAYMENT_STATUS.paid);
});

it('records a payment made after the link was cancelled as money received, noted for staff', async () => {
  webhooksOn();
  const d = await draft();
  const answer = await sent(d);
  const cancelled = paymentRequestAnswerSchema.parse(
    (
      await t
        .http()
        .post(`/api/admin/orders/${answer.orderNumber}/payment-requests/${answer.paymentRequest.linkId}/cancel`)
        .set('Authorization', t.as.staff)
        .send({})
        .expect(200)
    ).body,
  );
  expect(cancelled).toMatchObject({
    message: PAYMENT_REQUEST_MESSAGES.cancelled,
    paymentRequest: { status: 'cancelled' },
  });
  // The customer's page was already open: they pay anyway.
  t.sandbox.payLink(answer.paymentRequest.linkId, 'success', { force: true });
  await t.sandbox.webhooksIdle();
  await eventually(async () => (await paymentsOf(answer.orderNumber)).length === 1);
  const ledger = (await view(answer.orderNumber)).paymentLedger!;
  expect(ledger.payments[0]).toMatchObject({
    amountRupees: d.pricing.total,
    note: PAYMENT_REQUEST_MESSAGES.paidAfterClose,
  });
  expect(ledger.dueRupees).toBe(0);
});

it('finds a paid link whose webhook was lost at reconciliation', async () => {
  const d = await draft();
  const answer = await sent(d);
  t.sandbox.payLink(answer.paymentRequest.linkId, 'success'); // webhooks off: lost
  expect(await paymentsOf(answer.orderNumber)).toHaveLength(0);
  await reconcile();
  expect(await paymentsOf(answer.orderNumber)).toHaveLength(1);
  await reconcile();
  expect(await paymentsOf(answer.orderNumber)).toHaveLength(1);
  expect((await orderOf(answer.orderNumber)).paymentStatus).toBe(PAYMENT_STATUS.paid);
  await t.app.get(Outbox).dispatchDue(new Date(Date.now() + 3_600_000));
  await eventually(async () => (await orderOf(answer.orderNumber)).status === ORDER_STATE.paid);
});

it('a link paid while staff cancel it: the payment is recorded once, whichever came first', async () => {
  webhooksOn();
  const d = await draft();
  const answer = await sent(d);
  const linkId = answer.paymentRequest.linkId;
  const [cancel] = await Promise.all([
    t
      .http()
      .post(`/api/admin/orders/${answer.orderNumber}/payment-requests/${linkId}/cancel`)
      .set('Authorization', t.as.staff)
      .send({}),
    Promise.resolve().then(() => t.sandbox.payLink(linkId, 'success', { force: true })),
  ]);
  expect(cancel.status).toBe(200);
  await t.sandbox.webhooksIdle();
  await reconcile();
  expect(await paymentsOf(answer.orderNumber)).toHaveLength(1);
  const ledger = (await view(answer.orderNumber)).paymentLedger!;
  expect(ledger).toMatchObject({ paidRupees: d.pricing.total, dueRupees: 0 });
});

/** Puts a Processing order at Quality check (settled moves, as the fulfilment tests place copies). */
async function toQualityCheck(orderNumber: string): Promise<Order> {
  await settledMovesAlong(t, await orderOf(orderNumber), [ORDER_STATE.inWorkshop, ORDER_STATE.qualityCheck]);
  return orderOf(orderNumber);
}

const ship = (orderNumber: string, auth = t.as.staff) =>
  t
    .http()
    .post(`/api/admin/orders/${orderNumber}/moves`)
    .set('Authorization', auth)
    .send({
      from: ORDER_STATE.qualityCheck,
      to: ORDER_STATE.shipped,
      shipment: { courier: 'Blue Dart', awb: 'BD12345678' },
    });

it('holds shipping until the balance is paid on a second link; the invoice is on the full amount', async () => {
  webhooksOn();
  const d = await draft();
  const answer = await sent(d, { ask: { kind: 'advanceAmount', rupees: 15_000 } });
  t.sandbox.payLink(answer.paymentRequest.linkId, 'success');
  await eventually(async () => (await orderOf(answer.orderNumber)).status === ORDER_STATE.paid);
  await toQualityCheck(answer.orderNumber);
  const due = d.pricing.total - 15_000;

  expect(message(await ship(answer.orderNumber).expect(409))).toBe(PAYMENT_REQUEST_MESSAGES.balanceDue(due));

  const requestBalance = () =>
    t
      .http()
      .post(`/api/admin/orders/${answer.orderNumber}/payment-requests`)
      .set('Authorization', t.as.staff)
      .send({ expiryDays: 3 });
  // Two staff asking at once: one link.
  const [a, b] = await Promise.all([requestBalance(), requestBalance()]);
  expect([a.status, b.status].sort()).toEqual([201, 409]);
  const balance = paymentRequestAnswerSchema.parse((a.status === 201 ? a : b).body);
  expect(message(a.status === 201 ? b : a)).toBe(PAYMENT_REQUEST_MESSAGES.requestOpen);
  expect(balance).toMatchObject({
    message: PAYMENT_REQUEST_MESSAGES.balanceRequested(due),
    paymentRequest: { purpose: 'balance', amountRupees: due, status: 'open' },
    ledger: { dueRupees: due, canRequestBalance: false },
  });
  expect(message(await requestBalance().expect(409))).toBe(PAYMENT_REQUEST_MESSAGES.requestOpen);

  t.sandbox.payLink(balance.paymentRequest.linkId, 'success');
  await eventually(async () => (await orderOf(answer.orderNumber)).paymentStatus === PAYMENT_STATUS.paid);
  expect(message(await requestBalance().expect(409))).toBe(PAYMENT_REQUEST_MESSAGES.nothingDue);

  await ship(answer.orderNumber).expect(200);
  await eventually(async () => Boolean((await view(answer.orderNumber)).invoice));
  const shown = await view(answer.orderNumber);
  expect(shown.paymentLedger).toMatchObject({ paidRupees: d.pricing.total, dueRupees: 0 });
  expect(shown.payment).toMatchObject({ capturedRupees: d.pricing.total });
});

it('lets the owner (only) ship with the balance due, with a reason in the audit trail', async () => {
  webhooksOn();
  const d = await draft(draftInput(''));
  const answer = await sent(d, { ask: { kind: 'advancePercent', percent: 50 } });
  expect(answer.paymentRequest.emailed).toBe(false);
  t.sandbox.payLink(answer.paymentRequest.linkId, 'success');
  await eventually(async () => (await orderOf(answer.orderNumber)).status === ORDER_STATE.paid);
  await toQualityCheck(answer.orderNumber);
  const override = (auth: string, reason = 'Customer pays the balance in cash at the counter') =>
    t
      .http()
      .post(`/api/admin/orders/${answer.orderNumber}/balance-override`)
      .set('Authorization', auth)
      .send({ reason });
  await override(t.as.staff).expect(403);
  expect(message(await override(t.as.owner, ' ').expect(400))).toBe(PAYMENT_REQUEST_MESSAGES.overrideReasonRequired);
  const done = balanceOverrideAnswerSchema.parse((await override(t.as.owner).expect(200)).body);
  expect(done.ledger.balanceOverride).toMatchObject({
    reason: 'Customer pays the balance in cash at the counter',
    by: { email: 'owner@rmj.in', role: 'owner' },
  });
  await ship(answer.orderNumber).expect(200);
  const audit = staffAuditPageSchema.parse(
    (await t.http().get('/api/admin/orders/audit').set('Authorization', t.as.owner).expect(200)).body,
  );
  expect(audit.entries.some((e) => e.action === 'order.balance.override' && e.target?.id === answer.orderNumber)).toBe(
    true,
  );
});

/** An order sent with an advance of ₹15,000 and its balance, both paid (webhooks on). */
async function paidInTwoParts(): Promise<{ orderNumber: string; total: number; advanceId: string; balanceId: string }> {
  webhooksOn();
  const d = await draft();
  const answer = await sent(d, { ask: { kind: 'advanceAmount', rupees: 15_000 } });
  t.sandbox.payLink(answer.paymentRequest.linkId, 'success');
  await eventually(async () => (await orderOf(answer.orderNumber)).status === ORDER_STATE.paid);
  const balance = paymentRequestAnswerSchema.parse(
    (
      await t
        .http()
        .post(`/api/admin/orders/${answer.orderNumber}/payment-requests`)
        .set('Authorization', t.as.staff)
        .send({})
        .expect(201)
    ).body,
  );
  t.sandbox.payLink(balance.paymentRequest.linkId, 'success');
  await eventually(async () => (await orderOf(answer.orderNumber)).paymentStatus === PAYMENT_STATUS.paid);
  const payments = (await view(answer.orderNumber)).paymentLedger!.payments;
  return {
    orderNumber: answer.orderNumber,
    total: d.pricing.total,
    advanceId: payments[0].paymentId,
    balanceId: payments[1].paymentId,
  };
}

it('a cancelled order paid in parts is refunded payment by payment, each in full', async () => {
  t.sandbox.setRefundOutcome('processed');
  const paid = await paidInTwoParts();
  await t
    .http()
    .post(`/api/admin/orders/${paid.orderNumber}/moves`)
    .set('Authorization', t.as.staff)
    .send({ from: ORDER_STATE.paid, to: ORDER_STATE.cancelled })
    .expect(200);
  await eventually(async () => (await orderOf(paid.orderNumber)).paymentStatus === PAYMENT_STATUS.refunded);
  const shown = await view(paid.orderNumber);
  expect(shown.status).toBe(ORDER_STATE.refunded);
  expect(shown.refunds.map((r) => [r.amountRupees, r.status]).sort()).toEqual(
    [
      [15_000, 'processed'],
      [paid.total - 15_000, 'processed'],
    ].sort(),
  );
  expect(shown.paymentLedger!.payments.map((p) => p.refundedRupees)).toEqual([15_000, paid.total - 15_000]);
  expect(shown.payment.refundedRupees).toBe(paid.total);
  // Each refund against the payment it returns.
  expect(t.sandbox.ledger.payment(paid.advanceId)).toMatchObject({ amount_refunded: 15_000 * 100 });
  expect(t.sandbox.ledger.payment(paid.balanceId)).toMatchObject({ amount_refunded: (paid.total - 15_000) * 100 });
});

it('a staff refund of an order paid in parts takes from the newest payment first, then the older, each with its credit note', async () => {
  t.sandbox.setRefundOutcome('processed');
  const paid = await paidInTwoParts();
  const order = await orderOf(paid.orderNumber);
  // Shipped and came back (settled moves).
  await settledMovesAlong(t, order, [
    ORDER_STATE.inWorkshop,
    ORDER_STATE.qualityCheck,
    ORDER_STATE.shipped,
    ORDER_STATE.returned,
  ]);
  // It shipped with its tax invoice: each refund record (one per payment it takes from) gets a credit note.
  await t.app.get(InvoicesService).issueFor(await orderOf(paid.orderNumber));
  const balance = paid.total - 15_000;
  const refund = (amountRupees: number, idempotencyKey: string) =>
    t
      .http()
      .post(`/api/admin/orders/${paid.orderNumber}/refunds`)
      .set('Authorization', t.as.owner)
      .send({ amountRupees, reason: 'returned', idempotencyKey });
  await refund(balance + 1000, 'refund-form-0001').expect(200);
  await refund(balance + 1000, 'refund-form-0001').expect(200); // the same form again: refunded once
  await eventually(async () => (await view(paid.orderNumber)).payment.refundedRupees === balance + 1000);
  expect(t.sandbox.ledger.payment(paid.balanceId)).toMatchObject({ amount_refunded: balance * 100 });
  expect(t.sandbox.ledger.payment(paid.advanceId)).toMatchObject({ amount_refunded: 1000 * 100 });
  expect((await orderOf(paid.orderNumber)).paymentStatus).toBe(PAYMENT_STATUS.partiallyRefunded);
  // What is left is what came in less what went back.
  expect(message(await refund(14_001, 'refund-form-0002').expect(409))).toMatch(/14,000/);
  await refund(14_000, 'refund-form-0003').expect(200);
  await eventually(async () => (await orderOf(paid.orderNumber)).paymentStatus === PAYMENT_STATUS.refunded);
  await eventually(async () => ((await view(paid.orderNumber)).creditNotes ?? []).length === 3);
  const notes = (await view(paid.orderNumber)).creditNotes!;
  expect(notes.map((n) => n.amount).sort((a, b) => a - b)).toEqual([100_000, 1_400_000, balance * 100]);
  expect(notes.reduce((sum, n) => sum + n.amount, 0)).toBe(paid.total * 100);
});

it('cancelling an order waiting for its payment cancels its open link; nothing is refunded', async () => {
  const d = await draft();
  const answer = await sent(d);
  const shown = await view(answer.orderNumber, t.as.staff);
  expect(shown.nextStates).toEqual([ORDER_STATE.cancelled]);
  await t
    .http()
    .post(`/api/admin/orders/${answer.orderNumber}/moves`)
    .set('Authorization', t.as.staff)
    .send({ from: ORDER_STATE.awaitingPayment, to: ORDER_STATE.cancelled })
    .expect(200);
  await eventually(async () => t.sandbox.paymentLinks.fetch(answer.paymentRequest.linkId).status === 'cancelled');
  // The link is cancelled at the provider first and the order's ledger is written after it; a busy machine
  // can read the order between the two.
  await eventually(async () => (await view(answer.orderNumber)).paymentLedger?.requests?.[0]?.status === 'cancelled');
  const after = await view(answer.orderNumber);
  expect(after.paymentLedger).toMatchObject({ requests: [{ status: 'cancelled' }], canRequestBalance: false });
  expect(after.refunds).toEqual([]);
});

it('claims the customer’s WhatsApp photo on a catalogue line for the order on send, and takes its stock', async () => {
  const photo = 'abcdefabcdefabcdefabcdefabcdef01';
  const input = draftInput();
  input.lines = [
    {
      kind: 'catalogue',
      productId: PRODUCTS.ring._id,
      quantity: 1,
      size: '7',
      customization: { type: 'engraving', customName: 'MEENA', fileId: photo },
    },
    ...input.lines,
  ];
  const answer = await sent(await draft(input));
  await eventually(async () => Boolean((await orderOf(answer.orderNumber)).filesClaimedAt));
  const order = await orderOf(answer.orderNumber);
  expect(order.fileIds).toEqual([photo]);
  expect(t.catalog.claims).toContainEqual([photo]);
  expect(t.catalog.claimedBy).toContain(input.customer.ordersUserId);
  await eventually(async () => (await orderOf(answer.orderNumber)).stockDue === false);
});

it('an expired link is shown expired, and staff may ask again for what is due', async () => {
  webhooksOn();
  const d = await draft();
  const answer = await sent(d, { expiryDays: 1 });
  t.sandbox.expireLink(answer.paymentRequest.linkId);
  await t.sandbox.webhooksIdle();
  await eventually(async () => (await view(answer.orderNumber)).paymentLedger!.requests[0].status === 'expired');
  const ledger = (await view(answer.orderNumber, t.as.staff)).paymentLedger!;
  expect(ledger).toMatchObject({ paidRupees: 0, dueRupees: d.pricing.total, canRequestBalance: true });
  const again = paymentRequestAnswerSchema.parse(
    (
      await t
        .http()
        .post(`/api/admin/orders/${answer.orderNumber}/payment-requests`)
        .set('Authorization', t.as.staff)
        .send({})
        .expect(201)
    ).body,
  );
  expect(again.paymentRequest).toMatchObject({ amountRupees: d.pricing.total, status: 'open' });
  expect(again.paymentRequest.linkId).not.toBe(answer.paymentRequest.linkId);
});

it('a send a crash cut short (the draft marked sent, no order yet) is finished by sending again: one order, one link', async () => {
  const d = await draft();
  const drafts: Model<DraftOrderRecord> = t.app.get(getModelToken(DraftOrderRecord.name));
  const sentAt = new Date(Date.now() - 120_000);
  const staff = { id: 'st-staff', email: 'staff@rmj.in', role: 'staff' as const };
  await drafts.updateOne(
    { _id: d.id },
    {
      $set: {
        sentAt,
        orderNumber: 'RMJ-CRASH00001',
        sending: {
          pricing: {
            lines: d.pricing.lines.map(({ kind: _k, availability: _a, stock: _s, message: _m, ...line }) => line),
            subtotal: d.pricing.subtotal,
            shipping: d.pricing.shipping,
            discount: d.pricing.discount,
            total: d.pricing.total,
          },
          purpose: 'whole',
          amountPaise: d.pricing.total * 100,
          expiresAt: new Date(Date.now() + 86_400_000),
          by: staff,
        },
      },
      $inc: { version: 1 },
    },
  );
  const [a, b] = await Promise.all([send(d), send(d)]);
  expect([a.status, b.status]).toEqual([201, 201]);
  const answer = sendDraftResponseSchema.parse(a.body);
  expect(answer.orderNumber).toBe('RMJ-CRASH00001');
  expect(sendDraftResponseSchema.parse(b.body).paymentRequest.linkId).toBe(answer.paymentRequest.linkId);
  expect(await t.orders.countDocuments({ draftId: d.id })).toBe(1);
  // Finished: sending again is refused.
  expect(message(await send(d).expect(409))).toBe(draftOrderMessages.alreadySent('RMJ-CRASH00001'));
});
