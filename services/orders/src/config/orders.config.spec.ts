import { ConfigError, loadConfig } from '@rmj/nest-common';
import { DEV_JWT_SECRET } from '@rmj/nest-common';
import { ordersConfigSchema } from './orders.config';

const message = (env: Record<string, string>) => {
  try {
    loadConfig('orders', ordersConfigSchema, env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected the configuration to be refused');
};

describe('orders configuration', () => {
  it('has working defaults for the embedded stack, with a named development JWT secret', () => {
    const config = loadConfig('orders', ordersConfigSchema, {});
    expect(config).toMatchObject({ HOST: '127.0.0.1', PORT: 3002, MONGODB_DB: 'rmj_orders', JWT_SECRET: DEV_JWT_SECRET, jwtSecretIsDefault: true });
  });

  it('uses the given JWT secret', () => {
    const secret = 'x'.repeat(40);
    const config = loadConfig('orders', ordersConfigSchema, { JWT_SECRET: secret, NODE_ENV: 'production' });
    expect(config.JWT_SECRET).toBe(secret);
    expect(config.jwtSecretIsDefault).toBe(false);
  });

  it('refuses to start in production without a JWT secret', () => {
    expect(message({ NODE_ENV: 'production' })).toContain('JWT_SECRET: is required in production');
  });

  it('refuses a short JWT secret and a wrong port, naming each variable', () => {
    const text = message({ JWT_SECRET: 'short', PORT: 'eighty' });
    expect(text).toContain('JWT_SECRET: must be at least 32 characters');
    expect(text).toContain('PORT');
  });
});
