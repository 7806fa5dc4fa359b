// The checkout's chain of time-outs with the defaults, inner before outer (the README's table), and
// the orders service refusing to start when its own settings break the order.
import { ENDPOINTS, VERIFY_CONFIRMATION } from '@rmj/contracts';
import { ConfigError, DATABASE_TIMEOUTS, generateAccessTokenKeyPair, loadConfig } from '@rmj/nest-common';
import { ordersConfigSchema, SESSION_CHECK_TIMEOUT_MS } from '../config/orders.config';

const ENV = { PAYMENT_SANDBOX_URL: 'http://127.0.0.1:4010', JWT_PUBLIC_KEY: generateAccessTokenKeyPair().publicKey };
/** The ingress's proxy-read-timeout (infra/k8s/base/ingress.yaml). */
const INGRESS_READ_TIMEOUT_MS = 60_000;

function refusal(env: Record<string, string>): string {
  try {
    loadConfig('orders', ordersConfigSchema, { ...ENV, ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected the configuration to be refused');
}

it('orders the defaults: database < provider < verify deadline < gateway < browser attempt < ingress', () => {
  const config = loadConfig('orders', ordersConfigSchema, ENV);
  const chain = [
    ['database server selection', DATABASE_TIMEOUTS.serverSelectionMs],
    ['one provider call', config.PAYMENT_TIMEOUT_MS],
    ['verify deadline', config.VERIFY_DEADLINE_MS],
    ['session check + verify deadline', SESSION_CHECK_TIMEOUT_MS + config.VERIFY_DEADLINE_MS],
    ["gateway's wait for verify", ENDPOINTS.verifyPayment.timeoutMs],
    ["browser's verify attempt", VERIFY_CONFIRMATION.attemptTimeoutMs],
    ['ingress read time-out', INGRESS_READ_TIMEOUT_MS],
  ] as const;
  for (let i = 1; i < chain.length; i += 1) {
    expect([chain[i - 1][0], chain[i - 1][1] < chain[i][1], chain[i][0]]).toEqual([chain[i - 1][0], true, chain[i][0]]);
  }
  expect(config.PAYMENT_TIMEOUT_MS + SESSION_CHECK_TIMEOUT_MS).toBeLessThan(ENDPOINTS.createPaymentOrder.timeoutMs);
});

it('refuses a verify deadline the gateway would not wait for', () => {
  expect(refusal({ VERIFY_DEADLINE_MS: '12000' })).toContain(
    "VERIFY_DEADLINE_MS: is 12000 ms: it must be shorter than the gateway's wait for verify less the session check (15000 - 3000 ms)",
  );
});

it("refuses a provider time-out that is not shorter than the verify deadline or the gateway's wait for create", () => {
  expect(refusal({ PAYMENT_TIMEOUT_MS: '9000', VERIFY_DEADLINE_MS: '9000' })).toContain(
    'PAYMENT_TIMEOUT_MS: is 9000 ms: it must be shorter than VERIFY_DEADLINE_MS (9000 ms)',
  );
  expect(refusal({ PAYMENT_TIMEOUT_MS: '13000' })).toContain(
    "PAYMENT_TIMEOUT_MS: is 13000 ms: it must be shorter than the gateway's wait for create-razorpay-order",
  );
});
