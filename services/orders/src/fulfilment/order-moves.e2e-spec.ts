// Moving orders through their lifecycle on the real app and FerretDB: every allowed move, a refused
// one from every state, a stale screen, two staff pressing one button, who may press what, shipping
// with and without an AWB, the customer's e-mails and the orders area's audit trail.
import {
  adminOrderSchema,
  apiErrorResponseSchema,
  isStaffMove,
  moveRefusedMessage,
  ORDER_MOVES,
  ORDER_STATE,
  ORDER_STATES,
  orderAlreadyMovedMessage,
  ROLE_REFUSED_MESSAGE,
  SHOP_SETTINGS_CACHE_MS,
  shipmentCorrectionMessages,
  staffAuditPageSchema,
  trackOrderResponseSchema,
  type OrderState,
} from '@rmj/contracts';
import { SHOP_SETTINGS_FIXTURE } from '@rmj/catalog/testing';
import { SmtpMailer, STAFF_ONLY_MESSAGE, updateVersioned } from '@rmj/nest-common';
import { InvoicesService } from '../invoices/invoices.service';
import type { Order } from '../orders/order.schema';
import { ShopSettingsClient } from '../settings/shop-settings.client';
import { eventually } from '../testing/test-app';
import { createFulfilmentApp, orderIn, paidOrder, PATH_TO, type FulfilmentTestApp } from './fulfilment-testing';
import { MovesLeftOver } from './moves-left-over.service';
import { OrderMovesService } from './order-moves.service';

let t: FulfilmentTestApp;
let base: Order;

beforeAll(async () => {
  t = await createFulfilmentApp('fulfilment_moves');
  base = await paidOrder(t);
  const invoices = t.app.get(InvoicesService);
  jest
    .spyOn(invoices, 'issueFor')
    .mockResolvedValue({ invoiceNumber: 'RMJ/25-26/000001', issuedAt: new Date().toISOString() });
  jest
    .spyOn(invoices, 'pdfFor')
    .mockResolvedValue({ fileName: 'RMJ-25-26-000001.pdf', pdf: Buffer.from('%PDF-1.7 test invoice') });
});
afterAll(() => t.closeAll());

const movePath = (order: Order) => `/api/admin/orders/${order.orderNumber}/moves`;
const AWB = { courier: 'Delhivery', awb: 'dl-12345678' };

const staffMoves = ORDER_STATES.flatMap((from) =>
  ORDER_MOVES[from].filter((to) => isStaffMove(from, to)).map((to) => [from, to] as [OrderState, OrderState]),
);
const systemMoves = ORDER_STATES.flatMap((from) =>
  ORDER_MOVES[from].filter((to) => !isStaffMove(from, to)).map((to) => [from, to] as [OrderState, OrderState]),
);

describe('allowed moves', () => {
  it('knows every move of the machine (12 staff buttons, 3 system moves)', () => {
    expect(staffMoves).toHaveLength(12);
    expect(systemMoves).toEqual([
      // The first payment on a payment link.
      ['Awaiting payment', 'Processing'],
      ['Cancelled', 'Refunded'],
      ['Returned', 'Refunded'],
    ]);
  });

  it.each(staffMoves)('staff move an order from %s to %s, recorded with who and when', async (from, to) => {
    // Cash on delivery's own moves are made on an unpaid cash-on-delivery order.
    const cod = from === ORDER_STATE.awaitingConfirmation || to === ORDER_STATE.returnedToOrigin;
    // A payment link's order waiting for its first payment: unpaid.
    const link = from === ORDER_STATE.awaitingPayment;
    const order = await orderIn(
      t,
      base,
      from,
      cod
        ? { paymentMethod: 'cod', paymentStatus: 'Unpaid' }
        : link
          ? { paymentMethod: 'payment_link', paymentStatus: 'Unpaid', paidPaise: 0 }
          : {},
    );
    const res = await t
      .http()
      .post(movePath(order))
      .set('Authorization', t.as.staff)
      .send({ from, to, note: 'checked', ...(to === 'Shipped' ? { shipment: AWB } : {}) })
      .expect(200);
    const view = adminOrderSchema.parse(res.body);
    expect(view.status).toBe(to);
    const last = view.history[view.history.length - 1];
    expect(last).toEqual({
      seq: view.history.length,
      from,
      to,
      at: expect.any(String),
      by: { kind: 'staff', name: 'staff@rmj.in', role: 'staff' },
      note: 'checked',
    });
    expect(Math.abs(Date.parse(last.at) - Date.now())).toBeLessThan(60_000);
    expect((await t.orders.findById(order._id).lean<Order>())?.status).toBe(to);
  });

  it.each(systemMoves)('the system moves an order from %s to %s; no staff button does', async (from, to) => {
    const order = await orderIn(t, base, from);
    const refused = await t
      .http()
      .post(movePath(order))
      .set('Authorization', t.as.owner)
      .send({ from, to })
      .expect(409);
    expect(refused.body.message).toBe(moveRefusedMessage(from, to));
    const move = await t.app
      .get(OrderMovesService)
      .move({ orderId: order._id, from, to, by: { kind: 'system', name: 'system' } });
    expect(move).toMatchObject({ from, to, by: { kind: 'system', name: 'system' } });
    expect((await t.orders.findById(order._id).lean<Order>())?.status).toBe(to);
  });
});

