// Hallmark unique IDs on the real app (real FerretDB): staff list, add and remove a product's HUIDs
// (roles, format, duplicates in the request and in the shop, nothing added when any is bad, a sold
// HUID stays, the audit trail); the admin answer counts those in stock; a paid order's take claims one
// per piece, oldest first, never the same for two orders however many take at once, the same on a
// retry; a cancelled order's go back in stock, and a shop return's when it brings a whole line back
// (part of a line keeps them sold and names them); the demo catalogue's hallmarked pieces get theirs.
import {
  adminProductSchema,
  HUID_MESSAGE,
  productHuidsSchema,
  staffAuditPageSchema,
  stockReturnResponseSchema,
  stockTakeResponseSchema,
  type StaffRole,
} from '@rmj/contracts';
import { getConnectionToken } from '@nestjs/mongoose';
import { Types, type Connection } from 'mongoose';
import { createStaffApp, ringDraft, type StaffApp } from '../testing/staff';
import { createTestApp, SERVICE_HEADERS } from '../testing/test-app';
import { huidRecords, productHuidRecords } from './huid-records';
import { seedHuid, seedHuids } from './huid-seed';

const PRODUCTS = '/api/admin/catalogue/products';
const huidsPath = (id: string) => `${PRODUCTS}/${id}/huids`;

let s: StaffApp;
beforeAll(async () => {
  s = await createStaffApp('product_huids', 20);
});
afterAll(() => s.close());

let made = 0;
/** A published 22K gold ring sold hallmarked from stock, with `stock` pieces; answers its id. */
const hallmarkedRing = async (stock: number, hallmarked = true): Promise<string> => {
  made += 1;
  const res = await s
    .http()
    .post(PRODUCTS)
    .set('Authorization', s.as.owner)
    .send(
      ringDraft({
        name: `Hallmarked Gold Ring ${made}`,
        productType: 'Gold',
        fineness: 916,
        customizationTypes: [],
        hallmarked,
        stock,
      }),
    )
    .expect(201);
  const id = res.body.id as string;
  // The product's own fields are stored by the catalogue's pricing work; the flag is set on the
  // document too, so these tests do not depend on it.
  await s.connection.collection('products').updateOne({ _id: new Types.ObjectId(id) }, { $set: { hallmarked } });
  await s.http().patch(`${PRODUCTS}/${id}`).set('Authorization', s.as.owner).send({ published: true }).expect(200);
  return id;
};

const listHuids = async (id: string, role: StaffRole = 'support') =>
  productHuidsSchema.parse((await s.http().get(huidsPath(id)).set('Authorization', s.as[role]).expect(200)).body).huids;
const addHuids = (id: string, huids: string[], role: StaffRole = 'staff') =>
  s.http().post(huidsPath(id)).set('Authorization', s.as[role]).send({ huids });
const removeHuid = (id: string, huid: string, role: StaffRole = 'staff') =>
  s
    .http()
    .delete(`${huidsPath(id)}/${huid}`)
    .set('Authorization', s.as[role]);
const adminProduct = async (id: string) =>
  adminProductSchema.parse(
    (await s.http().get(`${PRODUCTS}/${id}`).set('Authorization', s.as.support).expect(200)).body,
  );
const take = async (orderId: string, lines: { productId: string; quantity: number }[]) =>
  stockTakeResponseSchema.parse(
    (
      await s
        .http()
        .post('/internal/stock/takes')
        .set(SERVICE_HEADERS)
        .send({ orderId, orderNumber: `RMJ-${orderId}`, lines })
        .expect(200)
    ).body,
  );
const giveBack = async (orderId: string, lines: { productId: string; quantity: number }[]) =>
  s
    .http()
    .post('/internal/stock/returns')
    .set(SERVICE_HEADERS)
    .send({ orderId, orderNumber: `RMJ-${orderId}`, lines })
    .expect(200);

const giveBackPart = async (orderId: string, returnKey: string, lines: { productId: string; quantity: number }[]) =>
  stockReturnResponseSchema.parse(
    (
      await s
        .http()
        .post('/internal/stock/returns')
        .set(SERVICE_HEADERS)
        .send({ orderId, orderNumber: `RMJ-${orderId}`, returnKey, lines })
        .expect(200)
    ).body,
  );

