import { ConfigError, loadConfig } from '@rmj/nest-common';
import { DEV_JWT_SECRET } from '@rmj/nest-common';
import { identityConfigSchema } from './identity.config';

describe('identity configuration', () => {
  it('has working defaults for the embedded stack', () => {
    const config = loadConfig('identity', identityConfigSchema, {});
    expect(config).toMatchObject({
      HOST: '127.0.0.1',
      PORT: 3003,
      MONGODB_DB: 'rmj_identity',
      SMTP_URL: 'smtp://127.0.0.1:1025',
      MAIL_FROM: 'RMJ Silver & Gold <no-reply@rmj.local>',
      JWT_SECRET: DEV_JWT_SECRET,
      jwtSecretIsDefault: true,
    });
  });

  it('requires a JWT secret of 32+ characters in production', () => {
    expect(() => loadConfig('identity', identityConfigSchema, { NODE_ENV: 'production' })).toThrow(/JWT_SECRET: is required in production/);
    expect(() => loadConfig('identity', identityConfigSchema, { JWT_SECRET: 'short' })).toThrow(ConfigError);
    const prod = loadConfig('identity', identityConfigSchema, { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    expect(prod).toMatchObject({ JWT_SECRET: 'x'.repeat(40), jwtSecretIsDefault: false });
  });

  it('refuses a non-SMTP mail URL', () => {
    expect(() => loadConfig('identity', identityConfigSchema, { SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL: must be an smtp/);
  });
});
