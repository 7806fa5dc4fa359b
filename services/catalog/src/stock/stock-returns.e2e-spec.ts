// Stock returns (real app, real FerretDB): a cancelled order's quantities go back once, however often
// and however concurrently orders asks; an order never taken puts nothing back; an oversold line puts
// back only what its take removed; a return interrupted half way is finished without a line twice.
import { internalProductSchema, stockReturnResponseSchema, stockTakeResponseSchema } from '@rmj/contracts';
import { createStaffApp, ringDraft, type StaffApp } from '../testing/staff';
import { ledger } from './stock-ledger';
import { STOCK_RETURNS } from './stock-returns.service';

const PRODUCTS = '/api/admin/catalogue/products';

describe('stock returns (real FerretDB)', () => {
  let s: StaffApp;
  beforeAll(async () => {
    s = await createStaffApp('stock_returns');
  });
  afterAll(() => s.close());

  const newProduct = async (stock: number): Promise<string> => {
    const res = await s
      .http()
      .post(PRODUCTS)
      .set('Authorization', s.as.staff)
      .send(ringDraft({ name: `Return ${stock} Silver Ring`, stock }))
      .expect(201);
    await s.http().patch(`${PRODUCTS}/${res.body.id}`).set('Authorization', s.as.staff).send({ published: true });
    return res.body.id;
  };
  type Lines = { productId: string; quantity: number }[];
  const take = async (orderId: string, lines: Lines) =>
    stockTakeResponseSchema.parse(
      (
        await s
          .http()
          .post('/internal/stock/takes')
          .send({ orderId, orderNumber: `RMJ-${orderId}`, lines })
          .expect(200)
      ).body,
    );
  const giveBack = async (orderId: string, lines: Lines) =>
    stockReturnResponseSchema.parse(
      (
        await s
          .http()
          .post('/internal/stock/returns')
          .send({ orderId, orderNumber: `RMJ-${orderId}`, lines })
          .expect(200)
      ).body,
    );
  const stockOf = async (id: string) =>
    internalProductSchema.parse((await s.http().get(`/internal/products/${id}`).expect(200)).body).stock;

  it('puts a cancelled order’s pieces back once; a second call changes nothing', async () => {
    const id = await newProduct(5);
    await take('ret-once', [{ productId: id, quantity: 2 }]);
    expect(await stockOf(id)).toBe(3);
    expect(await giveBack('ret-once', [{ productId: id, quantity: 2 }])).toEqual({
      returned: true,
      lines: [{ productId: id, stock: 5 }],
    });
    expect(await giveBack('ret-once', [{ productId: id, quantity: 2 }])).toEqual({
      returned: false,
      lines: [{ productId: id, stock: 5 }],
    });
    expect(await stockOf(id)).toBe(5);
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
    expect(await stockOf(id)).toBe(5);
    expect(await ledger(s.connection).countDocuments({ orderId: 'ret-twice', returned: true })).toBe(1);
  });

  it('puts nothing back for an order that was never taken, nor for a product it did not take', async () => {
    const id = await newProduct(4);
    expect(await giveBack('ret-never-taken', [{ productId: id, quantity: 2 }])).toEqual({ returned: false, lines: [] });
    expect(await stockOf(id)).toBe(4);
    // The request's lines are not trusted: only what the take removed goes back.
    const other = await newProduct(4);
    await take('ret-only-taken', [{ productId: id, quantity: 1 }]);
    await giveBack('ret-only-taken', [
      { productId: id, quantity: 1 },
      { productId: other, quantity: 3 },
    ]);
    expect([await stockOf(id), await stockOf(other)]).toEqual([4, 4]);
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
    expect([await stockOf(a), await stockOf(b)]).toEqual([5, 5]);
  });
});
