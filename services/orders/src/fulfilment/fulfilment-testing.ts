/**
 * Test support for fulfilment's service tests: the orders test app with a catalog that also takes
 * stock returns (counted, once per order as the catalog does, and able to go down), staff bearers
 * per role, a real paid order, and copies of it placed in any state by inserting its moves.
 */
import { getModelToken } from '@nestjs/mongoose';
import {
  ORDER_STATE,
  stockReturnRequestSchema,
  verifyPaymentResponseSchema,
  type OrderState,
  type StaffRole,
  type StockReturnRequest,
} from '@rmj/contracts';
import { loadSigningKey, signAccessToken } from '@rmj/nest-common';
import { randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Model } from 'mongoose';
import type { Order } from '../orders/order.schema';
import { createTestApp, eventually, payFor, PRODUCTS, testKeyPair, type OrdersTestApp } from '../testing/test-app';
import { OrderMoveRecord } from './order-move.schema';

const signer = loadSigningKey(testKeyPair.privateKey);

export interface StockReturnsStub {
  /** Every return received, repeated ones included. */
  received: StockReturnRequest[];
  /** Keys of the returns whose pieces went back (the catalog's once-per-key: returnKey, else the order's id). */
  returned: Set<string>;
  /** When true, returns are answered 503 (the catalog is down). */
  down: boolean;
}

export interface FulfilmentTestApp extends OrdersTestApp {
  returns: StockReturnsStub;
  moveRecords: Model<OrderMoveRecord>;
  /** Authorization headers of each staff role. */
  as: Record<StaffRole, string>;
  closeAll(): Promise<void>;
}

/** The way into each state from Processing (the last step of Refunded is the system's). */
export const PATH_TO: Record<OrderState, OrderState[]> = {
  // Cash on delivery's and a payment link's first states: a copy placed in one has no moves (PATH_TO is from Processing).
  [ORDER_STATE.awaitingPayment]: [],
  [ORDER_STATE.awaitingConfirmation]: [],
  [ORDER_STATE.paid]: [],
  [ORDER_STATE.inWorkshop]: [ORDER_STATE.inWorkshop],
  [ORDER_STATE.qualityCheck]: [ORDER_STATE.inWorkshop, ORDER_STATE.qualityCheck],
  [ORDER_STATE.shipped]: [ORDER_STATE.inWorkshop, ORDER_STATE.qualityCheck, ORDER_STATE.shipped],
  [ORDER_STATE.delivered]: [
    ORDER_STATE.inWorkshop,
    ORDER_STATE.qualityCheck,
    ORDER_STATE.shipped,
    ORDER_STATE.delivered,
  ],
  [ORDER_STATE.cancelled]: [ORDER_STATE.cancelled],
  [ORDER_STATE.returned]: [ORDER_STATE.inWorkshop, ORDER_STATE.qualityCheck, ORDER_STATE.shipped, ORDER_STATE.returned],
  [ORDER_STATE.refunded]: [ORDER_STATE.cancelled, ORDER_STATE.refunded],
  [ORDER_STATE.returnedToOrigin]: [
    ORDER_STATE.inWorkshop,
    ORDER_STATE.qualityCheck,
    ORDER_STATE.shipped,
    ORDER_STATE.returnedToOrigin,
  ],
};

/** A bearer header for a staff member of `role` (id `st-<role>`, e-mail `<role>@rmj.in`). */
export function staffBearer(t: OrdersTestApp, role: StaffRole): string {
  const sub = `st-${role}`;
  return `Bearer ${signAccessToken({ sub, email: `${role}@rmj.in`, firstName: role, sid: t.identity.sessionFor(sub), role }, signer)}`;
}

