// Stock as a count (real app, real FerretDB): a paid order takes its quantities exactly once, whoever
// calls first and however many call at once; takes of different orders at once all count; the count
// floors at 0 and reports oversold; staff setting the count starts over; old products get counts.
// A cancelled order's quantities go back once, however often and however concurrently orders asks;
// an order never taken puts nothing back; an oversold line puts back only what its take removed; a
// return interrupted half way is finished without a line twice. A shop return of part of an order
// puts back only its pieces, once per its key however often and concurrently orders asks, never more
// than the take removed less what the order's other returns put back (even when they race), and
// beside the whole order's return.
import { internalProductSchema, stockReturnResponseSchema, stockTakeResponseSchema } from '@rmj/contracts';
import { INTERNAL_CREDENTIAL_MISSING, INTERNAL_CREDENTIAL_WRONG, SERVICE_TOKEN_HEADER } from '@rmj/nest-common';
import { Types } from 'mongoose';
import { migrateProducts } from '../products/product-migration';
import { allProducts } from '../testing/seeded-app';
import { createStaffApp, ringDraft, type StaffApp } from '../testing/staff';
import { ledger, STOCK_TAKES } from './stock-ledger';
import { STOCK_RETURNS } from './stock-returns.service';
import { SERVICE_HEADERS } from '../testing/test-app';

const PRODUCTS = '/api/admin/catalogue/products';

let s: StaffApp;
beforeAll(async () => {
  s = await createStaffApp('stock_takes');
});
afterAll(() => s.close());

type Lines = { productId: string; quantity: number }[];

/** A published ring with `stock` pieces; answers its id. */
const newProduct = async (stock: number): Promise<string> => {
  const res = await s
    .http()
    .post(PRODUCTS)
    // The owner's price: a staff member's would wait for approval before it could be published.
    .set('Authorization', s.as.owner)
    .send(ringDraft({ name: `Stock ${stock} Silver Ring`, stock }))
    .expect(201);
  await s.http().patch(`${PRODUCTS}/${res.body.id}`).set('Authorization', s.as.staff).send({ published: true });
  return res.body.id;
};
/** POST /internal/stock/takes or /returns for an order, as orders sends it. */
const stockCall = async (kind: 'takes' | 'returns', orderId: string, lines: Lines) =>
  (
    await s
      .http()
      .post(`/internal/stock/${kind}`)
      .set(SERVICE_HEADERS)
      .send({ orderId, orderNumber: `RMJ-${orderId}`, lines })
      .expect(200)
  ).body as unknown;
const take = async (orderId: string, lines: Lines) =>
  stockTakeResponseSchema.parse(await stockCall('takes', orderId, lines));
const giveBack = async (orderId: string, lines: Lines) =>
  stockReturnResponseSchema.parse(await stockCall('returns', orderId, lines));
/** A shop return of some of an order's pieces, under its own key, as orders sends it on a passed check. */
const giveBackPart = async (orderId: string, returnKey: string, lines: Lines) =>
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
/** The product as orders reads it. */
const stockOf = async (id: string) =>
  internalProductSchema.parse((await s.http().get(`/internal/products/${id}`).set(SERVICE_HEADERS).expect(200)).body);
const stockNow = async (id: string) => (await stockOf(id)).stock;

