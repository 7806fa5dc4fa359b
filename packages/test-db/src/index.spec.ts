import globalSetup from './global-setup';
import { testDatabaseUri } from './index';

describe('testDatabaseUri', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('gives each suite a database of its own on the run server, keeping host and options', () => {
    process.env.TEST_MONGODB_URI = 'mongodb://127.0.0.1:27123/?maxPoolSize=4';
    const a = new URL(testDatabaseUri('orders: payments'));
    const b = new URL(testDatabaseUri('orders: payments'));
    expect(a.host).toBe('127.0.0.1:27123');
    expect(a.searchParams.get('maxPoolSize')).toBe('4');
    expect(a.pathname).toMatch(/^\/t_orders__payments_[0-9a-f]{8}$/);
    expect(a.pathname).not.toBe(b.pathname);
  });

  it('says how to fix a Jest config without the global setup', () => {
    delete process.env.TEST_MONGODB_URI;
    expect(() => testDatabaseUri('x')).toThrow('add @rmj/test-db/global-setup to the Jest config');
  });
});

describe('global setup with a database given', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('uses MONGODB_URI when TEST_MONGODB_URI is unset, and starts no FerretDB', async () => {
    delete process.env.TEST_MONGODB_URI;
    process.env.MONGODB_URI = 'mongodb://db.example.internal:27017';
    await globalSetup();
    expect(process.env.TEST_MONGODB_URI).toBe('mongodb://db.example.internal:27017');
    expect(globalThis.__RMJ_FERRETDB__).toBeUndefined();
  });

  it('keeps TEST_MONGODB_URI over MONGODB_URI', async () => {
    process.env.TEST_MONGODB_URI = 'mongodb://127.0.0.1:27999';
    process.env.MONGODB_URI = 'mongodb://db.example.internal:27017';
    await globalSetup();
    expect(process.env.TEST_MONGODB_URI).toBe('mongodb://127.0.0.1:27999');
  });
});
