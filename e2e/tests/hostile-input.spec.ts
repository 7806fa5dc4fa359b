// Hostile input through the gateway, against the real services: every API operation the services
// document (their OpenAPI files) with malformed percent escapes in its path and query, and
// backtracking bombs in every e-mail, phone and PIN field. Each must be refused with a 4xx, never a
// 5xx, and quickly: a slow regular expression or a thrown decode once let one request hold a
// service's event loop for a second.
import { expect, test, type APIRequestContext, type APIResponse } from '../support/test';
import { MALFORMED_URL_MESSAGE } from '@rmj/contracts';
import { registerShopper, type Shopper } from '../support/shop';

/** A refusal must come within this; a stalled event loop takes seconds. */
const QUICK_MS = 300;

/**
 * The quickest of three tries: a bomb stalls every try alike, while a busy CI machine only delays
 * some of them, so the minimum tells a stall from noise.
 */
async function quickest(send: () => Promise<APIResponse>): Promise<{ res: APIResponse; ms: number }> {
  let best: { res: APIResponse; ms: number } | null = null;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const res = await send();
    await res.body();
    const ms = performance.now() - started;
    if (!best || ms < best.ms) best = { res, ms };
    if (ms < QUICK_MS) break;
  }
  return best!;
}

const SERVICES = ['catalog', 'orders', 'identity'] as const;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every documented operation, as [METHOD, path template]. */
async function documentedOperations(request: APIRequestContext): Promise<Array<[string, string]>> {
  const operations: Array<[string, string]> = [];
  for (const service of SERVICES) {
    const res = await request.get(`/api/docs/${service}/openapi.json`);
    expect(res.status(), `${service}'s API document`).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) if (item[method]) operations.push([method.toUpperCase(), path]);
    }
  }
  return operations;
}

/** Addresses for one operation whose escapes cannot decode: in a path parameter and in the query. */
function malformedAddresses(path: string): string[] {
  const plain = path.replace(/\{[^{}]+\}/g, 'x');
  const addresses = [`${plain}?q=%`, `${plain}?q=%E0%A4%A`, `${plain}?minPrice=%E0`, `${plain}?%ZZ=1`];
  if (path.includes('{')) addresses.push(path.replace(/\{[^{}]+\}/g, '%E0%A4%A'), path.replace(/\{[^{}]+\}/g, '%'));
  return addresses;
}

