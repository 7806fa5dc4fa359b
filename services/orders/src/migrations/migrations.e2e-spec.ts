// The orders service's migrations against a real database (FerretDB): they build exactly the
// indexes its schemas declare (so a schema index added without a migration fails here), the unique
// ones that exactly-once recording rests on among them, and the service refuses a database behind.
import { getConnectionToken } from '@nestjs/mongoose';
import { compareIndexes, RATE_LIMIT_INDEX_SHAPES, runMigrations } from '@rmj/nest-common';
import mongoose, { type Connection } from 'mongoose';
import { createTestApp, type OrdersTestApp } from '../testing/test-app';
import { ORDERS_MIGRATIONS } from '.';

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
      await connection.db!.collection<{ _id: number }>('migrations').deleteOne({ _id: 2 });
    } finally {
      await connection.close();
    }
    await expect(t.startApp()).rejects.toThrow(
      'orders: the database is at migration 1, this build needs 2: run `node dist/migrate.js` (npm start does it)',
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
});
