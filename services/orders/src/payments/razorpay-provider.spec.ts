import { providerReason, RazorpayProvider } from './razorpay-provider';
import { isGenuinePayment, isGenuineWebhook, PaymentProviderError, withTimeout } from './payment-provider';
import { createHmac } from 'node:crypto';

describe('Razorpay provider', () => {
  it('reads the reason from the SDK’s plain-object errors and from Errors', () => {
    expect(providerReason({ statusCode: 400, error: { description: 'The amount must be atleast INR 1.00' } })).toBe(
      'The amount must be atleast INR 1.00',
    );
    expect(providerReason(new Error('socket hang up'))).toBe('socket hang up');
    expect(providerReason({ statusCode: 502 })).toBe('HTTP 502');
  });

  it('is built from real keys and offers Razorpay’s own checkout script', () => {
    const provider = new RazorpayProvider({
      keyId: 'rzp_live_AbCdEf123456',
      keySecret: 's'.repeat(20),
      checkoutScript: 'https://checkout.razorpay.com/v1/checkout.js',
      timeoutMs: 1000,
    });
    expect(provider).toMatchObject({
      name: 'razorpay',
      keyId: 'rzp_live_AbCdEf123456',
      checkoutScript: 'https://checkout.razorpay.com/v1/checkout.js',
    });
  });

  it('gives up on a provider that does not answer (the SDK has no time-out)', async () => {
    await expect(withTimeout(new Promise(() => undefined), 20, 'creating the payment order')).rejects.toThrow(
      PaymentProviderError,
    );
  });
});

describe('signatures (the same checks for Razorpay and the sandbox)', () => {
  const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

  it('accepts HMAC-SHA256(key_secret, order|payment) and nothing else', () => {
    const signature = hmac('key-secret', 'order_A|pay_B');
    expect(isGenuinePayment('order_A', 'pay_B', signature, 'key-secret')).toBe(true);
    expect(isGenuinePayment('order_X', 'pay_B', signature, 'key-secret')).toBe(false);
    expect(isGenuinePayment('order_A', 'pay_B', signature, 'other-secret')).toBe(false);
  });

  it('accepts a webhook signed over its raw bytes with the webhook secret', () => {
    const raw = Buffer.from('{"event":"payment.captured"}');
    expect(isGenuineWebhook(raw, hmac('hook', raw.toString()), 'hook')).toBe(true);
    expect(isGenuineWebhook(Buffer.from('{"event": "payment.captured"}'), hmac('hook', raw.toString()), 'hook')).toBe(
      false,
    );
    expect(isGenuineWebhook(raw, undefined, 'hook')).toBe(false);
  });

  it('signs the raw bytes, not their text: a body that is not valid UTF-8 keeps its signature', () => {
    const raw = Buffer.concat([
      Buffer.from('{"event":"payment.captured","note":"'),
      Buffer.from([0xc3, 0x28, 0xff, 0xfe]),
      Buffer.from('"}'),
    ]);
    const overBytes = createHmac('sha256', 'hook').update(raw).digest('hex');
    const overText = hmac('hook', raw.toString('utf8'));
    expect(overText).not.toBe(overBytes);
    expect(isGenuineWebhook(raw, overBytes, 'hook')).toBe(true);
    expect(isGenuineWebhook(raw, overText, 'hook')).toBe(false);
    // Wrong length or not hex: refused before any comparison.
    expect(isGenuineWebhook(raw, overBytes.slice(0, 62), 'hook')).toBe(false);
    expect(isGenuineWebhook(raw, `${overBytes}00`, 'hook')).toBe(false);
    expect(isGenuineWebhook(raw, 'z'.repeat(64), 'hook')).toBe(false);
  });
});
