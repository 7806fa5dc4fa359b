import { ConfigError, loadConfig } from '@rmj/nest-common';
import { catalogConfigSchema } from './catalog.config';

describe('catalog configuration', () => {
  it('has working defaults for the embedded stack', () => {
    const config = loadConfig('catalog', catalogConfigSchema, {});
    expect(config).toMatchObject({ HOST: '127.0.0.1', PORT: 3001, MONGODB_DB: 'rmj_catalog' });
  });

  it('refuses a wrong environment with a message naming each variable', () => {
    expect(() => loadConfig('catalog', catalogConfigSchema, { PORT: 'eighty', MONGODB_URI: 'http://x' })).toThrow(ConfigError);
    try {
      loadConfig('catalog', catalogConfigSchema, { PORT: 'eighty', MONGODB_URI: 'http://x' });
    } catch (err) {
      expect((err as Error).message).toContain('PORT');
      expect((err as Error).message).toContain('MONGODB_URI: must be a mongodb:// or mongodb+srv:// URI');
    }
  });
});
