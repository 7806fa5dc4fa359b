// The outbox on the real app and FerretDB: a paid order's event is written with the order, a
// handler that fails is tried again later until it succeeds (its effect happens once), two
// dispatchers passing at once (two replicas) run each delivery once, and an event emitted for
// later waits for its time.
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { createTestApp, eventually, payFor, PRODUCTS, type OrdersTestApp } from '../testing/test-app';
import { OutboxEvent } from './outbox-event.schema';
import { BACKOFF_MS, Outbox } from './outbox.service';

let t: OrdersTestApp;
let outbox: Outbox;
let rows: Model<OutboxEvent>;
/** What the probe handler did, per key: a key in `failing` throws that many more times first. */
const effects = new Map<string, number>();
const failing = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp('outbox');
  outbox = t.app.get(Outbox);
  rows = t.app.get(getModelToken(OutboxEvent.name));
  // A subscriber standing for an e-mail or a provider call; the real ones ignore keys that are no order.
  outbox.on('OrderPaid', 'probe', async (_payload, key) => {
    if (!key.startsWith('probe-')) return;
    await new Promise((resolve) => setTimeout(resolve, 30));
    const left = failing.get(key) ?? 0;
    if (left > 0) {
      failing.set(key, left - 1);
      throw new Error('the far side is down');
    }
    effects.set(key, (effects.get(key) ?? 0) + 1);
  });
});
afterAll(() => t.close());

const later = (ms: number) => new Date(Date.now() + ms);
const rowOf = (key: string) => rows.findById(`OrderPaid:${key}>probe`).lean<OutboxEvent>().exec();

it('writes OrderPaid with the paid order, once however often the payment is verified', async () => {
  t.sandbox.setWebhookUrl(null);
  const { created, handler } = await payFor(t, [{ productId: PRODUCTS.ring._id, quantity: 1 }]);
  const verify = () => t.http().post('/api/verify-payment').set('Authorization', t.bearer()).send(handler);
  await verify().expect(200);
  const orderId = created.order.id;
  expect(await t.orders.countDocuments({ _id: orderId })).toBe(1);
  const written = await rows.find({ key: orderId }).lean<OutboxEvent[]>().exec();
  expect(written.map((row) => row.handler).sort()).toEqual(
    ['confirmation-mail', 'files-claim', 'new-order-notice', 'probe', 'stock-take'].sort(),
  );
  await verify().expect(200);
  expect(await rows.countDocuments({ key: orderId })).toBe(written.length);
  await eventually(async () => (await rows.countDocuments({ key: orderId, deliveredAt: { $exists: true } })) === 5);
});

it('tries a failing handler again with a growing pause until it succeeds, and its effect happens once', async () => {
  failing.set('probe-retry', 2);
  await outbox.emit('OrderPaid', 'probe-retry', {});
  await eventually(async () => (await rowOf('probe-retry'))?.attempts === 1);
  // Not due yet: the pass leaves it alone.
  await outbox.dispatchDue(later(BACKOFF_MS / 2));
  expect((await rowOf('probe-retry'))?.attempts).toBe(1);
  expect(await outbox.dispatchDue(later(BACKOFF_MS + 1000))).toMatchObject({ failed: 1 });
  const second = await rowOf('probe-retry');
  expect(second).toMatchObject({ attempts: 2, lastError: 'the far side is down' });
  // The second pause is twice the first.
  expect(second!.dueAt.getTime()).toBeGreaterThan(later(3 * BACKOFF_MS).getTime());
  await outbox.dispatchDue(later(4 * BACKOFF_MS));
  expect(effects.get('probe-retry')).toBe(1);
  expect((await rowOf('probe-retry'))?.deliveredAt).toBeInstanceOf(Date);
  await outbox.dispatchDue(later(86_400_000));
  expect(effects.get('probe-retry')).toBe(1);
});

it('two dispatchers passing at once deliver each event once', async () => {
  const keys = ['probe-a', 'probe-b', 'probe-c', 'probe-d'];
  // Each first try fails, so the rows wait for the passes.
  for (const key of keys) failing.set(key, 1);
  await Promise.all(keys.map((key) => outbox.emit('OrderPaid', key, {})));
  for (const key of keys) await eventually(async () => (await rowOf(key))?.attempts === 1);
  const when = later(BACKOFF_MS + 1000);
  const [one, two] = await Promise.all([outbox.dispatchDue(when), outbox.dispatchDue(when)]);
  expect(one.delivered + two.delivered).toBeGreaterThanOrEqual(keys.length);
  for (const key of keys) {
    expect(effects.get(key)).toBe(1);
    expect((await rowOf(key))?.deliveredAt).toBeInstanceOf(Date);
  }
});

it('an event emitted for later waits until it is due, then is delivered once', async () => {
  await outbox.emitLater('OrderPaid', 'probe-later', {}, BACKOFF_MS);
  expect(await rowOf('probe-later')).toMatchObject({ attempts: 0 });
  await outbox.dispatchDue(later(BACKOFF_MS / 2));
  expect(effects.get('probe-later')).toBeUndefined();
  await outbox.dispatchDue(later(BACKOFF_MS + 1000));
  expect(effects.get('probe-later')).toBe(1);
  expect((await rowOf('probe-later'))?.deliveredAt).toBeInstanceOf(Date);
  // Written again (a retried request): the same row, not a second delivery.
  await outbox.emitLater('OrderPaid', 'probe-later', {}, BACKOFF_MS);
  await outbox.dispatchDue(later(86_400_000));
  expect(effects.get('probe-later')).toBe(1);
});
