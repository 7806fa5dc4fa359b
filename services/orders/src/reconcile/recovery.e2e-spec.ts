// A paid order is never lost: the orders service stopped after the provider took the money and
// before verify, a browser that vanished after paying, replicas reconciling at the same time.
import { Outbox } from '../outbox/outbox.service';
import { ReconciliationService } from './reconciliation.service';
import {
  createPaymentOrder,
  createTestApp,
  eventually,
  payFor,
  PRODUCTS,
  type OrdersTestApp,
} from '../testing/test-app';

let t: OrdersTestApp;
beforeEach(async () => {
  t = await createTestApp(`recovery-${Date.now()}`, { RECONCILE_AFTER_MS: '0' });
});
afterEach(() => t.close());

const ring = [{ productId: PRODUCTS.ring._id, quantity: 1 }];
// Another address than payFor's shopper, so this checkout is not the same cart as one already open.
const madurai = {
  name: 'Asha',
  email: 'asha@example.in',
  phone: '9876543210',
  address: 'x',
  city: 'Madurai',
  state: 'TN',
  zipCode: '625001',
};
const verify = (handler: object) => t.http().post('/api/verify-payment').set('Authorization', t.bearer()).send(handler);

it('fault: orders stops after the payment is taken and before verify; the webhook retry records it once', async () => {
  const created = (await createPaymentOrder(t, ring, { customerDetails: madurai }).expect(200)).body;
  await t.stopApp();
  const paid = t.sandbox.pay(created.order.id, 'success');
  if (!paid.ok) throw new Error('payment refused');
  // Webhooks fail while the service is down.
  await new Promise((r) => setTimeout(r, 300));
  expect(t.sandbox.webhooks().every((d) => !d.delivered && d.attempts >= 1)).toBe(true);
  await t.startApp();
  await t.sandbox.webhooksIdle();
  expect(t.sandbox.webhooks().every((d) => d.delivered)).toBe(true);
  const res = await verify(paid.body).expect(200);
  expect(await t.orders.countDocuments({ _id: created.order.id })).toBe(1);
  expect(await t.orders.countDocuments({ orderNumber: res.body.orderId })).toBe(1);
});

it('fault without webhooks: after a restart, reconciliation records the paid order once, and verify agrees', async () => {
  t.sandbox.setWebhookUrl(null);
  const { created, handler } = await payFor(t, ring);
  await t.stopApp();
  await t.startApp();
  const report = await t.app.get(ReconciliationService).run();
  expect(report).toMatchObject({ checked: 1, recorded: 1 });
  const order = await t.orders.findById(created.order.id).lean();
  expect(order?.recordedBy).toBe('reconcile');
  expect((await verify(handler).expect(200)).body.orderId).toBe(order?.orderNumber);
  expect(await t.orders.countDocuments()).toBe(1);
  expect((await t.pendings.findById(created.order.id).lean())?.state).toBe('paid');
});

it('reconciliation: a shopper who paid and closed the tab still has a paid order; unpaid checkouts wait', async () => {
  t.sandbox.setWebhookUrl(null);
  const { created } = await payFor(t, ring);
  const unpaid = (await createPaymentOrder(t, ring, { customerDetails: madurai }).expect(200)).body;
  const report = await t.app.get(ReconciliationService).run();
  expect(report).toMatchObject({ checked: 2, recorded: 1 });
  expect(await t.orders.countDocuments({ _id: created.order.id })).toBe(1);
  const waiting = await t.pendings.findById(unpaid.order.id).lean();
  expect(waiting).toMatchObject({ state: 'created', checks: 1 });
  expect(waiting!.nextCheckAt.getTime()).toBeGreaterThan(Date.now());
});

it('several replicas reconciling at once record each order once, and only one takes each time slot', async () => {
  t.sandbox.setWebhookUrl(null);
  const paid = await Promise.all([payFor(t, ring), payFor(t, ring), payFor(t, ring)]);
  const service = t.app.get(ReconciliationService);
  // Two replicas' runs at once (the second instance stands for another process on the same database).
  const replica = Object.create(service) as ReconciliationService;
  Object.assign(replica, { running: false });
  await Promise.all([service.run(), replica.run()]);
  for (const { created } of paid) expect(await t.orders.countDocuments({ _id: created.order.id })).toBe(1);
  const now = new Date();
  const taken = await Promise.all([service.tick(now), replica.tick(now)]);
  expect(taken.filter((r) => r !== null)).toHaveLength(1);
});

it('retries the confirmation e-mail and the file claim that failed the first time', async () => {
  t.catalog.refuseClaims = true;
  const customization = { type: 'image', fileId: '77777777777777777777777777777777', uploadedFile: { name: 'us.png' } };
  const { created, handler } = await payFor(t, [{ ...ring[0], customization }]);
  await verify(handler).expect(200);
  await new Promise((r) => setTimeout(r, 200));
  expect((await t.orders.findById(created.order.id).lean())?.filesClaimedAt).toBeUndefined();
  t.catalog.refuseClaims = false;
  // The pass that runs after the back-off delivers it (on a busy machine the first, refused try may
  // still be finishing when the first pass runs, so pass until it is delivered).
  await eventually(async () => {
    await t.app.get(Outbox).dispatchDue(new Date(Date.now() + 120_000));
    return (await t.orders.findById(created.order.id).lean())?.filesClaimedAt instanceof Date;
  });
  expect(t.catalog.claims).toContainEqual(['77777777777777777777777777777777']);
});