/** Catalog in front of the orders test app's stand-in: takes stock returns, passes everything else on. */
async function startReturnsFront(): Promise<{
  url: string;
  stub: StockReturnsStub;
  target: { url: string };
  close(): Promise<void>;
}> {
  const stub: StockReturnsStub = { received: [], returned: new Set(), down: false };
  const target = { url: '' };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (req.method === 'POST' && req.url === '/internal/stock/returns') {
        const send = (status: number, answer: unknown) =>
          res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
        if (stub.down) return send(503, { message: 'catalog down' });
        const parsed = stockReturnRequestSchema.safeParse(JSON.parse(body.toString()));
        if (!parsed.success) return send(400, { message: 'Invalid stock return' });
        stub.received.push(parsed.data);
        const key = parsed.data.returnKey ?? parsed.data.orderId;
        const first = !stub.returned.has(key);
        stub.returned.add(key);
        return send(200, {
          returned: first,
          lines: parsed.data.lines.map((l) => ({ productId: l.productId, stock: 1 })),
        });
      }
      const forward = http.request(
        `${target.url}${req.url}`,
        { method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => res.writeHead(502).end());
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stub,
    target,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function createFulfilmentApp(suite: string, env: Record<string, string> = {}): Promise<FulfilmentTestApp> {
  const front = await startReturnsFront();
  const t = (await createTestApp(suite, { ...env, CATALOG_URL: front.url })) as FulfilmentTestApp;
  front.target.url = t.catalog.url;
  t.sandbox.setWebhookUrl(null);
  t.returns = front.stub;
  t.moveRecords = t.app.get(getModelToken(OrderMoveRecord.name));
  t.as = { owner: staffBearer(t, 'owner'), staff: staffBearer(t, 'staff'), support: staffBearer(t, 'support') };
  t.closeAll = async () => {
    await t.close();
    await front.close();
  };
  return t;
}

/** A real order: created, paid in the sandbox and verified; resolves to the stored order. */
export async function paidOrder(
  t: OrdersTestApp,
  lines: Array<Record<string, unknown>> = [{ productId: PRODUCTS.ring._id, quantity: 1 }],
  auth = t.bearer(),
): Promise<Order> {
  const { handler } = await payFor(t, lines, auth);
  const orderNumber = verifyPaymentResponseSchema.parse(
    (await t.http().post('/api/verify-payment').set('Authorization', auth).send(handler).expect(200)).body,
  ).orderId!;
  // The verify answers before the payment's follow-ups (stock take, confirmation e-mail) are written to
  // the order; a test that moves the order at once would race them, so it starts once they are done.
  let order: Order | null = null;
  await eventually(async () => {
    order = await t.orders.findOne({ orderNumber }).lean<Order>().exec();
    return Boolean(order?.confirmationSentAt);
  });
  return order!;
}

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const newOrderNumber = () => `RMJ-${Array.from({ length: 10 }, () => ALPHABET[randomInt(32)]).join('')}`;

/**
 * A copy of `base` under a new number (its own provider ids), put in `state` by inserting the
 * moves that lead there (settled: no mail, no refund). `changes` replace fields (paidAt, lines...).
 */
export async function orderIn(
  t: FulfilmentTestApp,
  base: Order,
  state: OrderState,
  changes: Partial<Order> = {},
): Promise<Order> {
  const suffix = randomInt(1e12).toString(36);
  const order: Order = {
    ...base,
    _id: `order_copy${suffix}`,
    paymentId: `pay_copy${suffix}`,
    orderNumber: newOrderNumber(),
    status: state,
    moveSeq: PATH_TO[state].length,
    ...changes,
  };
  await t.orders.create(order);
  let from: OrderState = ORDER_STATE.paid;
  const at = order.paidAt.getTime();
  for (const [i, to] of PATH_TO[state].entries()) {
    await t.moveRecords.create({
      _id: `${order._id}:${i + 1}`,
      orderId: order._id,
      seq: i + 1,
      from,
      to,
      at: new Date(at + (i + 1) * 60_000),
      by: { kind: 'staff', name: 'staff@rmj.in', role: 'staff' },
      settledAt: new Date(),
      mailedAt: new Date(),
    });
    from = to;
  }
  return order;
}

/**
 * Moves `order` on from its state along `path` (each the next state) by inserting settled moves
 * (no mail, no refund) and storing the last state, as staff presses would have left it.
 */
export async function settledMovesAlong(
  t: Pick<FulfilmentTestApp, 'orders' | 'moveRecords'>,
  order: Pick<Order, '_id' | 'status' | 'moveSeq'>,
  path: readonly OrderState[],
): Promise<void> {
  let from = order.status as OrderState;
  for (const [i, to] of path.entries()) {
    const seq = order.moveSeq + i + 1;
    await t.moveRecords.create({
      _id: `${order._id}:${seq}`,
      orderId: order._id,
      seq,
      from,
      to,
      at: new Date(),
      by: { kind: 'staff', name: 'staff@rmj.in', role: 'staff' },
      settledAt: new Date(),
      mailedAt: new Date(),
    });
    from = to;
  }
  await t.orders.updateOne(
    { _id: order._id },
    { $set: { status: from, moveSeq: order.moveSeq + path.length }, $inc: { version: 1 } },
  );
}