describe('refused moves', () => {
  /** For each state, one state the machine never goes to next. */
  const refusedFrom = ORDER_STATES.map((from) => {
    const to = ORDER_STATES.find((s) => s !== from && !ORDER_MOVES[from].includes(s))!;
    return [from, to] as [OrderState, OrderState];
  });

  it.each(refusedFrom)('refuses %s → %s with 409 and leaves the order as it was', async (from, to) => {
    const order = await orderIn(t, base, from);
    const before = (await t.moveRecords.countDocuments({ orderId: order._id })) as number;
    const res = await t
      .http()
      .post(movePath(order))
      .set('Authorization', t.as.owner)
      .send({ from, to, ...(to === 'Shipped' ? { shipment: AWB } : {}) })
      .expect(409);
    expect(apiErrorResponseSchema.parse(res.body).message).toBe(moveRefusedMessage(from, to));
    expect(await t.moveRecords.countDocuments({ orderId: order._id })).toBe(before);
    expect((await t.orders.findById(order._id).lean<Order>())?.status).toBe(from);
  });

  it('refuses a move from a state the order has left (a stale screen) with who-moved-it wording', async () => {
    const order = await orderIn(t, base, 'Quality check');
    const res = await t
      .http()
      .post(movePath(order))
      .set('Authorization', t.as.staff)
      .send({ from: 'Processing', to: 'In workshop' })
      .expect(409);
    expect(res.body.message).toBe(orderAlreadyMovedMessage('Quality check'));
  });

  it('moves once when five staff press the same button at the same time', async () => {
    const order = await orderIn(t, base, 'In workshop');
    const presses = await Promise.all(
      Array.from({ length: 5 }, () =>
        t
          .http()
          .post(movePath(order))
          .set('Authorization', t.as.staff)
          .send({ from: 'In workshop', to: 'Quality check' }),
      ),
    );
    expect(presses.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const refused of presses.filter((r) => r.status === 409))
      expect(refused.body.message).toBe(orderAlreadyMovedMessage('Quality check'));
    const history = await t.app.get(OrderMovesService).history(order._id);
    expect(history.filter((m) => m.to === 'Quality check')).toHaveLength(1);
    expect(history).toHaveLength(2);
  });

  it('answers 404 for an unknown order number', async () => {
    const res = await t
      .http()
      .post('/api/admin/orders/RMJ-0000000000/moves')
      .set('Authorization', t.as.owner)
      .send({ from: 'Processing', to: 'In workshop' })
      .expect(404);
    expect(res.body.message).toBe('Order not found. Please check the order number.');
  });
});

