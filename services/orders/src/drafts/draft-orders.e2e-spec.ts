// Draft orders (real app, real FerretDB, the catalog stand-in): staff save a draft for a customer
// with catalogue and custom lines, priced as the quote prices the catalogue (today's rates) and at
// staff's GST-inclusive price for the custom piece; the owner's discount; roles; a stale or
// concurrent save answers 409; a sent draft no longer changes; every change is in the audit trail.
import {
  apiErrorResponseSchema,
  draftOrderMessages,
  draftOrderSchema,
  draftOrdersPageSchema,
  quoteResponseSchema,
  ROLE_REFUSED_MESSAGE,
  staffAuditPageSchema,
  type DraftOrder,
  type DraftOrderInput,
} from '@rmj/contracts';
import { STAFF_ONLY_MESSAGE } from '@rmj/nest-common';
import { gstOf, taxableOfInclusive } from '@rmj/pricing';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { staffBearer } from '../fulfilment/fulfilment-testing';
import { byWeightProduct } from '../testing/catalog-stub';
import { createTestApp, PRODUCTS, type OrdersTestApp } from '../testing/test-app';
import { DraftOrderRecord } from './draft-order.schema';

/** A 22K chain priced by weight: 8 g at ₹7,000 a gram today. */
const chain = (paisePerGram = 700_000) =>
  byWeightProduct('a00000000000000000000010', 'Gold Rope Chain', { netWeightMg: 8000, paisePerGram });

let t: OrdersTestApp;
let drafts: Model<DraftOrderRecord>;
beforeAll(async () => {
  t = await createTestApp('draft_orders', {}, { products: [...Object.values(PRODUCTS), chain()] });
  t.sandbox.setWebhookUrl(null);
  drafts = t.app.get(getModelToken(DraftOrderRecord.name));
});
afterAll(() => t.close());

type Role = 'owner' | 'staff' | 'support';
const as = (role: Role) => staffBearer(t, role);

const customer = { ordersUserId: 'cus_meena', name: 'Meena Sundaram', phone: '+91 98400 12345', email: '' };
const address = {
  name: 'Meena Sundaram',
  phone: '9840012345',
  address: '12 North Car Street',
  city: 'Kumbakonam',
  state: 'Tamil Nadu',
  zipCode: '612001',
};
const engravedChain = {
  kind: 'catalogue' as const,
  productId: chain()._id,
  quantity: 1,
  size: '20 inch',
  customization: { type: 'engraving' as const, customName: 'Meena', fileId: 'file_whatsapp_photo' },
};
const mangoMala = {
  kind: 'custom' as const,
  description: 'Mango mala with rubies, 24 inch',
  rateKey: 'gold-916' as const,
  netWeightGrams: 24.5,
  priceRupees: 185_000,
  quantity: 1,
};

function draftInput(extra: Partial<DraftOrderInput> = {}): DraftOrderInput {
  return {
    customer,
    deliveryAddress: address,
    lines: [engravedChain, mangoMala],
    note: 'Wants it by Pongal',
    ...extra,
  };
}

const create = (body: unknown, role: Role = 'staff') =>
  t
    .http()
    .post('/api/admin/draft-orders')
    .set('Authorization', as(role))
    .send(body as object);
const read = (id: string, role: Role = 'support') =>
  t.http().get(`/api/admin/draft-orders/${id}`).set('Authorization', as(role));
const save = (id: string, body: unknown, role: Role = 'staff') =>
  t
    .http()
    .put(`/api/admin/draft-orders/${id}`)
    .set('Authorization', as(role))
    .send(body as object);
const remove = (id: string, role: Role = 'staff') =>
  t.http().delete(`/api/admin/draft-orders/${id}`).set('Authorization', as(role));
const message = (res: { body: unknown }) => apiErrorResponseSchema.parse(res.body).message;

async function created(body: DraftOrderInput = draftInput(), role: Role = 'staff'): Promise<DraftOrder> {
  return draftOrderSchema.parse((await create(body, role).expect(201)).body);
}

/** The whole draft back as a save sends it, with changes. */
function resave(draft: DraftOrder, changes: Record<string, unknown> = {}) {
  const { customer: c, deliveryAddress, lines, discount, note, version } = draft;
  return { customer: c, deliveryAddress, lines, discount, note, version, ...changes };
}