let counter = 0;
/** `count` fresh valid HUIDs (distinct across the suite). */
const freshHuids = (count: number, prefix = 'T'): string[] =>
  Array.from({ length: count }, () => {
    counter += 1;
    return `${prefix}${counter.toString(36).toUpperCase().padStart(5, '0')}`;
  });

describe('HUIDs of a product (staff, real FerretDB)', () => {
  it('adds HUIDs as typed (trimmed, upper case), oldest first, and counts those in stock on the admin answer', async () => {
    const id = await hallmarkedRing(3);
    expect((await adminProduct(id)).huidsInStock).toBe(0);
    const res = await addHuids(id, [' ab12c3 ', 'ZX90Q1']).expect(200);
    expect(productHuidsSchema.parse(res.body).huids).toEqual([
      { huid: 'AB12C3', state: 'in-stock', addedAt: expect.any(String) },
      { huid: 'ZX90Q1', state: 'in-stock', addedAt: expect.any(String) },
    ]);
    await addHuids(id, ['AA0001'], 'owner').expect(200);
    expect((await listHuids(id)).map((h) => h.huid)).toEqual(['AB12C3', 'ZX90Q1', 'AA0001']);
    // "3 in stock, 3 HUIDs" on the editor.
    expect(await adminProduct(id)).toMatchObject({ stock: 3, huidsInStock: 3 });
  });

  it('leaves huidsInStock out for a piece not sold hallmarked', async () => {
    const id = await hallmarkedRing(2, false);
    expect((await adminProduct(id)).huidsInStock).toBeUndefined();
  });

  it('lets every staff role read the HUIDs, owner and staff change them, nobody else', async () => {
    const id = await hallmarkedRing(1);
    await s.http().get(huidsPath(id)).expect(401);
    await s.http().get(huidsPath(id)).set('Authorization', s.as.shopper).expect(403);
    await addHuids(id, freshHuids(1), 'support').expect(403);
    const [huid] = freshHuids(1);
    await addHuids(id, [huid], 'staff').expect(200);
    await removeHuid(id, huid, 'support').expect(403);
    expect(await listHuids(id, 'support')).toHaveLength(1);
  });

  it('refuses a HUID not of 6 letters and digits, with the rule, and adds none of the request', async () => {
    const id = await hallmarkedRing(2);
    for (const bad of ['AB12C', 'AB12C34', 'AB-12C', 'ÄB12C3']) {
      const res = await addHuids(id, ['GOOD01', bad]).expect(400);
      expect(res.body.message).toBe(HUID_MESSAGE);
    }
    expect((await addHuids(id, []).expect(400)).body.message).toBe('Enter at least one HUID.');
    expect(await listHuids(id)).toEqual([]);
  });

  it('refuses a HUID entered twice in a request, or already recorded anywhere in the shop, naming it; adds none', async () => {
    const first = await hallmarkedRing(2);
    const second = await hallmarkedRing(2);
    const [a, b, c] = freshHuids(3);
    await addHuids(first, [a]).expect(200);
    const twice = await addHuids(second, [b, c, b.toLowerCase()]).expect(400);
    expect(twice.body.message).toBe(`HUID ${b} is entered twice.`);
    const taken = await addHuids(second, [b, a]).expect(409);
    expect(taken.body.message).toBe(
      `HUID ${a} is already recorded for Hallmarked Gold Ring ${made - 1}: each HUID is on one piece only.`,
    );
    const again = await addHuids(first, [a]).expect(409);
    expect(again.body.message).toBe(`HUID ${a} is already recorded for this product.`);
    expect(await listHuids(second)).toEqual([]);
    // At the same moment for two products: one gets it, the other is told.
    const [d] = freshHuids(1);
    const both = await Promise.all([addHuids(first, [d]), addHuids(second, [d])]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await huidRecords(s.connection).countDocuments({ _id: d })).toBe(1);
  });

  it('records the HUIDs taken at Quality check as sold on the order, once; a later stock entry of one is refused', async () => {
    const piece = await hallmarkedRing(0);
    const other = await hallmarkedRing(2);
    const [a, b, c] = freshHuids(3);
    const sold = (orderId: string, pieces: { productId: string; huid: string }[]) =>
      s
        .http()
        .post('/internal/huids/sold')
        .set(SERVICE_HEADERS)
        .send({ orderId, orderNumber: `RMJ-${orderId}`, pieces });
    // Only with the service credential.
    await s.http().post('/internal/huids/sold').send({ orderId: 'q1', orderNumber: 'RMJ-q1', pieces: [] }).expect(401);
    const first = await sold('q1', [
      { productId: piece, huid: a },
      { productId: piece, huid: b },
    ]).expect(200);
    expect(first.body).toEqual({ recorded: [a, b], already: [] });
    // A retry changes nothing.
    expect(
      (
        await sold('q1', [
          { productId: piece, huid: a },
          { productId: piece, huid: b },
        ]).expect(200)
      ).body,
    ).toEqual({
      recorded: [],
      already: [a, b],
    });
    expect(await listHuids(piece)).toEqual([
      expect.objectContaining({ huid: a, state: 'sold', orderNumber: 'RMJ-q1' }),
      expect.objectContaining({ huid: b, state: 'sold', orderNumber: 'RMJ-q1' }),
    ]);
    expect((await adminProduct(piece)).huidsInStock).toBe(0);
    // Unique across the shop: a stock entry, or another order's Quality check, naming one is refused.
    const entry = await addHuids(other, [a]).expect(409);
    expect(entry.body.message).toBe(
      `HUID ${a} is already recorded for ${(await adminProduct(piece)).name}: each HUID is on one piece only.`,
    );
    const again = await sold('q2', [
      { productId: other, huid: c },
      { productId: other, huid: b },
    ]).expect(409);
    expect(again.body).toMatchObject({ message: `HUID ${b} is already recorded on another piece.`, taken: [b] });
    // Nothing of a refused request is recorded.
    expect(await huidRecords(s.connection).countDocuments({ _id: c })).toBe(0);
    await addHuids(other, [c]).expect(200);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const unknown = new Types.ObjectId().toString();
    await s.http().get(huidsPath(unknown)).set('Authorization', s.as.support).expect(404);
    await addHuids(unknown, freshHuids(1)).expect(404);
    await s.http().get(huidsPath('not-an-id')).set('Authorization', s.as.support).expect(400);
  });

  it('removes a HUID still in stock, never a sold one, and audits adding and removing', async () => {
    const id = await hallmarkedRing(2);
    const [keep, mistake] = freshHuids(2);
    await addHuids(id, [keep, mistake]).expect(200);
    const after = productHuidsSchema.parse((await removeHuid(id, mistake.toLowerCase()).expect(200)).body);
    expect(after.huids.map((h) => h.huid)).toEqual([keep]);
    expect((await removeHuid(id, mistake).expect(404)).body.message).toBe(
      `HUID ${mistake} is not recorded for this product.`,
    );
    expect((await removeHuid(id, 'BAD').expect(400)).body.message).toBe(HUID_MESSAGE);
    const sold = await take('huid-order-remove', [{ productId: id, quantity: 1 }]);
    expect(sold.lines[0].huids).toEqual([keep]);
    expect((await removeHuid(id, keep, 'owner').expect(409)).body.message).toBe(
      `HUID ${keep} was sold on order RMJ-huid-order-remove: a sold piece's HUID stays on record.`,
    );
    expect(await listHuids(id)).toEqual([
      { huid: keep, state: 'sold', orderNumber: 'RMJ-huid-order-remove', addedAt: expect.any(String) },
    ]);
    // Removed, it can be entered again (on the right product).
    await addHuids(id, [mistake]).expect(200);

    const trail = staffAuditPageSchema.parse(
      (await s.http().get('/api/admin/catalogue/audit?action=product.huid&limit=100').set('Authorization', s.as.owner))
        .body,
    );
    const mine = trail.entries.filter((e) => e.target?.id === id);
    expect(mine.map((e) => [e.action, e.actor?.email, e.before, e.after])).toEqual([
      ['product.huids-added', 'staff@rmj.in', undefined, { huids: [mistake] }],
      ['product.huid-removed', 'staff@rmj.in', { huid: mistake }, undefined],
      ['product.huids-added', 'staff@rmj.in', undefined, { huids: [keep, mistake] }],
    ]);
  });
});