describe('who may press', () => {
  it('lets support read an order but not move it (403), and a shopper neither', async () => {
    const order = await orderIn(t, base, 'Processing');
    const view = await t
      .http()
      .get(`/api/admin/orders/${order.orderNumber}`)
      .set('Authorization', t.as.support)
      .expect(200);
    expect(adminOrderSchema.parse(view.body).nextStates).toEqual([]);
    const res = await t
      .http()
      .post(movePath(order))
      .set('Authorization', t.as.support)
      .send({ from: 'Processing', to: 'In workshop' })
      .expect(403);
    expect(res.body.message).toBe(ROLE_REFUSED_MESSAGE);
    const shopper = await t
      .http()
      .get(`/api/admin/orders/${order.orderNumber}`)
      .set('Authorization', t.bearer())
      .expect(403);
    expect(shopper.body.message).toBe(STAFF_ONLY_MESSAGE);
    expect(await t.app.get(OrderMovesService).history(order._id)).toEqual([]);
  });

  it("offers the signed-in role the staff moves of the order's state only", async () => {
    const nextFor = async (state: OrderState) => {
      const order = await orderIn(t, base, state);
      const res = await t.http().get(`/api/admin/orders/${order.orderNumber}`).set('Authorization', t.as.staff);
      return adminOrderSchema.parse(res.body).nextStates;
    };
    expect(await nextFor('Processing')).toEqual(['In workshop', 'Cancelled']);
    expect(await nextFor('Quality check')).toEqual(['Shipped', 'In workshop']);
    expect(await nextFor('Cancelled')).toEqual([]);
    expect(await nextFor('Refunded')).toEqual([]);
  });
});

describe('shipping', () => {
  it('needs the courier and the AWB (400 with each field’s message), and records nothing without them', async () => {
    const order = await orderIn(t, base, 'Quality check');
    const res = await t
      .http()
      .post(movePath(order))
      .set('Authorization', t.as.staff)
      .send({ from: 'Quality check', to: 'Shipped' })
      .expect(400);
    expect(apiErrorResponseSchema.parse(res.body).issues).toEqual([
      { field: 'shipment.courier', message: 'Choose the courier.' },
      { field: 'shipment.awb', message: 'Enter the air-waybill (AWB) number.' },
    ]);
    const other = await t
      .http()
      .post(movePath(order))
      .set('Authorization', t.as.staff)
      .send({ from: 'Quality check', to: 'Shipped', shipment: { courier: 'Other', awb: 'XY123456' } })
      .expect(400);
    expect(other.body.message).toBe('Enter the tracking link, starting with https://');
    expect(await t.app.get(OrderMovesService).history(order._id)).toHaveLength(2);
  });

  it('records courier, AWB and tracking link, issues the invoice and mails it with the AWB link', async () => {
    const order = await orderIn(t, base, 'Quality check');
    const sent = jest.spyOn(t.app.get(SmtpMailer), 'send');
    const res = await t
      .http()
      .post(movePath(order))
      .set('Authorization', t.as.staff)
      .send({ from: 'Quality check', to: 'Shipped', shipment: AWB })
      .expect(200);
    expect(adminOrderSchema.parse(res.body).shipment).toEqual({
      courier: 'Delhivery',
      awb: 'DL-12345678',
      trackingUrl: 'https://www.delhivery.com/track/package/DL-12345678',
      shippedAt: expect.any(String),
    });
    await eventually(async () => sent.mock.calls.some(([, mail]) => mail.subject.includes(order.orderNumber)));
    expect(t.app.get(InvoicesService).issueFor).toHaveBeenCalledWith(expect.objectContaining({ _id: order._id }));
    const call = sent.mock.calls.find(([, mail]) => mail.subject.includes(order.orderNumber));
    expect(call?.[1].attachments).toEqual([
      { fileName: 'RMJ-25-26-000001.pdf', content: expect.any(Buffer), contentType: 'application/pdf' },
    ]);
    await eventually(async () => t.mail.messages().some((m) => m.subject.includes(`${order.orderNumber} has shipped`)));
    const mail = t.mail.messages().find((m) => m.subject.includes(`${order.orderNumber} has shipped`))!;
    expect(mail.to).toEqual(['asha@example.in']);
    expect(mail.text).toContain('AWB number: DL-12345678');
    expect(mail.text).toContain('https://www.delhivery.com/track/package/DL-12345678');
    expect(mail.text).toContain('Your tax invoice is attached to this e-mail.');
    sent.mockRestore();
  });
});

