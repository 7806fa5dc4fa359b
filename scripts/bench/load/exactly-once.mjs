// "Paid = recorded exactly once" for load.bench.mjs. The payment sandbox is the source of truth for
// what was paid: every provider order the shoppers created is asked for its status (the payment
// window's own call, GET /payment-sandbox/v1/checkout/orders/:id). Then, in the orders database:
// every paid provider order has exactly one order (orders._id is the provider order id), with the
// payment the sandbox took; no order exists without a paid provider order; no payment id or order
// number is used twice. Waits (up to `settleMs`) for webhooks and reconciliation to record what verify
// did not, and for the order count to stop changing.
import { createRequire } from 'node:module';
import path from 'node:path';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function sandboxStatus(baseURL, keyId, providerOrderId) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const res = await fetch(
        `${baseURL}/payment-sandbox/v1/checkout/orders/${encodeURIComponent(providerOrderId)}?key_id=${encodeURIComponent(keyId)}`,
        { signal: AbortSignal.timeout(10_000) },
      );
      if (res.ok) return (await res.json()).status;
      if (attempt >= 4) return `HTTP ${res.status}`;
    } catch (error) {
      if (attempt >= 4) return `error ${error?.message ?? error}`;
    }
    await sleep(500);
  }
}

/**
 * `checkouts`: what the shoppers did ({providerOrderId, paymentId?, outcome}); returns
 * {ok, lines, paid, orders, missing, orphans, duplicatePayments, duplicateNumbers, wrongPayment, toldFailedButRecorded, settledMs}.
 */
export async function checkExactlyOnce({ root, mongoUri, baseURL, keyId, checkouts, settleMs }) {
  const { MongoClient } = createRequire(path.join(root, 'packages/devstack/package.json'))('mongodb');
  const created = checkouts.filter((c) => c.providerOrderId);
  const paid = new Map();
  const statuses = {};
  for (const c of created) {
    const status = await sandboxStatus(baseURL, keyId ?? created.find((x) => x.keyId)?.keyId, c.providerOrderId);
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status === 'paid') paid.set(c.providerOrderId, c);
  }
  const client = new MongoClient(mongoUri, { serverSelectionTimeoutMS: 10_000 });
  await client.connect();
  try {
    const orders = client.db('rmj_orders').collection('orders');
    const began = Date.now();
    let all = [];
    let stableSince = Date.now();
    let lastCount = -1;
    for (;;) {
      all = await orders.find({}, { projection: { _id: 1, paymentId: 1, orderNumber: 1, recordedBy: 1 } }).toArray();
      if (all.length !== lastCount) {
        lastCount = all.length;
        stableSince = Date.now();
      }
      const have = new Set(all.map((o) => o._id));
      const everyPaidRecorded = [...paid.keys()].every((id) => have.has(id));
      if ((everyPaidRecorded && Date.now() - stableSince >= 3000) || Date.now() - began > settleMs) break;
      await sleep(1000);
    }
    const settledMs = Date.now() - began;
    const byId = new Map(all.map((o) => [o._id, o]));
    const count = (values) => {
      const seen = new Map();
      for (const v of values) seen.set(v, (seen.get(v) ?? 0) + 1);
      return [...seen].filter(([, n]) => n > 1).map(([v]) => v);
    };
    const missing = [...paid.keys()].filter((id) => !byId.has(id));
    const orphans = all.filter((o) => !paid.has(o._id)).map((o) => o._id);
    const duplicatePayments = count(all.map((o) => o.paymentId));
    const duplicateNumbers = count(all.map((o) => o.orderNumber));
    const wrongPayment = [...paid.values()]
      .filter(
        (c) => c.paymentId && byId.has(c.providerOrderId) && byId.get(c.providerOrderId).paymentId !== c.paymentId,
      )
      .map((c) => c.providerOrderId);
    const toldFailedButRecorded = checkouts.filter((c) => c.outcome === 'told failed' && byId.has(c.providerOrderId));
    const recordedBy = {};
    for (const o of all) recordedBy[o.recordedBy] = (recordedBy[o.recordedBy] ?? 0) + 1;
    const ok =
      missing.length === 0 &&
      orphans.length === 0 &&
      duplicatePayments.length === 0 &&
      duplicateNumbers.length === 0 &&
      wrongPayment.length === 0;
    return {
      ok,
      statuses,
      paid: paid.size,
      orders: all.length,
      recordedBy,
      missing,
      orphans,
      duplicatePayments,
      duplicateNumbers,
      wrongPayment,
      toldFailedButRecorded,
      settledMs,
    };
  } finally {
    await client.close();
  }
}
