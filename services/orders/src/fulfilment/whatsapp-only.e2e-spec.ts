// A customer known by phone alone (an order staff took on WhatsApp: no e-mail address, `+91<phone>`
// as the account's e-mail), on the real app and FerretDB: sending the engraving proof writes no
// mail and answers the WhatsApp message for staff to send; a cancellation's refund goes through,
// writes no mail, and every outbox event of the order completes (none left to retry).
import { getModelToken } from '@nestjs/mongoose';
import { adminOrderSchema, orderProofSchema, proofViewSchema } from '@rmj/contracts';
import type { Model } from 'mongoose';
import { OutboxMail } from '../notices/outbox-mail.schema';
import type { Order } from '../orders/order.schema';
import { OutboxEvent } from '../outbox/outbox-event.schema';
import { eventually } from '../testing/test-app';
import { createFulfilmentApp, orderIn, paidOrder, type FulfilmentTestApp } from './fulfilment-testing';

let t: FulfilmentTestApp;
let base: Order;
const PHONE = '9876501234';
/** What a draft sent for a customer without an e-mail address stores. */
const whatsAppOnly = (order: Order): Partial<Order> => ({
  userEmail: `+91${PHONE}`,
  customerDetails: { ...order.customerDetails, email: '', phone: PHONE },
});

beforeAll(async () => {
  t = await createFulfilmentApp('fulfilment_whatsapp_only');
  t.sandbox.setWebhookUrl(`${t.url}/api/payments/webhook`);
  base = await paidOrder(t);
});
afterAll(() => t.closeAll());

const mailsAbout = (order: Order) => t.mail.messages().filter((m) => m.subject.includes(order.orderNumber));
const eventsOf = (order: Order) =>
  t.app
    .get<Model<OutboxEvent>>(getModelToken(OutboxEvent.name))
    .find({ key: { $regex: `^${order._id}` } })
    .lean<OutboxEvent[]>()
    .exec();

describe('a WhatsApp-only customer', () => {
  it("gets the proof on WhatsApp: no e-mail, and the message's link opens the proof", async () => {
    const order = await orderIn(t, base, 'Processing', {
      ...whatsAppOnly(base),
      lines: [
        {
          ...base.lines[0],
          customization: { type: 'engraving', customName: 'ANU', selectedFont: 'script', fontSize: 40 },
        },
      ],
    });
    const res = await t
      .http()
      .post(`/api/admin/orders/${order.orderNumber}/proof`)
      .set('Authorization', t.as.staff)
      .expect(200);
    const proof = orderProofSchema.parse(res.body.proof);
    expect(proof.state).toBe('sent');
    const whatsApp = proof.whatsApp!;
    expect(whatsApp.url.startsWith(`https://wa.me/91${PHONE}?text=`)).toBe(true);
    expect(decodeURIComponent(whatsApp.url.split('?text=')[1])).toBe(whatsApp.text);
    expect(whatsApp.text).toContain(order.orderNumber);
    const link = /https?:\/\/\S+\/order-proof\/(\S+)/.exec(whatsApp.text)!;
    const view = await t
      .http()
      .get(`/api/proofs/${decodeURIComponent(link[1])}`)
      .expect(200);
    expect(proofViewSchema.parse(view.body)).toMatchObject({ orderNumber: order.orderNumber, state: 'sent' });
    expect(mailsAbout(order)).toEqual([]);
    // A later read of the page does not carry the message (its link's secret is not kept).
    const later = await t.http().get(`/api/admin/orders/${order.orderNumber}`).set('Authorization', t.as.staff);
    // The whole page parses, its customer without an e-mail address.
    const page = adminOrderSchema.parse(later.body);
    expect(page.customer.email).toBe('');
    expect(page.proof).toMatchObject({ state: 'sent', rounds: 1 });
    expect(later.body.proof.whatsApp).toBeUndefined();
  });

  it('is refunded on cancellation without any mail, and every outbox event of the order completes', async () => {
    const order = await paidOrder(t);
    await t.orders.updateOne({ _id: order._id }, { $set: whatsAppOnly(order) }).exec();
    const before = t.mail.messages().length;
    await t
      .http()
      .post(`/api/admin/orders/${order.orderNumber}/moves`)
      .set('Authorization', t.as.staff)
      .send({ from: 'Processing', to: 'Cancelled', note: 'customer asked on WhatsApp' })
      .expect(200);
    await eventually(async () => (await t.orders.findById(order._id).lean<Order>().exec())?.status === 'Refunded');
    // Every follow-up of the order completes (a mail that could not go would leave its handler failing).
    await eventually(async () => (await eventsOf(order)).every((e) => e.deliveredAt));
    const events = await eventsOf(order);
    expect(events.map((e) => `${e.event}>${e.handler}`)).toEqual(
      expect.arrayContaining(['OrderCancelled>refund', 'OrderCancelled>stock-return', 'OrderMoved>customer-mail']),
    );
    // Nothing for the customer: no cancellation or refund e-mail to anyone, nothing waiting in the mail
    // outbox. The shop's own notices are not the customer's (the paid order's may arrive late on a busy machine).
    const customerMails = t.mail
      .messages()
      .slice(0, t.mail.messages().length - before)
      .filter(
        (m) => m.subject.includes(order.orderNumber) && !/cancelled by|refund failed|^New order/i.test(m.subject),
      );
    expect(customerMails).toEqual([]);
    const waiting = await t.app
      .get<Model<OutboxMail>>(getModelToken(OutboxMail.name))
      .find({ sentAt: { $exists: false } })
      .lean<OutboxMail[]>()
      .exec();
    expect(waiting).toEqual([]);
    expect(t.mail.messages().every((m) => m.to.every((to) => to.includes('@')))).toBe(true);
  });
});