describe('correcting a shipment', () => {
  const shipped = (changes: Partial<Order> = {}) =>
    orderIn(t, base, 'Shipped', {
      shipment: {
        courier: 'Delhivery',
        awb: 'DL-12345678',
        trackingUrl: 'https://www.delhivery.com/track/package/DL-12345678',
        shippedAt: '2025-11-20T10:00:00.000Z',
      },
      ...changes,
    });
  const shipmentPath = (order: Order) => `/api/admin/orders/${order.orderNumber}/shipment`;

  it('corrects courier and AWB: history (who, when, before, after), audit trail, and the shopper’s tracking', async () => {
    const order = await shipped();
    const res = await t
      .http()
      .put(shipmentPath(order))
      .set('Authorization', t.as.staff)
      .send({ courier: 'Shiprocket', awb: ' sr-998877 ' })
      .expect(200);
    const view = adminOrderSchema.parse(res.body);
    const after = {
      courier: 'Shiprocket',
      awb: 'SR-998877',
      trackingUrl: 'https://shiprocket.co/tracking/SR-998877',
      shippedAt: '2025-11-20T10:00:00.000Z',
    };
    expect(view.shipment).toEqual(after);
    expect(view.shipmentCorrections).toEqual([
      {
        at: expect.any(String),
        by: { kind: 'staff', name: 'staff@rmj.in', role: 'staff' },
        before: {
          courier: 'Delhivery',
          awb: 'DL-12345678',
          trackingUrl: 'https://www.delhivery.com/track/package/DL-12345678',
          shippedAt: '2025-11-20T10:00:00.000Z',
        },
        after,
      },
    ]);
    expect(view.status).toBe('Shipped');

    const tracking = await t.http().get(`/api/track-order/${order.orderNumber}`).set('Authorization', t.bearer());
    expect(trackOrderResponseSchema.parse(tracking.body).shipment).toEqual(after);

    const audit = staffAuditPageSchema.parse(
      (await t.http().get('/api/admin/orders/audit?action=order.shipment').set('Authorization', t.as.owner)).body,
    );
    expect(audit.entries.find((e) => e.target?.id === order.orderNumber)).toMatchObject({
      action: 'order.shipment.corrected',
      actor: { email: 'staff@rmj.in', role: 'staff' },
      before: { courier: 'Delhivery', awb: 'DL-12345678' },
      after: { courier: 'Shiprocket', awb: 'SR-998877', trackingUrl: 'https://shiprocket.co/tracking/SR-998877' },
    });
  });

  it('checks the correction as the ship form does, lets the owner but not support, and only once shipped', async () => {
    const order = await shipped();
    const bad = await t
      .http()
      .put(shipmentPath(order))
      .set('Authorization', t.as.owner)
      .send({ courier: 'Pigeon', awb: 'x' })
      .expect(400);
    expect(apiErrorResponseSchema.parse(bad.body).issues).toEqual([
      { field: 'courier', message: 'Choose the courier.' },
      { field: 'awb', message: 'An AWB number is 6 to 20 letters, digits or dashes.' },
    ]);
    const other = await t
      .http()
      .put(shipmentPath(order))
      .set('Authorization', t.as.owner)
      .send({ courier: 'Other', awb: 'XY123456' })
      .expect(400);
    expect(other.body.message).toBe('Enter the tracking link, starting with https://');
    await t
      .http()
      .put(shipmentPath(order))
      .set('Authorization', t.as.support)
      .send({ courier: 'DTDC', awb: 'D1234567' })
      .expect(403);
    const owner = await t
      .http()
      .put(shipmentPath(order))
      .set('Authorization', t.as.owner)
      .send({ courier: 'Other', awb: 'XY123456', trackingUrl: 'https://track.example.in/XY123456' })
      .expect(200);
    expect(adminOrderSchema.parse(owner.body).shipment).toMatchObject({
      courier: 'Other',
      trackingUrl: 'https://track.example.in/XY123456',
    });

    const workshop = await orderIn(t, base, 'In workshop');
    const early = await t
      .http()
      .put(shipmentPath(workshop))
      .set('Authorization', t.as.staff)
      .send({ courier: 'DTDC', awb: 'D1234567' })
      .expect(409);
    expect(early.body.message).toBe(shipmentCorrectionMessages.notShipped);
  });
});

