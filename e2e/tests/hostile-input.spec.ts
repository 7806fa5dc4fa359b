// Hostile input through the gateway, against the real services: every API operation the services
// document (their OpenAPI files) with malformed percent escapes in its path and query, and
// backtracking bombs in every e-mail, phone and PIN field. Each must be refused with a 4xx, never a
// 5xx, and quickly: a slow regular expression or a thrown decode once let one request hold a
// service's event loop for a second. Then addresses made to fill the caches (distinct
// Accept-Encoding headers and unknown query parameters) and image bombs sent as uploads.
import { expect, test, type APIRequestContext, type APIResponse } from '../support/test';
import { FILE_MESSAGES, MALFORMED_URL_MESSAGE, PRIVACY_NOTICE_VERSIONS } from '@rmj/contracts';
import sharp from 'sharp';
import { registerShopper, stackInfo, type Shopper } from '../support/shop';

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

  test.describe('addresses made to fill the caches', () => {
    /** The gateway's CATALOGUE_EDGE_CACHE_MB (the stack keeps the default). */
    const EDGE_CACHE_CAP_BYTES = 32 * 1024 * 1024;
    const VARIANTS = 400;

    /** One sample of a Prometheus text exposition, or null when the metric is not there. */
    function sample(text: string, name: string, cache: string): number | null {
      const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(`cache="${cache}"`));
      return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : null;
    }
    /** The metrics text of the stack's gateway or render service, when this run started the stack. */
    async function metrics(request: APIRequestContext, port: 'gatewayMetrics' | 'renderMetrics') {
      const p = stackInfo()?.ports[port];
      if (!p) return null;
      const res = await request.get(`http://127.0.0.1:${p}/metrics`).catch(() => null);
      return res?.ok() ? res.text() : null;
    }

    test('distinct Accept-Encoding headers and query strings on listings and pages: no 5xx, caches under their caps', async ({
      request,
    }) => {
      test.setTimeout(180_000);
      const pagesBefore = sample((await metrics(request, 'renderMetrics')) ?? '', 'rmj_cache_entries', 'pages') ?? 0;
      /** [address, headers, the statuses it may get] */
      const asks: Array<[string, Record<string, string>, number[]]> = [];
      for (let n = 0; n < VARIANTS; n++) {
        const coding = n % 3 === 0 ? `x${n}` : n % 3 === 1 ? `gzip;q=0.${n % 10}, x${n}` : `br, x${n}`;
        // Every limit the contract allows is a different answer: these are kept, up to the byte cap.
        asks.push([`/api/all-products?limit=${1 + (n % 1000)}`, { 'accept-encoding': coding }, [200, 304, 429]]);
        asks.push([`/api/products/category/women?productType=gold`, { 'accept-encoding': coding }, [200, 304, 429]]);
        // A parameter the contract does not know is refused (and not kept).
        asks.push([`/api/all-products?limit=5&x${n}=1`, { 'accept-encoding': coding }, [400, 429]]);
        // Pages read only their own parameters: utm_*, gclid and cache-busters are the same page.
        asks.push([
          `/category/women?utm_campaign=${n}&gclid=${n}&_=${n}`,
          { accept: 'text/html', 'accept-encoding': coding },
          [200, 304, 429],
        ]);
      }
      const statuses = new Map<number, number>();
      const problems: string[] = [];
      // Twenty at a time: a crowd, not one socket after another.
      for (let i = 0; i < asks.length; i += 20) {
        const batch = asks.slice(i, i + 20);
        const answers = await Promise.all(batch.map(([url, headers]) => request.get(url, { headers })));
        for (const [j, res] of answers.entries()) {
          const [url, , allowed] = batch[j];
          statuses.set(res.status(), (statuses.get(res.status()) ?? 0) + 1);
          if (!allowed.includes(res.status())) problems.push(`${res.status()} ${url}`);
          if (res.status() === 400) {
            const body = (await res.json()) as { message?: string };
            if (!body.message?.startsWith('Unknown query parameter')) problems.push(`${url}: ${body.message}`);
          }
          await res.dispose();
        }
      }
      expect(problems).toEqual([]);
      expect(statuses.get(200) ?? 0, JSON.stringify([...statuses])).toBeGreaterThan(VARIANTS);

      // The private stack's metrics ports answer; against E2E_BASE_URL they are not known.
      const gateway = await metrics(request, 'gatewayMetrics');
      if (stackInfo()) expect(gateway, 'the gateway metrics').not.toBeNull();
      if (gateway !== null) {
        const bytes = sample(gateway, 'rmj_cache_bytes', 'catalogue-edge');
        expect(bytes).not.toBeNull();
        expect(bytes!).toBeLessThanOrEqual(EDGE_CACHE_CAP_BYTES);
        test.info().annotations.push({ type: 'catalogue-edge cache bytes', description: String(bytes) });
      }
      const render = await metrics(request, 'renderMetrics');
      const pagesAfter = render === null ? null : sample(render, 'rmj_cache_entries', 'pages');
      // Hundreds of query strings, one page (other specs running beside this one may add a few).
      if (pagesAfter !== null) {
        expect(pagesAfter - pagesBefore).toBeLessThan(20);
        test.info().annotations.push({ type: 'page cache entries', description: `${pagesBefore} -> ${pagesAfter}` });
      }
      // The shop still answers.
      expect((await request.get('/api/all-products?limit=5')).status()).toBe(200);
    });
  });

  test.describe('image bombs sent as uploads', () => {
    const upload = (name: string, mimeType: string, buffer: Buffer) =>
      ({
        multipart: {
          purpose: 'image',
          consent: PRIVACY_NOTICE_VERSIONS.image,
          file: { name, mimeType, buffer },
        },
      }) as const;

    /** Tiny files, huge pixels: made here with sharp, never kept in the repository. */
    const bombs: Array<[string, () => Promise<Buffer>, string, string]> = [
      [
        'a 10000 × 10000 PNG of one colour',
        () =>
          sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#b8860b' } })
            .png({ compressionLevel: 9 })
            .toBuffer(),
        'image/png',
        FILE_MESSAGES.imageTooManyPixels,
      ],
      [
        'an animated GIF of 300 frames',
        () => {
          // 300 frames of 64 × 64, black and white in turn: no frame equals the one before, so the encoder keeps all.
          const side = 64;
          const frames = 300;
          const pixels = Buffer.alloc(side * side * frames * 3);
          for (let f = 0; f < frames; f++) pixels.fill(f % 2 ? 255 : 0, f * side * side * 3, (f + 1) * side * side * 3);
          return sharp(pixels, { raw: { width: side, height: side * frames, channels: 3, pageHeight: side } })
            .gif({ delay: Array(frames).fill(40) })
            .toBuffer();
        },
        'image/gif',
        FILE_MESSAGES.animationTooLarge,
      ],
      [
        'an 8000 × 5000 JPEG whose EXIF says "rotate a quarter"',
        () =>
          sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#a33' } })
            .jpeg()
            .withMetadata({ orientation: 6 })
            .toBuffer(),
        'image/jpeg',
        FILE_MESSAGES.imageTooManyPixels,
      ],
    ];

    for (const [what, make, mimeType, message] of bombs) {
      test(`${what} is refused with its message, and the shop keeps answering`, async ({ request }) => {
        const bomb = await make();
        // A few hundred KB at most: the byte limit alone would not stop it.
        expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
        const res = await request.post('/api/files', upload(`bomb.${mimeType.split('/')[1]}`, mimeType, bomb));
        expect(res.status()).toBe(413);
        expect(((await res.json()) as { message: string }).message).toBe(message);
        expect((await request.get('/api/all-products?limit=5')).status()).toBe(200);
      });
    }

    test('the three bombs at once: each refused, no 5xx, and a listing right after', async ({ request }) => {
      const made = await Promise.all(bombs.map(async ([, make, mimeType]) => [mimeType, await make()] as const));
      const answers = await Promise.all(
        made.map(([mimeType, bomb]) =>
          request.post('/api/files', upload(`bomb.${mimeType.split('/')[1]}`, mimeType, bomb)),
        ),
      );
      // 413 each: the size is read from the header before anything is decoded (429 only if the upload limit is met).
      for (const res of answers) expect([413, 429]).toContain(res.status());
      expect((await request.get('/api/all-products?limit=5')).status()).toBe(200);
    });
  });
});