describe('stock takes (real FerretDB)', () => {
  it('gives every seeded product a count: 10 in stock, 0 sold out', async () => {
    const products = await allProducts(s);
    const inStock = products.find((p) => p.inStock)!;
    const soldOut = products.find((p) => !p.inStock)!;
    expect(await stockOf(inStock.id)).toMatchObject({ stock: 10, inStock: true, published: true });
    expect(await stockOf(soldOut.id)).toMatchObject({ stock: 0, inStock: false });
  });

  it('takes an order once: a second call for it changes nothing', async () => {
    const id = await newProduct(5);
    expect(await take('order-once', [{ productId: id, quantity: 2 }])).toEqual({
      taken: true,
      lines: [{ productId: id, stock: 3, oversold: false }],
    });
    expect(await take('order-once', [{ productId: id, quantity: 2 }])).toEqual({
      taken: false,
      lines: [{ productId: id, stock: 3, oversold: false }],
    });
    expect((await stockOf(id)).stock).toBe(3);
  });

  it('counts 10 different orders taken at once: stock 10 becomes 0, none oversold', async () => {
    const id = await newProduct(10);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => take(`order-concurrent-${i}`, [{ productId: id, quantity: 1 }])),
    );
    expect(results.every((r) => r.taken && !r.lines[0].oversold)).toBe(true);
    expect(results.map((r) => r.lines[0].stock).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await stockOf(id)).toMatchObject({ stock: 0, inStock: false });
    // The storefront shows it sold out (the read model was told).
    expect((await s.http().get(`/api/products/${id}`).expect(200)).body.inStock).toBe(false);
    const late = await take('order-late', [{ productId: id, quantity: 1 }]);
    expect(late.lines).toEqual([{ productId: id, stock: 0, oversold: true }]);
  });

  it('takes one order called twice at once only once', async () => {
    const id = await newProduct(4);
    const both = await Promise.all([
      take('order-twice', [{ productId: id, quantity: 3 }]),
      take('order-twice', [{ productId: id, quantity: 3 }]),
    ]);
    expect(both.map((r) => r.taken).sort()).toEqual([false, true]);
    expect((await stockOf(id)).stock).toBe(1);
    expect(await ledger(s.connection).countDocuments({ orderId: 'order-twice' })).toBe(1);
  });

  it('floors at 0 and reports oversold, line by line; unknown products are oversold', async () => {
    const a = await newProduct(2);
    const b = await newProduct(6);
    const missing = new Types.ObjectId().toString();
    const result = await take('order-lines', [
      { productId: a, quantity: 3 },
      { productId: b, quantity: 1 },
      { productId: b, quantity: 1 },
      { productId: missing, quantity: 1 },
    ]);
    expect(result.lines).toEqual([
      { productId: a, stock: 0, oversold: true },
      { productId: b, stock: 4, oversold: false },
      { productId: missing, stock: 0, oversold: true },
    ]);
  });

  it('finishes a take interrupted half way without taking a line twice', async () => {
    const a = await newProduct(5);
    const b = await newProduct(5);
    const lines = [
      { productId: a, quantity: 1 },
      { productId: b, quantity: 2 },
    ];
    await take('order-interrupted-reference', [{ productId: a, quantity: 1 }]);
    // As if the first call died after recording the order and taking line a (the reference order took
    // seq 1 of a, this one seq 2), before line b and before marking the take done.
    await s.connection
      .collection(STOCK_TAKES)
      .insertOne({ _id: 'order-interrupted' as never, lines, at: new Date(), applied: false });
    const epoch = (await s.connection.collection('products').findOne({ _id: new Types.ObjectId(a) }))!.stockEpoch;
    await ledger(s.connection).insertOne({
      _id: `${a}:${epoch}:2`,
      productId: a,
      epoch,
      seq: 2,
      takeKey: `order-interrupted:${a}`,
      orderId: 'order-interrupted',
      quantity: 1,
      before: 4,
      after: 3,
      oversold: false,
      at: new Date(),
    });
    const again = await take('order-interrupted', lines);
    expect(again).toEqual({
      taken: false,
      lines: [
        { productId: a, stock: 3, oversold: false },
        { productId: b, stock: 3, oversold: false },
      ],
    });
    expect((await stockOf(a)).stock).toBe(3);
    expect((await stockOf(b)).stock).toBe(3);
  });

  it('starts over from the count staff set; takes before it no longer subtract', async () => {
    const id = await newProduct(3);
    await take('order-before-count', [{ productId: id, quantity: 3 }]);
    expect((await s.http().get(`/api/products/${id}`).expect(200)).body.inStock).toBe(false);
    const set = await s
      .http()
      .patch(`${PRODUCTS}/${id}`)
      .set('Authorization', s.as.staff)
      .send({ stock: 7 })
      .expect(200);
    expect(set.body).toMatchObject({ stock: 7, inStock: true });
    await take('order-after-count', [{ productId: id, quantity: 2 }]);
    expect((await stockOf(id)).stock).toBe(5);
    expect((await s.http().get(`${PRODUCTS}/${id}`).set('Authorization', s.as.support).expect(200)).body.stock).toBe(5);
  });

  it('tells shoppers the pieces left (at most 99) on the product and in listings, as takes change it', async () => {
    const id = await newProduct(2);
    const shown = async () => {
      const one = (await s.http().get(`/api/products/${id}`).expect(200)).body;
      const found = (await s.http().get('/api/products/search?q=Stock%202%20Silver').expect(200)).body.products;
      return [one.piecesLeft, found.find((p: { id: string }) => p.id === id)?.piecesLeft];
    };
    expect(await shown()).toEqual([2, 2]);
    await take('order-pieces-left', [{ productId: id, quantity: 1 }]);
    expect(await shown()).toEqual([1, 1]);
    await s.http().patch(`${PRODUCTS}/${id}`).set('Authorization', s.as.staff).send({ stock: 500 }).expect(200);
    expect(await shown()).toEqual([99, 99]);
    await s.http().patch(`${PRODUCTS}/${id}`).set('Authorization', s.as.staff).send({ stock: 0 }).expect(200);
    expect(await shown()).toEqual([0, 0]);
  });

  it('takes stock only for a caller with the service credential: the handler never runs otherwise', async () => {
    const id = await newProduct(4);
    const body = { orderId: 'order-no-credential', orderNumber: 'RMJ-x', lines: [{ productId: id, quantity: 3 }] };
    const none = await s.http().post('/internal/stock/takes').send(body).expect(401);
    expect(none.body.message).toBe(INTERNAL_CREDENTIAL_MISSING);
    const wrong = await s
      .http()
      .post('/internal/stock/takes')
      .set(SERVICE_TOKEN_HEADER, 'someone-else-guessing-the-internal-token')
      .send(body)
      .expect(403);
    expect(wrong.body.message).toBe(INTERNAL_CREDENTIAL_WRONG);
    await s.http().get(`/internal/products/${id}`).expect(401);
    await s.http().post('/internal/stock/returns').send(body).expect(401);
    expect(await stockNow(id)).toBe(4);
    // The same take with the credential goes through, once.
    expect((await take('order-no-credential', body.lines)).taken).toBe(true);
    expect(await stockNow(id)).toBe(1);
  });

  it('refuses a malformed take', async () => {
    const res = await s
      .http()
      .post('/internal/stock/takes')
      .set(SERVICE_HEADERS)
      .send({ orderId: '', lines: [] })
      .expect(400);
    expect(res.body.issues.map((i: { field: string }) => i.field)).toEqual(['orderId', 'lines']);
    await s.http().get('/internal/products/nope').set(SERVICE_HEADERS).expect(400);
    await s.http().get(`/internal/products/${new Types.ObjectId().toString()}`).set(SERVICE_HEADERS).expect(404);
  });

  it('migrates products stored before counts (10 in stock, 0 not), once', async () => {
    const products = s.connection.collection('products');
    const base = { productType: 'Silver', productCategory: 'Ring', peopleCategory: 'women', price: 999 };
    const [inStock, soldOut] = [new Types.ObjectId(), new Types.ObjectId()];
    await products.insertMany([
      { _id: inStock, name: 'Legacy In', inStock: true, ...base },
      { _id: soldOut, name: 'Legacy Out', inStock: false, ...base },
    ]);
    expect(await migrateProducts(s.connection.db!)).toBeGreaterThanOrEqual(2);
    expect(await products.findOne({ _id: inStock })).toMatchObject({ stockBase: 10, published: true, archived: false });
    expect(await products.findOne({ _id: soldOut })).toMatchObject({ stockBase: 0 });
    expect(await migrateProducts(s.connection.db!)).toBe(0);
  });
});