describe('the customer hears of each customer-facing move', () => {
  it.each([
    ['Processing', 'In workshop', 'is being made'],
    ['Shipped', 'Delivered', 'has been delivered'],
    ['Shipped', 'Returned', 'We have received your'],
    ['Processing', 'Cancelled', 'is cancelled'],
  ] as const)('%s → %s: an e-mail whose subject says "%s"', async (from, to, words) => {
    const order = await orderIn(t, base, from);
    await t.http().post(movePath(order)).set('Authorization', t.as.owner).send({ from, to }).expect(200);
    await eventually(async () =>
      t.mail.messages().some((m) => m.subject.includes(order.orderNumber) && m.subject.includes(words)),
    );
  });

  it("ends the e-mail with the shop's phone and e-mail as the owner's settings say now", async () => {
    const client = t.app.get(ShopSettingsClient);
    let clock = Date.now();
    client.now = () => clock;
    const before = t.catalog.settings;
    t.catalog.settings = {
      settings: { ...SHOP_SETTINGS_FIXTURE, phone: '+91 98400 11223', email: 'help@rmj.in' },
      version: before.version + 1,
    };
    clock += SHOP_SETTINGS_CACHE_MS;
    try {
      const order = await orderIn(t, base, 'Processing');
      const move = { from: 'Processing', to: 'In workshop' };
      await t.http().post(movePath(order)).set('Authorization', t.as.owner).send(move).expect(200);
      await eventually(async () => t.mail.messages().some((m) => m.subject.includes(order.orderNumber)));
      const mail = t.mail.messages().find((m) => m.subject.includes(order.orderNumber))!;
      expect(mail.text).toContain('Questions? Call +91 98400 11223 or write to help@rmj.in');
      expect(mail.html).toContain('href="tel:+919840011223"');
    } finally {
      t.catalog.settings = before;
      clock += SHOP_SETTINGS_CACHE_MS;
    }
  });

  it('mails nothing for a move to Quality check', async () => {
    const order = await orderIn(t, base, 'In workshop');
    await t
      .http()
      .post(movePath(order))
      .set('Authorization', t.as.owner)
      .send({ from: 'In workshop', to: 'Quality check' })
      .expect(200);
    expect(t.mail.messages().filter((m) => m.subject.includes(order.orderNumber))).toEqual([]);
  });
});

describe('audit trail', () => {
  it('lists each staff move with who, what and the states before and after (owner only)', async () => {
    const order = await orderIn(t, base, 'Processing');
    await t
      .http()
      .post(movePath(order))
      .set('Authorization', t.as.staff)
      .send({ from: 'Processing', to: 'In workshop', note: 'engraver free' })
      .expect(200);
    const res = await t
      .http()
      .get('/api/admin/orders/audit?action=order.')
      .set('Authorization', t.as.owner)
      .expect(200);
    const entry = staffAuditPageSchema.parse(res.body).entries.find((e) => e.target?.id === order.orderNumber);
    expect(entry).toMatchObject({
      area: 'orders',
      action: 'order.moved',
      actor: { id: 'st-staff', email: 'staff@rmj.in', role: 'staff' },
      before: { status: 'Processing' },
      after: { status: 'In workshop', note: 'engraver free' },
    });
    await t.http().get('/api/admin/orders/audit').set('Authorization', t.as.staff).expect(403);
  });
});

describe('orders from before fulfilment', () => {
  it('are Processing with no history', async () => {
    const order = await orderIn(t, base, ORDER_STATE.paid);
    const res = await t
      .http()
      .get(`/api/admin/orders/${order.orderNumber}`)
      .set('Authorization', t.as.owner)
      .expect(200);
    expect(adminOrderSchema.parse(res.body)).toMatchObject({ status: 'Processing', history: [] });
  });
});

