// The shop's notices and the customer's refund e-mail on the real app, FerretDB, the payment
// sandbox and the mail catcher: each notice goes to every configured recipient exactly once, also
// when its trigger is repeated or runs twice at once; the daily summary counts the open states
// oldest first and is sent once across two replicas' passes; a failed send is retried by the pass.
import type { CaughtMail } from '@rmj/mail-catcher';
import { ORDER_STATE, type OrderState, type StaffActor } from '@rmj/contracts';
import { SHOP_SETTINGS_FIXTURE } from '@rmj/catalog/testing';
import { SmtpMailer } from '@rmj/nest-common';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import {
  createFulfilmentApp,
  orderIn,
  paidOrder,
  PATH_TO,
  type FulfilmentTestApp,
} from '../fulfilment/fulfilment-testing';
import type { Order } from '../orders/order.schema';
import { ProofsService } from '../proofs/proofs.service';
import { RefundsService } from '../refunds/refunds.service';
import { customer, eventually } from '../testing/test-app';
import { DailySummary } from './daily-summary.service';
import { OutboxMail } from './outbox-mail.schema';
import { ShopNotices } from './shop-notices.service';

const SHOP = ['owner@rmj.in', 'meera@rmj.in'];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: FulfilmentTestApp;
let summary: DailySummary;

beforeAll(async () => {
  // The owner, and the staff member the owner ticked in the settings (the catalog's, a stand-in here).
  t = await createFulfilmentApp('notices', { OWNER_EMAIL: SHOP[0] });
  t.catalog.settings = { settings: { ...SHOP_SETTINGS_FIXTURE, noticeRecipients: [SHOP[1]] }, version: 2 };
  summary = t.app.get(DailySummary);
});
afterAll(() => t.closeAll());
beforeEach(() => t.sandbox.setRefundOutcome('processed'));
afterEach(() => jest.restoreAllMocks());

