// The seller's variables of the orders configuration (SHOP_LEGAL_NAME, SHOP_ADDRESS, SHOP_GSTIN, SHOP_STATE).
import { ConfigError, generateAccessTokenKeyPair, loadConfig } from '@rmj/nest-common';
import { ordersConfigSchema, SHOP_DEV_SELLER } from '../config/orders.config';

const BASE = { PAYMENT_SANDBOX_URL: 'http://127.0.0.1:4010', JWT_PUBLIC_KEY: generateAccessTokenKeyPair().publicKey };

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig('orders', ordersConfigSchema, { ...BASE, ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected the configuration to be refused');
};

it('has a development seller that passes its own checks', () => {
  expect(loadConfig('orders', ordersConfigSchema, BASE)).toMatchObject(SHOP_DEV_SELLER);
});

it('takes a real seller, the GSTIN in any case', () => {
  const config = loadConfig('orders', ordersConfigSchema, {
    ...BASE,
    SHOP_LEGAL_NAME: 'RMJ Jewellers Private Limited',
    SHOP_ADDRESS: '1 MG Road, Bengaluru, Karnataka 560001',
    SHOP_GSTIN: '29aagcb7383j1z4',
    SHOP_STATE: 'Karnataka',
  });
  expect(config).toMatchObject({ SHOP_GSTIN: '29AAGCB7383J1Z4', SHOP_STATE: 'Karnataka' });
});

it('refuses a GSTIN with a wrong check character, a wrong length or an unknown state', () => {
  expect(refusal({ SHOP_GSTIN: '33ABCDE1234F1Z8' })).toContain('SHOP_GSTIN: has a wrong check character');
  expect(refusal({ SHOP_GSTIN: '33ABCDE1234F1Z' })).toContain('SHOP_GSTIN: must be 15 characters');
  expect(refusal({ SHOP_STATE: 'Narnia' })).toContain('SHOP_STATE: must be an Indian state or union territory');
});

it("refuses a state that is not the GSTIN's", () => {
  expect(refusal({ SHOP_STATE: 'Kerala' })).toContain(
    'SHOP_STATE: has GST state code 32, but SHOP_GSTIN starts with 33',
  );
});
