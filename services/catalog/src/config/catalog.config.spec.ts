import { ConfigError, loadConfig } from '@rmj/nest-common';
import { catalogConfigSchema } from './catalog.config';

describe('catalog configuration', () => {
  it('has working defaults for the embedded stack', () => {
    const config = loadConfig('catalog', catalogConfigSchema, {});
    expect(config).toMatchObject({ HOST: '127.0.0.1', PORT: 3001, MONGODB_DB: 'rmj_catalog' });
  });

  it('refuses a wrong environment with a message naming each variable', () => {
    expect(() => loadConfig('catalog', catalogConfigSchema, { PORT: 'eighty', MONGODB_URI: 'http://x' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig('catalog', catalogConfigSchema, { PORT: 'eighty', MONGODB_URI: 'http://x' });
    } catch (err) {
      expect((err as Error).message).toContain('PORT');
      expect((err as Error).message).toContain('MONGODB_URI: must be a mongodb:// or mongodb+srv:// URI');
    }
  });

  it('has quota and retention defaults for files, and refuses nonsense with the variable named', () => {
    const config = loadConfig('catalog', catalogConfigSchema, {});
    expect(config).toMatchObject({
      FILES_DAILY_BYTES_PER_CLIENT: 50 * 1024 * 1024,
      FILES_DAILY_BYTES_PER_ADDRESS: 200 * 1024 * 1024,
      FILES_UNCLAIMED_BYTES_MAX: 2048 * 1024 * 1024,
      FILES_CLAIMED_RETENTION_DAYS: 120,
      IDENTITY_URL: 'http://127.0.0.1:3003',
    });
    for (const [name, value] of [
      ['FILES_DAILY_BYTES_PER_CLIENT', '0'],
      ['FILES_UNCLAIMED_BYTES_MAX', 'lots'],
      ['FILES_CLAIMED_RETENTION_DAYS', '0'],
      ['IDENTITY_URL', 'http://identity:3003/internal'],
    ]) {
      expect(() => loadConfig('catalog', catalogConfigSchema, { [name]: value })).toThrow(name);
    }
    expect(() => loadConfig('catalog', catalogConfigSchema, { NODE_ENV: 'production' })).toThrow('JWT_PUBLIC_KEY');
  });
});
