// The orders service's migrations against a real database (FerretDB): they build exactly the
// indexes its schemas declare (so a schema index added without a migration fails here), the unique
// ones that exactly-once recording rests on among them, and the service refuses a database behind.
import { getConnectionToken } from '@nestjs/mongoose';
import { compareIndexes, RATE_LIMIT_INDEX_SHAPES, runMigrations } from '@rmj/nest-common';
import mongoose, { type Connection } from 'mongoose';
import { createTestApp, type OrdersTestApp } from '../testing/test-app';
import { ORDERS_MIGRATIONS } from '.';
import normalisedPhones from './003-normalised-phones';
import refundVersions from './008-refund-versions';
import orderVersions from './009-order-versions';

describe('orders migrations (FerretDB)', () => {
  let t: OrdersTestApp;
  beforeAll(async () => {
    t = await createTestApp('orders-migrations');
  });
  afterAll(() => t.close());

  it('build exactly the indexes the schemas declare (and the rate limits)', async () => {
    const connection = t.app.get<Connection>(getConnectionToken());
    const { declared, built } = await compareIndexes(connection, RATE_LIMIT_INDEX_SHAPES);
    expect(built).toEqual(declared);
    const unique = built.filter((i) => i.unique).map((i) => `${i.collection}.${i.name}`);
    expect(unique).toEqual(
      expect.arrayContaining(['orders.orderNumber_1', 'orders.paymentId_1', 'invoices.series_1_seq_1']),
    );
  });

  it('the service refuses to start on its database once a migration is missing, and starts after migrate', async () => {
    await t.stopApp();
    const connection = await mongoose
      .createConnection(t.config.MONGODB_URI, { dbName: t.config.MONGODB_DB })
      .asPromise();
    try {
      await connection.db!.collection<{ _id: number }>('migrations').deleteMany({ _id: { $gt: 1 } });
    } finally {
      await connection.close();
    }
    const latest = ORDERS_MIGRATIONS.at(-1)!.version;
    await expect(t.startApp()).rejects.toThrow(
      `orders: the database is at migration 1, this build needs ${latest}: run \`node dist/migrate.js\` (npm start does it)`,
    );
    await runMigrations({
      uri: t.config.MONGODB_URI,
      dbName: t.config.MONGODB_DB,
      service: 'orders',
      migrations: ORDERS_MIGRATIONS,
    });
    await t.startApp();
    await t.http().get('/health/ready').expect(200);
  });

  it('rewrites stored phones written any other way as their 10 digits, once, leaving other numbers alone', async () => {
    const connection = t.app.get<Connection>(getConnectionToken());
    const orders = connection.db!.collection<{ _id: string; customerDetails: { phone: string } }>('orders');
    const stored = {
      'phone-a': '+91 98765 43210',
      'phone-b': '098765 43211',
      'phone-c': '98765-43212',
      'phone-d': '9876543213',
      'phone-e': '+1 555 123 4567',
    };
    await orders.insertMany(Object.entries(stored).map(([_id, phone]) => ({ _id, customerDetails: { phone } })));
    await connection
      .db!.collection('payment_orders')
      .insertOne({ _id: 'phone-p', customerDetails: { phone: '0091 98765 43214' } } as never);
    for (let run = 0; run < 2; run += 1) await normalisedPhones.up(connection.db!);
    const after = await orders
      .find({ _id: { $in: Object.keys(stored) } })
      .sort({ _id: 1 })
      .toArray();
    expect(after.map((o) => o.customerDetails.phone)).toEqual([
      '9876543210',
      '9876543211',
      '9876543212',
      '9876543213',
      '+1 555 123 4567',
    ]);
    expect(await connection.db!.collection('payment_orders').findOne({ _id: 'phone-p' } as never)).toMatchObject({
      customerDetails: { phone: '9876543214' },
    });
  });

  it('gives refund records written before versions a version 0, once, and leaves versioned ones alone', async () => {
    const connection = t.app.get<Connection>(getConnectionToken());
    const records = connection.db!.collection<{ _id: string; state: string; version?: number }>('order_refunds');
    const seconds = connection.db!.collection<{ _id: string; state: string; version?: number }>('payment_refunds');
    await records.insertMany([
      { _id: 'cancel:old', state: 'due' },
      { _id: 'cancel:new', state: 'pending', version: 3 },
    ]);
    await seconds.insertOne({ _id: 'pay_old', state: 'failed' });
    for (let run = 0; run < 2; run += 1) await refundVersions.up(connection.db!);
    expect(
      await records
        .find({ _id: { $in: ['cancel:old', 'cancel:new'] } })
        .sort({ _id: 1 })
        .toArray(),
    ).toEqual([
      { _id: 'cancel:new', state: 'pending', version: 3 },
      { _id: 'cancel:old', state: 'due', version: 0 },
    ]);
    expect(await seconds.findOne({ _id: 'pay_old' })).toEqual({ _id: 'pay_old', state: 'failed', version: 0 });
  });

  it('gives orders from before versions version 0 and the state of their last move, once', async () => {
    const connection = t.app.get<Connection>(getConnectionToken());
    const orders = connection.db!.collection<{ _id: string; status: string; version?: number }>('orders');
    await orders.insertMany([
      { _id: 'old-moved', status: 'Processing' },
      { _id: 'old-unmoved', status: 'Processing' },
      { _id: 'new', status: 'Packed', version: 7 },
    ]);
    await connection.db!.collection<{ _id: string } & Record<string, unknown>>('order_moves').insertMany([
      { _id: 'old-moved:1', orderId: 'old-moved', seq: 1, from: 'Processing', to: 'In workshop' },
      { _id: 'old-moved:2', orderId: 'old-moved', seq: 2, from: 'In workshop', to: 'Quality check' },
    ]);
    for (let run = 0; run < 2; run += 1) await orderVersions.up(connection.db!);
    const after = await orders.find({ _id: { $in: ['old-moved', 'old-unmoved', 'new'] } }).toArray();
    expect(Object.fromEntries(after.map(({ _id, ...rest }) => [_id, rest]))).toEqual({
      'old-moved': { status: 'Quality check', version: 0, moveSeq: 2 },
      'old-unmoved': { status: 'Processing', version: 0, moveSeq: 0 },
      new: { status: 'Packed', version: 7 },
    });
  });

  it('leaves the cancellations whose stock and refund the old follow-ups owed to the pass for moves left over', async () => {
    const connection = t.app.get<Connection>(getConnectionToken());
    const moves = connection.db!.collection<{ _id: string } & Record<string, unknown>>('order_moves');
    const at = new Date('2026-11-01T10:00:00Z');
    const settledAt = new Date('2026-11-01T10:00:01Z');
    const cancel = { orderId: 'c', seq: 1, from: 'Processing', to: 'Cancelled', at, settledAt };
    await moves.insertMany([
      { _id: 'owed:1', ...cancel, orderId: 'owed' },
      { _id: 'done:1', ...cancel, orderId: 'done', cancelSettledAt: settledAt },
      { _id: 'moved:1', ...cancel, orderId: 'moved', to: 'In workshop' },
    ]);
    for (let run = 0; run < 2; run += 1) await orderVersions.up(connection.db!);
    const after = await moves.find({ _id: { $in: ['owed:1', 'done:1', 'moved:1'] } }).toArray();
    expect(Object.fromEntries(after.map((m) => [m._id, 'settledAt' in m]))).toEqual({
      'owed:1': false,
      'done:1': true,
      'moved:1': true,
    });
  });
});
