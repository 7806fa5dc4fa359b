import { ENDPOINTS } from './registry';
import { CHECKOUT_GATEWAY_TIMEOUT_MS, VERIFY_CONFIRMATION } from './time-outs';
import type { EndpointContract } from './define';

const withTimeout = Object.entries(ENDPOINTS as Record<string, EndpointContract>).filter(
  ([, e]) => e.timeoutMs !== undefined,
);

describe('the checkout chain of time-outs', () => {
  it('gives the gateway a declared wait for create, verify and save', () => {
    for (const e of [ENDPOINTS.createPaymentOrder, ENDPOINTS.verifyPayment, ENDPOINTS.saveOrder]) {
      expect(e.timeoutMs).toBe(CHECKOUT_GATEWAY_TIMEOUT_MS);
    }
  });

  it("waits longer in the browser than the gateway waits for any call, so the gateway's answer arrives first", () => {
    for (const [name, e] of withTimeout) {
      expect([name, (e.timeoutMs ?? 0) < VERIFY_CONFIRMATION.attemptTimeoutMs]).toEqual([name, true]);
    }
  });

  it("declares time-outs only on calls the gateway forwards, below the ingress's 60 s read time-out", () => {
    for (const [name, e] of withTimeout) {
      expect([name, e.access !== 'internal', (e.timeoutMs ?? 0) > 0, (e.timeoutMs ?? 0) < 60_000]).toEqual([
        name,
        true,
        true,
        true,
      ]);
    }
  });

  it('asks again for about a minute, each pause no longer than the longest allowed', () => {
    const pauses = VERIFY_CONFIRMATION.retryDelaysMs.reduce((sum, ms) => sum + ms, 0);
    expect(pauses).toBeGreaterThanOrEqual(30_000);
    expect(pauses).toBeLessThanOrEqual(60_000);
    expect(Math.max(...VERIFY_CONFIRMATION.retryDelaysMs)).toBeLessThanOrEqual(VERIFY_CONFIRMATION.maxDelayMs);
  });
});