/** Caught mails whose subject contains `words`. */
const mailsAbout = (words: string): CaughtMail[] => t.mail.messages().filter((m) => m.subject.includes(words));
/** Lets mails still on their way arrive, so a test that counts them counts them all. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

async function oneMail(words: string): Promise<CaughtMail> {
  await eventually(async () => mailsAbout(words).length > 0);
  await settle();
  const mails = mailsAbout(words);
  expect(mails).toHaveLength(1);
  return mails[0];
}

describe('a new paid order', () => {
  it('is told to the owner and the chosen staff once, with the customer, amount and back-office link', async () => {
    const order = await paidOrder(t);
    const mail = await oneMail(`New order ${order.orderNumber}`);
    expect(mail.to).toEqual(SHOP);
    expect(mail.subject).toBe(`New order ${order.orderNumber}: ₹2,600 from ${customer.name}`);
    expect(mail.text).toContain('1 x Silver Promise Ring - ₹2,500');
    expect(mail.text).toContain(`Customer: ${customer.name}`);
    expect(mail.text).toContain('Amount: ₹2,600');
    expect(mail.text).toContain(`Open it in the back office: http://localhost:8080/admin/orders/${order.orderNumber}`);
    expect(mail.html).toContain(`href="http://localhost:8080/admin/orders/${order.orderNumber}"`);

    // The notice again, twice at once (OrderPaid delivered again on two replicas): nothing more is sent.
    const notices = t.app.get(ShopNotices);
    await Promise.all([notices.newOrder(order), notices.newOrder(order)]);
    await settle();
    expect(mailsAbout(`New order ${order.orderNumber}`)).toHaveLength(1);
  });

  it('is sent by the notices pass when the mail server was down at the first try', async () => {
    const mailer = t.app.get(SmtpMailer);
    const send = mailer.send.bind(mailer);
    jest.spyOn(mailer, 'send').mockImplementation(async (to, content) => {
      if (content.subject.startsWith('New order')) throw new Error('mail server down');
      return send(to, content);
    });
    const order = await paidOrder(t);
    const outbox = t.app.get<Model<OutboxMail>>(getModelToken(OutboxMail.name));
    await eventually(
      async () => (await outbox.findById(`new-order:${order._id}`).lean<OutboxMail>().exec())?.attempts === 1,
    );
    expect(mailsAbout(`New order ${order.orderNumber}`)).toEqual([]);
    jest.restoreAllMocks();

    // Within the first try's grace nothing is retried; after it, once: two replicas' timers meet the
    // same job slot, and a later pass finds it sent.
    await summary.run(new Date(Date.now() + 1000));
    expect(mailsAbout(`New order ${order.orderNumber}`)).toEqual([]);
    const later = new Date(Date.now() + 2 * 60_000);
    await Promise.all([summary.tick(later), summary.tick(later)]);
    await summary.run(new Date(later.getTime() + 60_000));
    expect((await outbox.findById(`new-order:${order._id}`).lean<OutboxMail>().exec())?.sentAt).toBeInstanceOf(Date);
    expect((await oneMail(`New order ${order.orderNumber}`)).to).toEqual(SHOP);
  });
});

describe("a shopper's cancellation", () => {
  // The refund's outcome comes by webhook.
  beforeEach(() => t.sandbox.setWebhookUrl(`${t.url}/api/payments/webhook`));
  afterEach(() => t.sandbox.setWebhookUrl(null));
  it('is told once though the shopper pressed Cancel twice; the customer is told the refund and when', async () => {
    const order = await paidOrder(t);
    const cancel = () => t.http().post(`/api/orders/${order.orderNumber}/cancel`).set('Authorization', t.bearer());
    const answers = await Promise.all([cancel(), cancel()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const notice = await oneMail(`Order ${order.orderNumber} cancelled by the shopper`);
    expect(notice.to).toEqual(SHOP);
    expect(notice.text).toContain(`${customer.name} cancelled order ${order.orderNumber} from their account.`);
    expect(notice.text).toContain('the full amount of ₹2,600 is refunded automatically');
    expect(notice.text).toContain(`/admin/orders/${order.orderNumber}`);

    const refund = await oneMail(`Your refund of ₹2,600 for RMJ Jewellers order ${order.orderNumber}`);
    expect(refund.to).toEqual([customer.email]);
    expect(refund.text).toContain(
      'We have refunded the full amount of ₹2,600 for your order to the payment method you paid with.',
    );
    expect(refund.text).toContain('It usually reaches your account within 5-7 working days, depending on your bank.');
    // No second refund mail from the move to Refunded.
    expect(
      mailsAbout(order.orderNumber).filter((m) => /refund/i.test(m.subject) && m.to.includes(customer.email)),
    ).toHaveLength(1);
  });
});

describe('a proof answer', () => {
  const staff: StaffActor = { id: 'st-staff', email: 'staff@rmj.in', role: 'staff' };
  let seq = 0;

  /** A paid order with an engraved ring (no proof picture). */
  async function engravedOrder(): Promise<Order> {
    seq += 1;
    const n = `NOTICE${String(seq).padStart(4, '0')}`;
    const doc = await t.orders.create({
      _id: `order_notice${n}`,
      orderNumber: `RMJ-${n}`,
      paymentId: `pay_notice${n}`,
      userId: 'user-1',
      userEmail: customer.email,
      recordedBy: 'verify',
      customerDetails: { ...customer, country: 'India' as const },
      lines: [
        {
          productId: 'a00000000000000000000001',
          name: 'Silver Promise Ring',
          price: 2500,
          quantity: 1,
          total: 2500,
          image: '/img/ring.jpg',
          customization: { type: 'engraving', customName: 'ANU', selectedFont: 'script' },
        },
      ],
      subtotal: 2500,
      shipping: 100,
      discount: 0,
      total: 2600,
      paymentStatus: 'Paid',
      status: 'Processing',
      paidAt: new Date(),
    });
    return doc.toObject() as Order;
  }

  async function proofToken(order: Order): Promise<string> {
    await t.app.get(ProofsService).send(order, staff);
    await eventually(async () => mailsAbout(order.orderNumber).some((m) => /order-proof\//.test(m.text)));
    const mail = mailsAbout(order.orderNumber).find((m) => /order-proof\//.test(m.text))!;
    return /\/order-proof\/([\w-]+)/.exec(mail.text)![1];
  }

  const answer = (token: string, body: object) => t.http().post(`/api/proofs/${token}`).send(body);

  it('approved: told once, though the link was pressed twice at once', async () => {
    const order = await engravedOrder();
    const token = await proofToken(order);
    const answers = await Promise.all([answer(token, { answer: 'approve' }), answer(token, { answer: 'approve' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410]);
    const mail = await oneMail(`Proof approved for order ${order.orderNumber}`);
    expect(mail.to).toEqual(SHOP);
    expect(mail.text).toContain(`${customer.name} approved the engraving proof.`);
    expect(mail.text).toContain('Amount: ₹2,600');
  });

  it("changes asked: told once with the shopper's new words and note", async () => {
    const order = await engravedOrder();
    const token = await proofToken(order);
    const body = {
      answer: 'change',
      lines: [{ line: 0, customName: 'ANU RAVI' }],
      note: 'Please use <b>capitals</b>',
    };
    await answer(token, body).expect(200);
    await answer(token, body).expect(410);
    const mail = await oneMail(`Changes asked on the proof for order ${order.orderNumber}`);
    expect(mail.to).toEqual(SHOP);
    expect(mail.text).toContain('Silver Promise Ring: "ANU" (Script) → "ANU RAVI" (Script)');
    expect(mail.text).toContain('Their words: "Please use <b>capitals</b>"');
    expect(mail.html).toContain('Their words: &quot;Please use &lt;b&gt;capitals&lt;/b&gt;&quot;');
  });
});

describe('refunds', () => {
  // Refund outcomes may come by webhook.
  beforeEach(() => t.sandbox.setWebhookUrl(`${t.url}/api/payments/webhook`));
  afterEach(() => t.sandbox.setWebhookUrl(null));
  /** A real paid order moved to `state` by its recorded moves (as the refunds suite does). */
  async function realOrderIn(state: OrderState): Promise<Order> {
    const order = await paidOrder(t);
    let from: OrderState = ORDER_STATE.paid;
    for (const [i, to] of PATH_TO[state].entries()) {
      await t.moveRecords.create({
        _id: `${order._id}:${i + 1}`,
        orderId: order._id,
        seq: i + 1,
        from,
        to,
        at: new Date(),
        by: { kind: 'staff', name: 'owner@rmj.in', role: 'owner' },
        settledAt: new Date(),
        mailedAt: new Date(),
      });
      from = to;
    }
    await t.orders.updateOne({ _id: order._id }, { $set: { status: state } });
    return { ...order, status: state };
  }

  it("a failed refund is told once with the amount and the provider's words, however often it is settled", async () => {
    const order = await realOrderIn(ORDER_STATE.cancelled);
    t.sandbox.setRefundOutcome('failed');
    const refunds = t.app.get(RefundsService);
    await Promise.all([
      refunds.refundInFull(order, { reason: 'cancelled', by: 'customer' }),
      refunds.refundInFull(order, { reason: 'cancelled', by: 'customer' }),
    ]);
    await refunds.refundInFull(order, { reason: 'cancelled', by: 'customer' });
    const mail = await oneMail(`Refund failed for order ${order.orderNumber}`);
    expect(mail.to).toEqual(SHOP);
    expect(mail.text).toContain(`A refund of ₹2,600 for order ${order.orderNumber} did not go through.`);
    expect(mail.text).toContain('The payment provider said: The payment provider could not complete this refund.');
    expect(mailsAbout(`Your refund of`).filter((m) => m.subject.includes(order.orderNumber))).toEqual([]);
  });

  it('each part of a partial refund gets its own customer e-mail with its amount and the total so far', async () => {
    const order = await realOrderIn(ORDER_STATE.returned);
    const refunds = t.app.get(RefundsService);
    const form = { reason: 'returned' as const, note: 'Came back unworn.', idempotencyKey: randomUUID() };
    await refunds.refund(order, { ...form, amountRupees: 1000 }, 'owner@rmj.in');
    await refunds.refund(order, { ...form, amountRupees: 1000 }, 'owner@rmj.in'); // the same form again
    const first = await oneMail(`Your refund of ₹1,000 for RMJ Jewellers order ${order.orderNumber}`);
    expect(first.to).toEqual([customer.email]);
    expect(first.text).toContain(
      'We have refunded ₹1,000 of the ₹2,600 you paid for your order to the payment method you paid with.',
    );
    expect(first.text).toContain('within 5-7 working days');
    expect(first.text).not.toContain('In all');

    await refunds.refund(order, { ...form, idempotencyKey: randomUUID(), amountRupees: 1600 }, 'owner@rmj.in');
    const second = await oneMail(`Your refund of ₹1,600 for RMJ Jewellers order ${order.orderNumber}`);
    expect(second.text).toContain('We have refunded ₹1,600 of the ₹2,600 you paid');
    expect(second.text).toContain('In all, ₹2,600 of your ₹2,600 has now been refunded.');
  });
});

describe('the daily summary', () => {
  // 09:05 in India on 2 Dec 2025 (03:35 UTC). A day in the past: the service's own timer runs on the real
  // clock and claims the real day's summary, so a test's day must never be today.
  const at = new Date('2025-12-02T03:35:00Z');
  let base: Order;

  beforeAll(async () => {
    base = await paidOrder(t);
  });

  const agedIn = (state: OrderState, days: number) =>
    orderIn(t, base, state, { paidAt: new Date(at.getTime() - days * DAY - HOUR) });

  it('is not sent before the configured time, then once across two replicas, oldest first per open state', async () => {
    await t.orders.deleteMany({});
    const processing = [await agedIn('Processing', 1), await agedIn('Processing', 4), await agedIn('Processing', 0)];
    const workshop = await agedIn('In workshop', 6);
    const cancelled = await agedIn('Cancelled', 2);
    await agedIn('Delivered', 9);
    await agedIn('Refunded', 9);

    expect(await summary.sendSummary(new Date('2025-12-02T03:29:00Z'))).toBe('not-yet'); // 08:59 IST
    const outcomes = await Promise.all([summary.run(at), summary.run(at)]);
    expect(outcomes.map((o) => o.summary).sort()).toEqual(['already-sent', 'sent']);
    expect(await summary.sendSummary(new Date(at.getTime() + 5 * HOUR))).toBe('already-sent');

    const mail = await oneMail('Orders waiting: 5 on Tue, 2 Dec 2025');
    expect(mail.to).toEqual(SHOP);
    const lines = mail.text.split('\n');
    const from = lines.indexOf('Orders waiting on Tue, 2 Dec 2025: 5.');
    expect(lines.slice(from, from + 14)).toEqual([
      'Orders waiting on Tue, 2 Dec 2025: 5.',
      '',
      'Processing (to go to the workshop): 3',
      `  ${processing[1].orderNumber}, paid 4 days ago`,
      `  ${processing[0].orderNumber}, paid 1 day ago`,
      `  ${processing[2].orderNumber}, paid today`,
      '',
      'In workshop (being made): 1',
      `  ${workshop.orderNumber}, paid 6 days ago`,
      '',
      'Cancelled (for their refund): 1',
      `  ${cancelled.orderNumber}, paid 2 days ago`,
      '',
      'The orders board: http://localhost:8080/admin/orders',
    ]);
  });

  it('sends nothing on a day with nothing waiting, and counts only once that day', async () => {
    await t.orders.deleteMany({});
    await agedIn('Delivered', 3);
    const nextDay = new Date(at.getTime() + DAY);
    expect(await summary.sendSummary(nextDay)).toBe('nothing-waiting');
    expect(await summary.sendSummary(new Date(nextDay.getTime() + HOUR))).toBe('already-sent');
    await settle();
    expect(mailsAbout('on Wed, 3 Dec 2025')).toEqual([]);
  });
});

describe('the pieces low on stock', () => {
  // 09:05 in India on 4 Dec 2025 (in the past, as the summary's day above).
  const at = new Date('2025-12-04T03:35:00Z');
  const low = [
    { productId: 'p1', name: 'Silver Toe Rings', stock: 0, threshold: 2 },
    { productId: 'p2', name: 'Gold Heart Pendant', stock: 1, threshold: 2 },
  ];

  it('are mailed to the owner once a day across two replicas, from the summary time', async () => {
    t.catalog.lowStock = low;
    expect(await summary.sendLowStock(new Date('2025-12-04T03:29:00Z'))).toBe('not-yet');
    const outcomes = await Promise.all([summary.sendLowStock(at), summary.sendLowStock(at)]);
    expect(outcomes.sort()).toEqual(['already-sent', 'sent']);
    expect(await summary.sendLowStock(new Date(at.getTime() + 5 * HOUR))).toBe('already-sent');
    const mail = await oneMail('Low on stock: 2 pieces on Thu, 4 Dec 2025');
    expect(mail.to).toEqual(SHOP);
    expect(mail.text).toContain('  Silver Toe Rings: none left\n  Gold Heart Pendant: 1 left');
    expect(mail.text).toContain('The stock report: http://localhost:8080/admin/reports');
  });

  it('sends nothing while none is low, and mails a piece that runs low later that day', async () => {
    const nextDay = new Date(at.getTime() + DAY);
    t.catalog.lowStock = [];
    expect(await summary.sendLowStock(nextDay)).toBe('nothing-low');
    t.catalog.down = true;
    expect(await summary.sendLowStock(new Date(nextDay.getTime() + HOUR))).toBe('catalog-unavailable');
    t.catalog.down = false;
    t.catalog.lowStock = [low[1]];
    expect(await summary.sendLowStock(new Date(nextDay.getTime() + 2 * HOUR))).toBe('sent');
    expect((await oneMail('Low on stock: 1 piece on Fri, 5 Dec 2025')).text).toContain('Gold Heart Pendant: 1 left');
  });
});