describe('HUIDs of pieces a paid order takes (real FerretDB)', () => {
  it('claims one HUID per piece, oldest first, answers the same on a retry, and marks them sold on the order', async () => {
    const id = await hallmarkedRing(5);
    const added = freshHuids(5);
    await addHuids(id, added.slice(0, 3)).expect(200);
    await addHuids(id, added.slice(3)).expect(200);
    const first = await take('huid-order-a', [{ productId: id, quantity: 2 }]);
    expect(first).toEqual({
      taken: true,
      lines: [{ productId: id, stock: 3, oversold: false, huids: added.slice(0, 2) }],
    });
    const retry = await take('huid-order-a', [{ productId: id, quantity: 2 }]);
    expect(retry).toEqual({ ...first, taken: false });
    const list = await listHuids(id);
    expect(list.filter((h) => h.state === 'sold').map((h) => [h.huid, h.orderNumber])).toEqual([
      [added[0], 'RMJ-huid-order-a'],
      [added[1], 'RMJ-huid-order-a'],
    ]);
    expect(await adminProduct(id)).toMatchObject({ stock: 3, huidsInStock: 3 });
  });

  it('never gives two orders the same HUID: 10 takes at once for a piece with 10 HUIDs', async () => {
    const id = await hallmarkedRing(10);
    const added = freshHuids(10);
    await addHuids(id, added).expect(200);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => take(`huid-concurrent-${i}`, [{ productId: id, quantity: 1 }])),
    );
    const claimed = results.flatMap((r) => r.lines[0].huids ?? []);
    expect(claimed).toHaveLength(10);
    expect([...claimed].sort()).toEqual([...added].sort());
    expect((await adminProduct(id)).huidsInStock).toBe(0);
    const sold = await listHuids(id);
    expect(new Set(sold.map((h) => h.orderNumber)).size).toBe(10);
    // One more order finds none left: the piece gets its HUID at dispatch.
    expect((await take('huid-concurrent-late', [{ productId: id, quantity: 1 }])).lines[0].huids).toEqual([]);
  });

  it('answers the same HUIDs to one order taken twice at once, and claims them once', async () => {
    const id = await hallmarkedRing(4);
    const added = freshHuids(4);
    await addHuids(id, added).expect(200);
    const both = await Promise.all([
      take('huid-twice', [{ productId: id, quantity: 3 }]),
      take('huid-twice', [{ productId: id, quantity: 3 }]),
    ]);
    expect(both[0].lines[0].huids).toEqual(both[1].lines[0].huids);
    expect([...both[0].lines[0].huids!].sort()).toEqual(added.slice(0, 3).sort());
    expect((await listHuids(id)).filter((h) => h.state === 'in-stock').map((h) => h.huid)).toEqual([added[3]]);
  });

  it('answers the HUIDs there are when fewer than the pieces, and none for a piece not hallmarked', async () => {
    const short = await hallmarkedRing(3);
    const plain = await hallmarkedRing(3, false);
    const [only] = freshHuids(1);
    await addHuids(short, [only]).expect(200);
    const result = await take('huid-short', [
      { productId: short, quantity: 3 },
      { productId: plain, quantity: 1 },
    ]);
    expect(result.lines).toEqual([
      { productId: short, stock: 0, oversold: false, huids: [only] },
      { productId: plain, stock: 2, oversold: false },
    ]);
  });

  it("puts a cancelled order's HUIDs back in stock, once; another order can then take them", async () => {
    const id = await hallmarkedRing(2);
    const added = freshHuids(2);
    await addHuids(id, added).expect(200);
    const taken = await take('huid-cancelled', [{ productId: id, quantity: 2 }]);
    expect(taken.lines[0].huids).toEqual(added);
    await giveBack('huid-cancelled', [{ productId: id, quantity: 2 }]);
    await giveBack('huid-cancelled', [{ productId: id, quantity: 2 }]);
    expect(await listHuids(id)).toEqual(
      added.map((huid) => ({ huid, state: 'in-stock', addedAt: expect.any(String) })),
    );
    expect(await adminProduct(id)).toMatchObject({ stock: 2, huidsInStock: 2 });
    const next = await take('huid-after-cancel', [{ productId: id, quantity: 1 }]);
    expect(next.lines[0].huids).toEqual([added[0]]);
    // The cancelled order's retry still answers what it sent then.
    expect((await take('huid-cancelled', [{ productId: id, quantity: 2 }])).lines[0].huids).toEqual(added);
  });

  it("puts a returned whole line's HUIDs back; part of a line keeps them sold and names them", async () => {
    const whole = await hallmarkedRing(1);
    const part = await hallmarkedRing(2);
    const [one, ...two] = freshHuids(3);
    await addHuids(whole, [one]).expect(200);
    await addHuids(part, two).expect(200);
    await take('huid-returned', [
      { productId: whole, quantity: 1 },
      { productId: part, quantity: 2 },
    ]);
    const back = await giveBackPart('huid-returned', 'return-HUID', [
      { productId: whole, quantity: 1 },
      { productId: part, quantity: 1 },
    ]);
    expect(back.lines).toEqual([
      { productId: whole, stock: 1, quantity: 1 },
      { productId: part, stock: 1, quantity: 1, huidsKept: two },
    ]);
    expect((await listHuids(whole)).map((h) => h.state)).toEqual(['in-stock']);
    expect((await listHuids(part)).map((h) => h.state)).toEqual(['sold', 'sold']);
    // The rest of the line is part of it too: staff put the right HUID back.
    const rest = await giveBackPart('huid-returned', 'return-HUID-2', [{ productId: part, quantity: 1 }]);
    expect(rest.lines).toEqual([{ productId: part, stock: 2, quantity: 1, huidsKept: two }]);
  });
});