describe('writes to the order landing with a move', () => {
  const versioned = <K extends keyof Order>(order: Order, field: K, value: Order[K]) =>
    updateVersioned(t.orders, order._id, () => ({ [field]: value }));

  it('keeps the moved state and every other write made at the same moment (the stock take, a note)', async () => {
    const order = await orderIn(t, base, ORDER_STATE.inWorkshop);
    const at = new Date();
    const [move] = await Promise.all([
      t
        .http()
        .post(movePath(order))
        .set('Authorization', t.as.staff)
        .send({ from: ORDER_STATE.inWorkshop, to: ORDER_STATE.qualityCheck }),
      versioned(order, 'stockTakenAt', at),
      versioned(order, 'confirmationSentAt', at),
      versioned(order, 'promoAlreadyUsed', true),
    ]);
    expect(move.status).toBe(200);
    const stored = await t.orders.findById(order._id).lean<Order>().exec();
    expect(stored).toMatchObject({
      status: ORDER_STATE.qualityCheck,
      moveSeq: PATH_TO[ORDER_STATE.inWorkshop].length + 1,
      stockTakenAt: at,
      confirmationSentAt: at,
      promoAlreadyUsed: true,
    });
  });

  it('never winds the state back: a move finished again late, after the next one, changes nothing', async () => {
    const order = await orderIn(t, base, ORDER_STATE.qualityCheck);
    await t
      .http()
      .post(movePath(order))
      .set('Authorization', t.as.staff)
      .send({ from: ORDER_STATE.qualityCheck, to: ORDER_STATE.shipped, shipment: AWB })
      .expect(200);
    // The request of the move to Quality check, held up until now, writes its state at last.
    const late = await t.moveRecords.findById(`${order._id}:${PATH_TO[ORDER_STATE.qualityCheck].length}`).lean().exec();
    const moves = t.app.get(OrderMovesService) as unknown as { finish(record: unknown): Promise<Order | null> };
    expect(await moves.finish(late)).toBeNull();
    expect(await t.orders.findById(order._id).lean<Order>().exec()).toMatchObject({
      status: ORDER_STATE.shipped,
      moveSeq: PATH_TO[ORDER_STATE.qualityCheck].length + 1,
    });
  });

  it('finishes a move whose request stopped before writing its state, at the next read', async () => {
    const order = await orderIn(t, base, ORDER_STATE.inWorkshop);
    await t.moveRecords.create({
      _id: `${order._id}:2`,
      orderId: order._id,
      seq: 2,
      from: ORDER_STATE.inWorkshop,
      to: ORDER_STATE.qualityCheck,
      at: new Date(),
      by: { kind: 'staff', name: 'staff@rmj.in', role: 'staff' },
    });
    const res = await t.http().get(`/api/admin/orders/${order.orderNumber}`).set('Authorization', t.as.owner);
    expect(adminOrderSchema.parse(res.body).status).toBe(ORDER_STATE.qualityCheck);
    expect(await t.orders.findById(order._id).lean<Order>().exec()).toMatchObject({
      status: ORDER_STATE.qualityCheck,
      moveSeq: 2,
    });
  });

  it('finishes a move left half-way that nobody reads, in the next pass, and only once', async () => {
    const order = await orderIn(t, base, ORDER_STATE.inWorkshop);
    const at = new Date(Date.now() - 5 * 60_000);
    await t.moveRecords.create({
      _id: `${order._id}:2`,
      orderId: order._id,
      seq: 2,
      from: ORDER_STATE.inWorkshop,
      to: ORDER_STATE.qualityCheck,
      at,
      by: { kind: 'staff', name: 'staff@rmj.in', role: 'staff' },
    });
    const pass = t.app.get(MovesLeftOver);
    // Still within the first try's grace: left to the request that made it.
    await pass.run(new Date(at.getTime() + 10_000));
    expect(await t.orders.findById(order._id).lean<Order>().exec()).toMatchObject({ status: ORDER_STATE.inWorkshop });
    await pass.run();
    expect(await t.orders.findById(order._id).lean<Order>().exec()).toMatchObject({
      status: ORDER_STATE.qualityCheck,
      moveSeq: 2,
    });
    expect(await t.moveRecords.findById(`${order._id}:2`).lean().exec()).toHaveProperty('settledAt');
    // Settled moves are not looked at again.
    expect(await t.app.get(OrderMovesService).finishLeftOver(at, new Date(), 100)).toBe(0);
  });
});
