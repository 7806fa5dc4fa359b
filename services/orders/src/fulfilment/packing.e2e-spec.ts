// The shipping labels' and packing slips' parcels on the real app and FerretDB: a day's are every
// order moved to Shipped on that day in India (and only those), in the order they were shipped; one
// order comes by its number in any state; the sender is the shop as the invoice names it.
import { packingMessages, packingResponseSchema, SHOP_SETTINGS_CACHE_MS } from '@rmj/contracts';
import { SHOP_SETTINGS_FIXTURE } from '@rmj/catalog/testing';
import { STAFF_ONLY_MESSAGE } from '@rmj/nest-common';
import { SHOP_DEV_SELLER } from '../config/orders.config';
import type { Order } from '../orders/order.schema';
import { createFulfilmentApp, orderIn, paidOrder, type FulfilmentTestApp } from './fulfilment-testing';
import { ShopSettingsClient } from '../settings/shop-settings.client';
import { indianToday } from './packing.service';

let t: FulfilmentTestApp;
let base: Order;

beforeAll(async () => {
  t = await createFulfilmentApp('fulfilment_packing');
  base = await paidOrder(t);
});
afterAll(() => t.closeAll());

const packing = (query: string, auth = t.as.staff) =>
  t.http().get(`/api/admin/orders/packing?${query}`).set('Authorization', auth);
/** orderIn's moves are a minute apart from the payment: the move to Shipped is the third. */
const shippedAt = (iso: string) => ({ paidAt: new Date(new Date(iso).getTime() - 3 * 60_000) });

describe('a day’s parcels', () => {
  // 12 Mar 2031 in India runs from 11 Mar 18:30Z to 12 Mar 18:30Z.
  let first: Order;
  let second: Order;
  let delivered: Order;
  let last: Order;
  const others: Order[] = [];

  beforeAll(async () => {
    // Made out of order, so the answer's order is the shipping time's and not the insertion's.
    delivered = await orderIn(t, base, 'Delivered', shippedAt('2031-03-12T05:00:00Z'));
    last = await orderIn(t, base, 'Shipped', shippedAt('2031-03-12T18:29:59Z'));
    first = await orderIn(t, base, 'Shipped', {
      ...shippedAt('2031-03-11T18:30:00Z'),
      shipment: {
        courier: 'Blue Dart',
        awb: 'BD20310312',
        trackingUrl: 'https://www.bluedart.com/tracking',
        shippedAt: '2031-03-11T18:30:00.000Z',
      },
    });
    second = await orderIn(t, base, 'Shipped', shippedAt('2031-03-12T03:00:00Z'));
    // The day before and the day after in India, and orders of that day not shipped.
    others.push(await orderIn(t, base, 'Shipped', shippedAt('2031-03-11T18:29:59Z')));
    others.push(await orderIn(t, base, 'Shipped', shippedAt('2031-03-12T18:30:00Z')));
    others.push(await orderIn(t, base, 'Quality check', { paidAt: new Date('2031-03-12T06:00:00Z') }));
    others.push(await orderIn(t, base, 'Cancelled', { paidAt: new Date('2031-03-12T06:00:00Z') }));
  });

  it('gives every order shipped that day, only those, in the order they were shipped', async () => {
    const res = packingResponseSchema.parse((await packing('date=2031-03-12').expect(200)).body);
    expect(res.date).toBe('2031-03-12');
    expect(res.parcels.map((p) => p.order.orderNumber)).toEqual(
      [first, second, delivered, last].map((o) => o.orderNumber),
    );
    expect(res.parcels.map((p) => p.order.status)).toEqual(['Shipped', 'Shipped', 'Delivered', 'Shipped']);
    // The order as the order page has it: lines with what they are made of, customer and shipment.
    expect(res.parcels[0].order).toMatchObject({
      customer: { name: base.customerDetails.name, zipCode: base.customerDetails.zipCode },
      lines: [{ productId: base.lines[0].productId, quantity: 1 }],
      shipment: { courier: 'Blue Dart', awb: 'BD20310312' },
    });
    // Paid online: nothing to collect.
    expect(res.parcels.every((p) => p.amountToCollect === undefined)).toBe(true);
    const numbers = res.parcels.map((p) => p.order.orderNumber);
    for (const other of others) expect(numbers).not.toContain(other.orderNumber);
  });

  it('names the shop as the invoice does, with the contact phone', async () => {
    const res = packingResponseSchema.parse((await packing('date=2031-03-12').expect(200)).body);
    expect(res.from).toEqual({
      name: SHOP_DEV_SELLER.SHOP_LEGAL_NAME,
      address: SHOP_DEV_SELLER.SHOP_ADDRESS,
      phone: SHOP_SETTINGS_FIXTURE.phone,
    });
  });

  it("follows the owner's settings: a changed name, address and phone are on the next labels", async () => {
    const client = t.app.get(ShopSettingsClient);
    let clock = Date.now();
    client.now = () => clock;
    const before = t.catalog.settings;
    t.catalog.settings = {
      settings: {
        ...SHOP_SETTINGS_FIXTURE,
        legalName: 'RMJ Silver Works LLP',
        city: 'Dindigul',
        pin: '624001',
        phone: '+91 98400 11223',
      },
      version: before.version + 1,
    };
    clock += SHOP_SETTINGS_CACHE_MS;
    try {
      const res = packingResponseSchema.parse((await packing('date=2031-03-12').expect(200)).body);
      expect(res.from).toEqual({
        name: 'RMJ Silver Works LLP',
        address: '14 Big Bazaar Street, Dindigul, Tamil Nadu 624001',
        phone: '+91 98400 11223',
      });
    } finally {
      t.catalog.settings = before;
      clock += SHOP_SETTINGS_CACHE_MS;
    }
  });

  it('answers a day with no parcels with none, and today when no day is named', async () => {
    const empty = packingResponseSchema.parse((await packing('date=2031-03-14').expect(200)).body);
    expect(empty.parcels).toEqual([]);
    // The one shipped at midnight in India is the next day's.
    const next = packingResponseSchema.parse((await packing('date=2031-03-13').expect(200)).body);
    expect(next.parcels.map((p) => p.order.orderNumber)).toEqual([others[1].orderNumber]);
    const today = packingResponseSchema.parse((await packing('').expect(200)).body);
    expect(today.date).toBe(indianToday());
  });
});

describe('one order’s parcel', () => {
  it('gives one order by its number, in any state, to every staff role', async () => {
    const order = await orderIn(t, base, 'Quality check');
    for (const auth of [t.as.owner, t.as.staff, t.as.support]) {
      const res = packingResponseSchema.parse(
        (await packing(`orderNumber=${order.orderNumber}`, auth).expect(200)).body,
      );
      expect(res.parcels.map((p) => [p.order.orderNumber, p.order.status])).toEqual([
        [order.orderNumber, 'Quality check'],
      ]);
      expect(res.date).toBeUndefined();
    }
  });

  it('says what is wrong with a query, 404 for an unknown order, and keeps shoppers out', async () => {
    expect((await packing('date=12-03-2031').expect(400)).body.message).toBe(packingMessages.date);
    expect((await packing('orderNumber=RMJ-1').expect(400)).body.message).toBe(packingMessages.orderNumber);
    expect((await packing(`date=2031-03-12&orderNumber=${base.orderNumber}`).expect(400)).body.message).toBe(
      packingMessages.both,
    );
    await packing('orderNumber=RMJ-ZZZZZZZZZZ').expect(404);
    const shopper = await packing('date=2031-03-12', t.bearer()).expect(403);
    expect(shopper.body.message).toBe(STAFF_ONLY_MESSAGE);
  });
});