it('prices a catalogue line as the quote does and a custom line at the price staff agreed, GST inside', async () => {
  const draft = await created();
  expect(draft).toMatchObject({
    version: 0,
    customer: { ordersUserId: 'cus_meena', name: 'Meena Sundaram', phone: '9840012345' },
    deliveryAddress: { ...address, country: 'India' },
    lines: [engravedChain, mangoMala],
    note: 'Wants it by Pongal',
    createdBy: { email: 'staff@rmj.in', role: 'staff' },
    totalWhenSaved: 56_000 + 185_000 + 100,
  });
  expect(draft.customer).not.toHaveProperty('email');

  const { kind: _kind, ...asInCart } = engravedChain;
  const quote = quoteResponseSchema.parse(
    (
      await t
        .http()
        .post('/api/orders/quote')
        .send({ items: [asInCart] })
        .expect(200)
    ).body,
  );
  const [catalogue, custom] = draft.pricing.lines;
  expect(catalogue).toEqual({ ...quote.pricing.lines[0], kind: 'catalogue' });
  expect(catalogue).toMatchObject({ price: 56_000, availability: 'in-stock', size: '20 inch' });
  expect(catalogue.customization).toMatchObject({ customName: 'Meena', fileId: 'file_whatsapp_photo' });
  expect(catalogue.pricingRecord?.breakup).toMatchObject({ pricing: 'by-weight', ratePaisePerGram: 700_000 });

  const taxable = taxableOfInclusive(18_500_000);
  expect(custom).toEqual({
    kind: 'custom',
    productId: 'custom',
    name: 'Mango mala with rubies, 24 inch',
    price: 185_000,
    quantity: 1,
    total: 185_000,
    image: '',
    make: { metal: 'Gold', fineness: 916, gram: 24.5 },
    pricingRecord: {
      breakup: {
        pricing: 'fixed',
        taxable,
        gst: gstOf(taxable),
        roundOff: 18_500_000 - taxable - gstOf(taxable),
        total: 18_500_000,
        totalBeforeDiscount: 18_500_000,
      },
    },
  });
  expect(draft.pricing).toMatchObject({
    subtotal: 241_000,
    discount: 0,
    shipping: 100,
    total: 241_100,
    buyable: true,
    message: 'Prices checked',
  });
});

it("reads a draft at today's rates, and flags a piece that cannot be bought as the cart does", async () => {
  const draft = await created(
    draftInput({ lines: [engravedChain, { ...engravedChain, productId: PRODUCTS.soldOut._id }] }),
  );
  expect(draft.pricing.buyable).toBe(false);
  expect(draft.pricing.lines[1]).toMatchObject({ availability: 'sold-out', stock: 0 });
  expect(draft.pricing.message).toBe(draft.pricing.lines[1].message);
  try {
    t.catalog.products.set(chain()._id, chain(720_000));
    const now = draftOrderSchema.parse((await read(draft.id).expect(200)).body);
    expect(now.pricing.lines[0].price).toBe(57_600);
    expect(now.pricing.subtotal).toBe(57_600 + 900);
    expect(now.totalWhenSaved).toBe(draft.totalWhenSaved);
  } finally {
    t.catalog.products.set(chain()._id, chain());
  }
});

it('refuses bad input with one clear message each, and keeps nothing', async () => {
  const before = await drafts.countDocuments();
  const cases: Array<[unknown, string]> = [
    [draftInput({ lines: [] }), draftOrderMessages.linesRequired],
    [draftInput({ lines: [{ ...mangoMala, description: '  ' }] }), draftOrderMessages.descriptionRequired],
    [draftInput({ lines: [{ ...mangoMala, netWeightGrams: 0 }] }), draftOrderMessages.weightInvalid],
    [draftInput({ lines: [{ ...mangoMala, netWeightGrams: 1.2345 }] }), draftOrderMessages.weightInvalid],
    [draftInput({ lines: [{ ...mangoMala, priceRupees: 999.5 }] }), draftOrderMessages.priceInvalid],
    [draftInput({ lines: [{ ...mangoMala, quantity: 0 }] }), draftOrderMessages.quantityInvalid],
    [
      draftInput({ lines: [{ ...mangoMala, rateKey: 'gold-999.9' as 'gold-999' }] }),
      'Choose a metal and purity from the list.',
    ],
    [draftInput({ customer: { ...customer, phone: '12345' } }), 'Please enter a valid 10-digit phone number.'],
    [draftInput({ customer: { ...customer, ordersUserId: ' ' } }), draftOrderMessages.customerRequired],
    [{ ...draftInput(), orderNumber: 'RMJ-1' }, 'Unrecognized key: "orderNumber"'],
  ];
  for (const [body, expected] of cases) expect(message(await create(body).expect(400))).toBe(expected);
  const noReason = draftInput({ discount: { kind: 'percent', percent: 5, reason: ' ' } });
  expect(message(await create(noReason, 'owner').expect(400))).toBe(draftOrderMessages.discountReasonRequired);
  const tooMuch = draftInput({
    lines: [mangoMala],
    discount: { kind: 'amount', rupees: 185_001, reason: 'Old customer' },
  });
  expect(message(await create(tooMuch, 'owner').expect(400))).toBe(draftOrderMessages.discountTooLarge(185_000));
  expect(await drafts.countDocuments()).toBe(before);
});