describe('stock returns (real FerretDB)', () => {
  it('puts a cancelled order’s pieces back once; a second call changes nothing', async () => {
    const id = await newProduct(5);
    await take('ret-once', [{ productId: id, quantity: 2 }]);
    expect(await stockNow(id)).toBe(3);
    expect(await giveBack('ret-once', [{ productId: id, quantity: 2 }])).toEqual({
      returned: true,
      lines: [{ productId: id, stock: 5 }],
    });
    expect(await giveBack('ret-once', [{ productId: id, quantity: 2 }])).toEqual({
      returned: false,
      lines: [{ productId: id, stock: 5 }],
    });
    expect(await stockNow(id)).toBe(5);
    // The storefront shows it (the read model was told).
    expect((await s.http().get(`/api/products/${id}`).expect(200)).body.inStock).toBe(true);
  });

  it('puts an order back once when asked twice at once, while other orders keep taking', async () => {
    const id = await newProduct(6);
    await take('ret-twice', [{ productId: id, quantity: 3 }]);
    const [a, b] = await Promise.all([
      giveBack('ret-twice', [{ productId: id, quantity: 3 }]),
      giveBack('ret-twice', [{ productId: id, quantity: 3 }]),
      take('ret-other', [{ productId: id, quantity: 1 }]),
    ]);
    expect([a.returned, b.returned].sort()).toEqual([false, true]);
    expect(await stockNow(id)).toBe(5);
    expect(await ledger(s.connection).countDocuments({ orderId: 'ret-twice', returned: true })).toBe(1);
  });

  it('puts nothing back for an order that was never taken, nor for a product it did not take', async () => {
    const id = await newProduct(4);
    expect(await giveBack('ret-never-taken', [{ productId: id, quantity: 2 }])).toEqual({ returned: false, lines: [] });
    expect(await stockNow(id)).toBe(4);
    // The request's lines are not trusted: only what the take removed goes back.
    const other = await newProduct(4);
    await take('ret-only-taken', [{ productId: id, quantity: 1 }]);
    await giveBack('ret-only-taken', [
      { productId: id, quantity: 1 },
      { productId: other, quantity: 3 },
    ]);
    expect([await stockNow(id), await stockNow(other)]).toEqual([4, 4]);
  });

  it('puts back only what an oversold take removed', async () => {
    const id = await newProduct(1);
    const taken = await take('ret-oversold', [{ productId: id, quantity: 3 }]);
    expect(taken.lines).toEqual([{ productId: id, stock: 0, oversold: true }]);
    expect((await giveBack('ret-oversold', [{ productId: id, quantity: 3 }])).lines).toEqual([
      { productId: id, stock: 1 },
    ]);
  });

  it('finishes a return interrupted half way without a line twice', async () => {
    const a = await newProduct(5);
    const b = await newProduct(5);
    const lines = [
      { productId: a, quantity: 1 },
      { productId: b, quantity: 2 },
    ];
    await take('ret-interrupted', lines);
    // As if the first return died after putting line a back, before line b and before marking it done.
    await s.connection
      .collection(STOCK_RETURNS)
      .insertOne({ _id: 'ret-interrupted' as never, at: new Date(), applied: false });
    const epoch = (await ledger(s.connection).findOne({ takeKey: `ret-interrupted:${a}` }))!.epoch;
    await ledger(s.connection).insertOne({
      _id: `${a}:${epoch}:2`,
      productId: a,
      epoch,
      seq: 2,
      takeKey: `ret-interrupted:${a}:return`,
      orderId: 'ret-interrupted',
      quantity: 1,
      before: 4,
      after: 5,
      oversold: false,
      returned: true,
      at: new Date(),
    });
    expect(await giveBack('ret-interrupted', lines)).toEqual({
      returned: false,
      lines: [
        { productId: a, stock: 5 },
        { productId: b, stock: 5 },
      ],
    });
    expect([await stockNow(a), await stockNow(b)]).toEqual([5, 5]);
  });
});