test.describe('hostile input', () => {
  test('a malformed percent escape in the path or query of any API operation is a quick 400 with a clear message', async ({
    request,
  }) => {
    const operations = await documentedOperations(request);
    expect(operations.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const [method, path] of operations) {
      for (const address of malformedAddresses(path)) {
        const { res, ms } = await quickest(() =>
          request.fetch(address, { method, ...(method === 'GET' ? {} : { data: {} }) }),
        );
        const body = (await res.json().catch(() => ({}))) as { message?: string };
        if (res.status() !== 400 || body.message !== MALFORMED_URL_MESSAGE || ms >= QUICK_MS) {
          problems.push(`${method} ${address}: ${res.status()} in ${Math.round(ms)} ms (${body.message})`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test.describe('backtracking bombs in every e-mail, phone and PIN field', () => {
    let shopper: Shopper;
    test.beforeAll(async ({ request }) => {
      shopper = await registerShopper(request, 'hostile');
    });

    // Bodies stay under the gateway's body limit; each bomb pairs a long run with an end that makes the
    // pattern fail (an inner space or a second @), which is what makes a backtracking pattern try every split.
    const EMAIL_BOMBS = [
      'a@' + '.'.repeat(19_000) + '@',
      'a@' + '.'.repeat(19_000) + ' a',
      'a@a' + '.a'.repeat(9_000) + '@',
      'a'.repeat(19_000) + '@@',
      'a@' + 'a-'.repeat(9_000) + '@',
      'a@' + 'a.'.repeat(9_000) + '1',
    ];
    const DIGIT_BOMBS = ['1'.repeat(19_000) + 'a', ' '.repeat(19_000) + '1', '9'.repeat(19_000)];

    const details = {
      name: 'Asha Iyer',
      email: 'asha@example.in',
      phone: '9876543210',
      address: '12 MG Road',
      city: 'Chennai',
      state: 'Tamil Nadu',
      zipCode: '600001',
      country: 'India',
    };
    const line = { productId: '0123456789abcdef01234567', quantity: 1 };
    const account = {
      firstName: 'Asha',
      lastName: 'Iyer',
      email: 'asha@example.in',
      phoneNumber: '9876543210',
      password: 'silver2024',
    };

    /** [what, path, body for a bomb, needs the shopper's token] */
    const cases: Array<[string, string, (bomb: string) => Record<string, unknown>, boolean, string[]]> = [
      ['login e-mail', '/api/login', (b) => ({ email: b, password: 'silver2024' }), false, EMAIL_BOMBS],
      ['registration e-mail', '/api/register', (b) => ({ ...account, email: b }), false, EMAIL_BOMBS],
      ['registration phone', '/api/register', (b) => ({ ...account, phoneNumber: b }), false, DIGIT_BOMBS],
      ['reset e-mail', '/api/reset-password-request', (b) => ({ email: b }), false, EMAIL_BOMBS],
      [
        'reset code e-mail',
        '/api/reset-password-verify',
        (b) => ({ email: b, verificationCode: '123456', newPassword: 'silver2025' }),
        false,
        EMAIL_BOMBS,
      ],
      [
        'reset code',
        '/api/reset-password-verify',
        (b) => ({ email: 'asha@example.in', verificationCode: b, newPassword: 'silver2025' }),
        false,
        DIGIT_BOMBS,
      ],
      ['contact e-mail', '/api/contacts', (b) => ({ name: 'Asha', email: b, message: 'Hello' }), false, EMAIL_BOMBS],
      [
        'contact phone',
        '/api/contacts',
        (b) => ({ name: 'Asha', email: 'asha@example.in', phone: b, message: 'Hello' }),
        false,
        DIGIT_BOMBS,
      ],
      [
        'checkout e-mail',
        '/api/create-razorpay-order',
        (b) => ({
          amount: 100,
          currency: 'INR',
          receipt: 'r1',
          items: [line],
          customerDetails: { ...details, email: b },
        }),
        true,
        EMAIL_BOMBS,
      ],
      [
        'checkout phone',
        '/api/create-razorpay-order',
        (b) => ({
          amount: 100,
          currency: 'INR',
          receipt: 'r1',
          items: [line],
          customerDetails: { ...details, phone: b },
        }),
        true,
        DIGIT_BOMBS,
      ],
      [
        'checkout PIN',
        '/api/create-razorpay-order',
        (b) => ({
          amount: 100,
          currency: 'INR',
          receipt: 'r1',
          items: [line],
          customerDetails: { ...details, zipCode: b },
        }),
        true,
        DIGIT_BOMBS,
      ],
      [
        'saved order e-mail',
        '/api/orders',
        (b) => ({
          orderData: {},
          orderSummary: {},
          customerDetails: { ...details, email: b },
          paymentDetails: { paymentId: 'pay_x' },
        }),
        true,
        EMAIL_BOMBS,
      ],
      [
        'saved order PIN',
        '/api/orders',
        (b) => ({
          orderData: {},
          orderSummary: {},
          customerDetails: { ...details, zipCode: b },
          paymentDetails: { paymentId: 'pay_x' },
        }),
        true,
        DIGIT_BOMBS,
      ],
    ];

    for (const [what, path, body, needsLogin, bombs] of cases) {
      test(`${what} (${path}) is refused with a 4xx within ${QUICK_MS} ms`, async ({ request }) => {
        const headers = needsLogin ? { Authorization: `Bearer ${shopper.token}` } : undefined;
        for (const bomb of bombs) {
          const { res, ms } = await quickest(() => request.post(path, { data: body(bomb), headers }));
          expect(res.status(), `${bomb.slice(0, 12)}… (${bomb.length} characters)`).toBeGreaterThanOrEqual(400);
          expect(res.status(), `${bomb.slice(0, 12)}… (${bomb.length} characters)`).toBeLessThan(500);
          expect(ms, `${bomb.slice(0, 12)}… (${bomb.length} characters)`).toBeLessThan(QUICK_MS);
        }
      });
    }

    test(`an order number made of a bomb is refused within ${QUICK_MS} ms`, async ({ request }) => {
      for (const bomb of ['RMJ-' + '0'.repeat(6_000), '%20'.repeat(2_000)]) {
        const { res, ms } = await quickest(() => request.get(`/api/track-order/${bomb}`));
        expect(res.status()).toBeLessThan(500);
        expect(ms).toBeLessThan(QUICK_MS);
      }
    });
  });
});