describe('HUIDs of the demo catalogue', () => {
  const productId = (n: number) => `65f0a00000000000000000${n.toString(16).padStart(2, '0')}`;
  /** A fresh database with these products stored, as the seed stores them. */
  const storeProducts = async (suite: string) => {
    const { app } = await createTestApp(suite);
    const connection = app.get<Connection>(getConnectionToken());
    const product = (n: number, fields: Record<string, unknown>) => ({
      _id: new Types.ObjectId(productId(n)),
      name: `Seeded piece ${n}`,
      customizationTypes: [],
      stockBase: 10,
      stockEpoch: 'initial',
      ...fields,
    });
    await connection.collection('products').insertMany([
      product(1, { hallmarked: true, stockBase: 3 }),
      product(2, { hallmarked: true }),
      // Offering engraving still sells stock pieces (the engraving is added to one); sold out, not hallmarked: none.
      product(3, { hallmarked: true, customizationTypes: [{ id: 'engraving', name: 'Engraving' }] }),
      product(4, { hallmarked: true, stockBase: 0 }),
      product(5, {}),
    ]);
    return { app, connection };
  };
  const huidsOf = async (connection: Connection, n: number) =>
    (await productHuidRecords(connection, productId(n))).map((h) => [h._id, h.state]);

  it('gives each hallmarked piece sold from stock one valid, distinct HUID per piece, the same every time', async () => {
    const first = await storeProducts('huid_seed_a');
    const second = await storeProducts('huid_seed_b');
    try {
      expect(await seedHuids(first.connection)).toBe(23);
      expect(await seedHuids(second.connection)).toBe(23);
      const counts = await Promise.all([1, 2, 3, 4, 5].map(async (n) => (await huidsOf(first.connection, n)).length));
      expect(counts).toEqual([3, 10, 10, 0, 0]);
      const all = [...(await huidsOf(first.connection, 1)), ...(await huidsOf(first.connection, 2))];
      expect(all.every(([huid, state]) => /^[A-Z0-9]{6}$/.test(huid) && state === 'in-stock')).toBe(true);
      expect(all.map(([huid]) => huid)).toEqual(Array.from({ length: 13 }, (_, n) => seedHuid(n)));
      expect(new Set(all.map(([huid]) => huid)).size).toBe(13);
      expect([...(await huidsOf(second.connection, 1)), ...(await huidsOf(second.connection, 2))]).toEqual(all);
    } finally {
      await first.app.close();
      await second.app.close();
    }
  });
});