describe('a return of part of an order (real FerretDB)', () => {
  it('puts back only the pieces returned, once: a second call changes nothing', async () => {
    const id = await newProduct(5);
    await take('part-once', [{ productId: id, quantity: 3 }]);
    expect(await stockNow(id)).toBe(2);
    expect(await giveBackPart('part-once', 'return-RET-ONCE', [{ productId: id, quantity: 1 }])).toEqual({
      returned: true,
      lines: [{ productId: id, stock: 3, quantity: 1 }],
    });
    expect(await giveBackPart('part-once', 'return-RET-ONCE', [{ productId: id, quantity: 1 }])).toEqual({
      returned: false,
      lines: [{ productId: id, stock: 3, quantity: 1 }],
    });
    expect(await stockNow(id)).toBe(3);
    expect(await s.connection.collection(STOCK_RETURNS).findOne({ _id: 'return-RET-ONCE' as never })).toMatchObject({
      orderId: 'part-once',
      applied: true,
    });
  });

  it('puts a part back once when asked twice at once, while other orders keep taking', async () => {
    const id = await newProduct(6);
    await take('part-twice', [{ productId: id, quantity: 3 }]);
    const [a, b] = await Promise.all([
      giveBackPart('part-twice', 'return-RET-TWICE', [{ productId: id, quantity: 2 }]),
      giveBackPart('part-twice', 'return-RET-TWICE', [{ productId: id, quantity: 2 }]),
      take('part-twice-other', [{ productId: id, quantity: 1 }]),
    ]);
    expect([a.returned, b.returned].sort()).toEqual([false, true]);
    // 6 - 3 + 2 - 1
    expect(await stockNow(id)).toBe(4);
    expect(await ledger(s.connection).countDocuments({ orderId: 'part-twice', returned: true })).toBe(1);
  });

  it('puts back no more than the take removed, less what earlier returns of the order put back', async () => {
    const id = await newProduct(2);
    const other = await newProduct(4);
    // 3 paid for, 2 in stock: the take removed 2.
    expect((await take('part-cap', [{ productId: id, quantity: 3 }])).lines[0].oversold).toBe(true);
    expect((await giveBackPart('part-cap', 'return-CAP-1', [{ productId: id, quantity: 1 }])).lines).toEqual([
      { productId: id, stock: 1, quantity: 1 },
    ]);
    // Asks 2, only 1 of what the take removed is still out; a product the order did not take gets none.
    expect(
      (
        await giveBackPart('part-cap', 'return-CAP-2', [
          { productId: id, quantity: 2 },
          { productId: other, quantity: 1 },
        ])
      ).lines,
    ).toEqual([
      { productId: id, stock: 2, quantity: 1 },
      { productId: other, stock: 4, quantity: 0 },
    ]);
    expect((await giveBackPart('part-cap', 'return-CAP-3', [{ productId: id, quantity: 1 }])).lines).toEqual([
      { productId: id, stock: 2, quantity: 0 },
    ]);
    expect([await stockNow(id), await stockNow(other)]).toEqual([2, 4]);
  });

  it('keeps the cap when returns of one order race for the same product', async () => {
    const id = await newProduct(5);
    await take('part-race', [{ productId: id, quantity: 2 }]);
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => giveBackPart('part-race', `return-RACE-${n}`, [{ productId: id, quantity: 1 }])),
    );
    expect(answers.map((a) => a.lines[0].quantity).sort()).toEqual([0, 0, 1, 1]);
    expect(await stockNow(id)).toBe(5);
  });

  it('still puts back the whole order (a cancellation): only what a part return did not put back', async () => {
    const id = await newProduct(5);
    const plain = await newProduct(3);
    await take('part-then-whole', [
      { productId: id, quantity: 3 },
      { productId: plain, quantity: 1 },
    ]);
    await giveBackPart('part-then-whole', 'return-PTW', [{ productId: id, quantity: 1 }]);
    expect([await stockNow(id), await stockNow(plain)]).toEqual([3, 2]);
    expect(
      await giveBack('part-then-whole', [
        { productId: id, quantity: 3 },
        { productId: plain, quantity: 1 },
      ]),
    ).toEqual({
      returned: true,
      lines: [
        { productId: id, stock: 5 },
        { productId: plain, stock: 3 },
      ],
    });
    // Nothing is left out to put back.
    expect(
      (await giveBackPart('part-then-whole', 'return-PTW-2', [{ productId: id, quantity: 1 }])).lines[0].quantity,
    ).toBe(0);
    expect([await stockNow(id), await stockNow(plain)]).toEqual([5, 3]);
  });

  it('puts back a part, then the rest under another key: all the take removed, no more', async () => {
    const a = await newProduct(4);
    const b = await newProduct(4);
    await take('part-rest', [
      { productId: a, quantity: 3 },
      { productId: b, quantity: 1 },
    ]);
    await giveBackPart('part-rest', 'return-REST-1', [{ productId: a, quantity: 1 }]);
    expect([await stockNow(a), await stockNow(b)]).toEqual([2, 3]);
    const rest = await giveBackPart('part-rest', 'return-REST-2', [
      { productId: a, quantity: 2 },
      { productId: b, quantity: 1 },
    ]);
    expect(rest).toEqual({
      returned: true,
      lines: [
        { productId: a, stock: 4, quantity: 2 },
        { productId: b, stock: 4, quantity: 1 },
      ],
    });
    expect([await stockNow(a), await stockNow(b)]).toEqual([4, 4]);
  });

  it('puts nothing back for an order never taken, and refuses a key that is the order id', async () => {
    const id = await newProduct(4);
    expect(await giveBackPart('part-never', 'return-NEVER', [{ productId: id, quantity: 1 }])).toEqual({
      returned: false,
      lines: [],
    });
    await s
      .http()
      .post('/internal/stock/returns')
      .set(SERVICE_HEADERS)
      .send({ orderId: 'part-never', returnKey: 'part-never', lines: [{ productId: id, quantity: 1 }] })
      .expect(400);
    expect(await stockNow(id)).toBe(4);
  });
});