it('lets every staff role read, owner and staff change, and no shopper in', async () => {
  const draft = await created(draftInput(), 'owner');
  await read(draft.id, 'support').expect(200);
  draftOrdersPageSchema.parse(
    (await t.http().get('/api/admin/draft-orders').set('Authorization', as('support')).expect(200)).body,
  );
  expect(message(await create(draftInput(), 'support').expect(403))).toBe(ROLE_REFUSED_MESSAGE);
  expect(message(await save(draft.id, resave(draft), 'support').expect(403))).toBe(ROLE_REFUSED_MESSAGE);
  expect(message(await remove(draft.id, 'support').expect(403))).toBe(ROLE_REFUSED_MESSAGE);
  const shopper = await t.http().get('/api/admin/draft-orders').set('Authorization', t.bearer()).expect(403);
  expect(message(shopper)).toBe(STAFF_ONLY_MESSAGE);
  await t.http().get(`/api/admin/draft-orders/${draft.id}`).expect(401);
  expect(message(await read('draft_nope').expect(404))).toBe(draftOrderMessages.notFound);
});

it("gives a discount only as the owner; staff keep the owner's discount unchanged or are refused", async () => {
  const tenPercent = { kind: 'percent' as const, percent: 10, reason: 'Wedding in the family' };
  expect(message(await create(draftInput({ discount: tenPercent }), 'staff').expect(403))).toBe(
    draftOrderMessages.ownerDiscount,
  );
  const draft = await created(draftInput({ discount: tenPercent }), 'owner');
  expect(draft.pricing).toMatchObject({ subtotal: 241_000, discount: 24_100, shipping: 100, total: 217_000 });

  // Staff change the note and the quantity and send the discount back as it was: kept, on the new subtotal.
  const kept = draftOrderSchema.parse(
    (
      await save(
        draft.id,
        resave(draft, { note: 'Two malas', lines: [engravedChain, { ...mangoMala, quantity: 2 }] }),
      ).expect(200)
    ).body,
  );
  expect(kept).toMatchObject({ version: 1, note: 'Two malas', discount: tenPercent, updatedBy: { role: 'staff' } });
  expect(kept.pricing).toMatchObject({ subtotal: 426_000, discount: 42_600, total: 383_500 });

  for (const discount of [{ ...tenPercent, percent: 15 }, { ...tenPercent, reason: 'Festival' }, undefined]) {
    expect(message(await save(draft.id, resave(kept, { discount }), 'staff').expect(403))).toBe(
      draftOrderMessages.ownerDiscount,
    );
  }
  const amount = { kind: 'amount' as const, rupees: 5_000, reason: 'Rounded off' };
  const owners = draftOrderSchema.parse(
    (await save(draft.id, resave(kept, { discount: amount }), 'owner').expect(200)).body,
  );
  expect(owners.pricing).toMatchObject({ discount: 5_000, total: 426_000 - 5_000 + 100 });
  expect(owners.version).toBe(2);
});

it('answers a stale save with 409 and keeps the newer one', async () => {
  const draft = await created();
  const first = draftOrderSchema.parse(
    (await save(draft.id, resave(draft, { note: 'Call after 6 pm' })).expect(200)).body,
  );
  expect(first.version).toBe(1);
  const stale = await save(draft.id, resave(draft, { note: 'Gold only' }), 'owner').expect(409);
  expect(message(stale)).toBe(draftOrderMessages.changed);
  expect(draftOrderSchema.parse((await read(draft.id).expect(200)).body).note).toBe('Call after 6 pm');
  const missing = await save(draft.id, { ...resave(first), version: undefined }).expect(400);
  expect(message(missing)).toBe(draftOrderMessages.versionRequired);
});

it('of two saves of one version at once, keeps one and answers the other 409', async () => {
  const draft = await created();
  const [a, b] = await Promise.all([
    save(draft.id, resave(draft, { note: 'From Meena' })),
    save(draft.id, resave(draft, { note: 'From Ravi' }), 'owner'),
  ]);
  expect([a.status, b.status].sort()).toEqual([200, 409]);
  const winner = a.status === 200 ? 'From Meena' : 'From Ravi';
  expect(message(a.status === 409 ? a : b)).toBe(draftOrderMessages.changed);
  const now = draftOrderSchema.parse((await read(draft.id).expect(200)).body);
  expect(now).toMatchObject({ version: 1, note: winner });
});

