import { ConfigError, generateAccessTokenKeyPair, loadConfig } from '@rmj/nest-common';
import { ordersConfigSchema, SANDBOX_DEV_KEYS } from './orders.config';

const pair = generateAccessTokenKeyPair();

const message = (env: Record<string, string>) => {
  try {
    loadConfig('orders', ordersConfigSchema, env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected the configuration to be refused');
};

const SANDBOX = { PAYMENT_SANDBOX_URL: 'http://127.0.0.1:4010' };
const REAL_KEYS = {
  RAZORPAY_KEY_ID: 'rzp_live_AbCdEf123456',
  RAZORPAY_KEY_SECRET: 'live-secret-live-secret-0001',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-webhook-0001',
};
const PROD = {
  NODE_ENV: 'production',
  OWNER_EMAIL: 'owner@silverworks.in',
  JWT_PUBLIC_KEY: pair.publicKey,
  INTERNAL_SERVICE_TOKEN: 'Zp4rT8vLq2Wn6Yx0Bc3Hk7Md1Fs5Gj9A-service',
};
/** A real-looking seller for production (GSTIN check character valid, Karnataka's code 29). */
const SELLER = {
  SHOP_LEGAL_NAME: 'Example Silver Works Private Limited',
  SHOP_ADDRESS: '1 MG Road, Bengaluru, Karnataka 560001',
  SHOP_GSTIN: '29AAACE1234F1Z2',
  SHOP_STATE: 'Karnataka',
};

describe('orders configuration', () => {
  it('runs on the sandbox with its development keys outside production', () => {
    const config = loadConfig('orders', ordersConfigSchema, { ...SANDBOX, JWT_PUBLIC_KEY: pair.publicKey });
    expect(config).toMatchObject({ HOST: '127.0.0.1', PORT: 3002, MONGODB_DB: 'rmj_orders' });
    expect(config).toMatchObject({
      PAYMENT_PROVIDER: 'sandbox',
      ...SANDBOX_DEV_KEYS,
      CATALOG_URL: 'http://127.0.0.1:3001',
    });
  });

  it('needs the sandbox address when it uses the sandbox', () => {
    expect(message({})).toContain('PAYMENT_SANDBOX_URL: is required with PAYMENT_PROVIDER=sandbox');
  });

  it('takes Razorpay in production and refuses to start without real keys', () => {
    const text = message(PROD);
    for (const key of Object.keys(REAL_KEYS)) expect(text).toContain(`${key}: is required for Razorpay`);
    expect(message({ ...PROD, ...SANDBOX_DEV_KEYS })).toContain(
      'RAZORPAY_KEY_SECRET: is the sandbox development value',
    );
    const config = loadConfig('orders', ordersConfigSchema, { ...PROD, ...REAL_KEYS, ...SELLER });
    expect(config).toMatchObject({ PAYMENT_PROVIDER: 'razorpay', ...REAL_KEYS, ...SELLER });
  });

  it('refuses Razorpay test keys in production, and takes them outside it', () => {
    const test = { ...REAL_KEYS, RAZORPAY_KEY_ID: 'rzp_test_AbCdEf123456' };
    expect(message({ ...PROD, ...SELLER, ...test })).toContain(
      'RAZORPAY_KEY_ID: is a Razorpay test key (rzp_test_...): production takes the live key',
    );
    expect(
      loadConfig('orders', ordersConfigSchema, {
        JWT_PUBLIC_KEY: pair.publicKey,
        PAYMENT_PROVIDER: 'razorpay',
        ...test,
      }),
    ).toMatchObject({ RAZORPAY_KEY_ID: 'rzp_test_AbCdEf123456' });
  });

  it('refuses to issue tax invoices under the development seller in production', () => {
    const text = message({ ...PROD, ...REAL_KEYS });
    for (const key of ['SHOP_LEGAL_NAME', 'SHOP_ADDRESS', 'SHOP_GSTIN'])
      expect(text).toContain(`${key}: is the development value: set the shop's own`);
    expect(message({ ...PROD, ...REAL_KEYS, ...SELLER, SHOP_STATE: 'Tamil Nadu' })).toContain(
      'SHOP_STATE: has GST state code 33, but SHOP_GSTIN starts with 29',
    );
  });

  it('never falls back to the sandbox in production, even when asked', () => {
    expect(message({ ...PROD, ...REAL_KEYS, ...SANDBOX, PAYMENT_PROVIDER: 'sandbox' })).toContain(
      'PAYMENT_PROVIDER: sandbox is for development only',
    );
  });

  it('refuses a malformed key id and a wrong port, naming each variable', () => {
    const text = message({ ...SANDBOX, JWT_PUBLIC_KEY: pair.publicKey, PORT: 'eighty', RAZORPAY_KEY_ID: 'key' });
    expect(text).toContain('PORT');
    expect(text).toContain('RAZORPAY_KEY_ID: must look like rzp_live_... or rzp_test_...');
  });

  it("has working defaults for the embedded stack once it has identity's public key", () => {
    const config = loadConfig('orders', ordersConfigSchema, { ...SANDBOX, JWT_PUBLIC_KEY: pair.publicKey });
    expect(config).toMatchObject({
      HOST: '127.0.0.1',
      PORT: 3002,
      MONGODB_DB: 'rmj_orders',
      IDENTITY_URL: 'http://127.0.0.1:3003',
    });
    expect(config.JWT_PUBLIC_KEY.size).toBe(1);
  });

  it('refuses to start in production without the public key, and anywhere with a private key or shared secret in its place', () => {
    expect(message({ NODE_ENV: 'production' })).toContain('JWT_PUBLIC_KEY: is required in production');
    expect(loadConfig('orders', ordersConfigSchema, SANDBOX)).toMatchObject({ accessTokenKeysMissing: true });
    expect(message({ ...SANDBOX, JWT_PUBLIC_KEY: pair.privateKey })).toContain(
      'JWT_PUBLIC_KEY: must hold public keys only',
    );
    expect(message({ ...SANDBOX, JWT_PUBLIC_KEY: 'rmj-dev-only-insecure-jwt-secret-change-me' })).toContain(
      'JWT_PUBLIC_KEY',
    );
  });

  it('refuses a wrong port and identity URL, naming each variable', () => {
    const text = message({ ...SANDBOX, JWT_PUBLIC_KEY: pair.publicKey, PORT: 'eighty', IDENTITY_URL: 'identity:3003' });
    expect(text).toContain('PORT');
    expect(text).toContain('IDENTITY_URL: must be an http(s) base URL');
  });
});

describe('shop notices configuration', () => {
  const base = { ...SANDBOX, JWT_PUBLIC_KEY: pair.publicKey };

  it('sends notices to the owner by default, at 09:00 in India', () => {
    const config = loadConfig('orders', ordersConfigSchema, { ...base, OWNER_EMAIL: 'Owner@Shop.in' });
    expect(config).toMatchObject({
      OWNER_EMAIL: 'owner@shop.in',
      SHOP_NOTICE_EMAILS: [],
      NOTICE_SUMMARY_TIME: '09:00',
      NOTICE_TIME_ZONE: 'Asia/Kolkata',
    });
  });

  it('reads a comma list of recipients, trimmed, lower-cased and without repeats', () => {
    const config = loadConfig('orders', ordersConfigSchema, {
      ...base,
      SHOP_NOTICE_EMAILS: ' owner@shop.in, Meera@Shop.in ,,owner@shop.in',
    });
    expect(config.SHOP_NOTICE_EMAILS).toEqual(['owner@shop.in', 'meera@shop.in']);
  });

  it("refuses the development owner's address in production unless SHOP_NOTICE_EMAILS names someone", () => {
    const prod = { ...PROD, ...REAL_KEYS, ...SELLER };
    const { OWNER_EMAIL: _owner, ...withoutOwner } = prod;
    expect(message(withoutOwner)).toContain(
      "OWNER_EMAIL: is the development address: set the owner's (the shop's notices go there) or SHOP_NOTICE_EMAILS",
    );
    expect(
      loadConfig('orders', ordersConfigSchema, { ...withoutOwner, SHOP_NOTICE_EMAILS: 'meera@silverworks.in' }),
    ).toMatchObject({ SHOP_NOTICE_EMAILS: ['meera@silverworks.in'] });
    expect(loadConfig('orders', ordersConfigSchema, prod)).toMatchObject({ OWNER_EMAIL: 'owner@silverworks.in' });
  });

  it('refuses a recipient that is not an address, a bad time and an unknown time zone', () => {
    const text = message({
      ...base,
      SHOP_NOTICE_EMAILS: 'owner@shop.in, meera',
      NOTICE_SUMMARY_TIME: '9am',
      NOTICE_TIME_ZONE: 'India/Palani',
    });
    expect(text).toContain('SHOP_NOTICE_EMAILS: "meera" is not an e-mail address');
    expect(text).toContain('NOTICE_SUMMARY_TIME: must be a time of day as HH:MM (24-hour), such as 09:00');
    expect(text).toContain('NOTICE_TIME_ZONE: must be a time zone such as Asia/Kolkata');
  });
});