it('deletes a draft that was not sent; a sent one neither changes nor goes', async () => {
  const draft = await created();
  expect((await remove(draft.id).expect(200)).body).toEqual({ success: true, message: 'Draft deleted.' });
  expect(message(await read(draft.id).expect(404))).toBe(draftOrderMessages.notFound);
  expect(message(await remove(draft.id).expect(404))).toBe(draftOrderMessages.notFound);
  expect(await drafts.countDocuments({ _id: draft.id })).toBe(0);
  const listed = draftOrdersPageSchema.parse(
    (await t.http().get('/api/admin/draft-orders').set('Authorization', as('staff')).expect(200)).body,
  );
  expect(listed.drafts.map((d) => d.id)).not.toContain(draft.id);

  // What sending will leave: sentAt and the order's number.
  const sent = await created();
  await drafts.collection.updateOne(
    { _id: sent.id as never },
    { $set: { sentAt: new Date('2026-11-30T05:00:00Z'), orderNumber: 'RMJ-700000042' }, $inc: { version: 1 } },
  );
  const refusedSave = await save(sent.id, resave({ ...sent, version: 1 }, { note: 'Later' }), 'owner').expect(409);
  expect(message(refusedSave)).toBe(draftOrderMessages.alreadySent('RMJ-700000042'));
  expect(message(await remove(sent.id, 'owner').expect(409))).toBe(draftOrderMessages.alreadySent('RMJ-700000042'));
  const shown = draftOrderSchema.parse((await read(sent.id).expect(200)).body);
  expect(shown).toMatchObject({ sentAt: '2026-11-30T05:00:00.000Z', orderNumber: 'RMJ-700000042', version: 1 });
});

it('lists drafts newest first, a page at a time, with the total each had when saved', async () => {
  await drafts.deleteMany({});
  const made: DraftOrder[] = [];
  for (let i = 0; i < 22; i++)
    made.push(await created(draftInput({ lines: [{ ...mangoMala, priceRupees: 1000 + i }] })));
  const page = (n: number) =>
    t.http().get(`/api/admin/draft-orders?page=${n}`).set('Authorization', as('support')).expect(200);
  // Newest first (two made within one millisecond: the later id first, as the list orders them).
  const newestFirst = [...made]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? 1 : -1))
    .map((d) => d.id);
  const first = draftOrdersPageSchema.parse((await page(1)).body);
  expect(first).toMatchObject({ total: 22, page: 1, pageSize: 20 });
  expect(first.drafts.map((d) => d.id)).toEqual(newestFirst.slice(0, 20));
  const top = made.find((d) => d.id === newestFirst[0])!;
  expect(first.drafts[0]).toMatchObject({
    lineCount: 1,
    totalWhenSaved: top.totalWhenSaved,
    customer: { name: 'Meena Sundaram' },
  });
  const second = draftOrdersPageSchema.parse((await page(2)).body);
  expect(second.drafts.map((d) => d.id)).toEqual(newestFirst.slice(20));
  await t.http().get('/api/admin/draft-orders?page=x').set('Authorization', as('owner')).expect(400);
});

it("keeps every create, save and delete in the orders area's audit trail with before and after", async () => {
  const draft = await created(draftInput({ lines: [mangoMala] }));
  await save(draft.id, resave(draft, { note: 'Advance paid in cash' })).expect(200);
  await remove(draft.id, 'owner').expect(200);
  const trail = staffAuditPageSchema.parse(
    (await t.http().get('/api/admin/orders/audit?action=draft.').set('Authorization', as('owner')).expect(200)).body,
  );
  const mine = trail.entries.filter((e) => e.target?.id === draft.id);
  expect(mine.map((e) => [e.action, e.actor?.role]).sort()).toEqual([
    ['draft.created', 'staff'],
    ['draft.deleted', 'owner'],
    ['draft.updated', 'staff'],
  ]);
  const entry = (action: string) => mine.find((e) => e.action === action)!;
  const [deleted, updated, made] = [entry('draft.deleted'), entry('draft.updated'), entry('draft.created')];
  expect(made).toMatchObject({
    area: 'orders',
    target: { type: 'draft-order', label: 'Meena Sundaram (9840012345)' },
    after: { note: 'Wants it by Pongal', lines: [mangoMala], totalWhenSaved: 185_100 },
  });
  expect(made.before).toBeUndefined();
  expect(updated).toMatchObject({ before: { note: 'Wants it by Pongal' }, after: { note: 'Advance paid in cash' } });
  expect(deleted).toMatchObject({ before: { note: 'Advance paid in cash' } });
  expect(deleted.after).toBeUndefined();
});
