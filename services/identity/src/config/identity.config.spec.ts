import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, DEV_JWT_SECRET, generateAccessTokenKeyPair, loadConfig } from '@rmj/nest-common';
import { repoRoot } from '@rmj/test-db';
import { identityConfigSchema } from './identity.config';

const pair = generateAccessTokenKeyPair();
const STRONG = 'q3Vn9+fK0bX2LrT7mYw1sE4hJ8uZcA6dP5gNoQiR/tWvBxMkHjL0yS2eF7aC9pDz';
const production = {
  NODE_ENV: 'production',
  JWT_PRIVATE_KEY: pair.privateKey,
  CODE_SECRET: STRONG,
  OWNER_EMAIL: 'owner@rmj.in',
  INTERNAL_SERVICE_TOKEN: 'Zp4rT8vLq2Wn6Yx0Bc3Hk7Md1Fs5Gj9A-service',
};

function refusal(env: Record<string, string>): string {
  try {
    loadConfig('identity', identityConfigSchema, env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected the configuration to be refused');
}

describe('identity configuration', () => {
  it('has working defaults for the embedded stack once it has a key pair', () => {
    const config = loadConfig('identity', identityConfigSchema, { JWT_PRIVATE_KEY: pair.privateKey });
    expect(config).toMatchObject({
      HOST: '127.0.0.1',
      PORT: 3003,
      MONGODB_DB: 'rmj_identity',
      SMTP_URL: 'smtp://127.0.0.1:1025',
      MAIL_FROM: 'RMJ Jewellers <no-reply@rmj.local>',
      codeSecretIsEphemeral: true,
      CLIENT_LIMIT_SCALE: 1,
      SESSION_IDLE_MS: 30 * 60_000,
      SESSION_MAX_MS: 12 * 3600_000,
      OWNER_EMAIL: 'owner@rmj.local',
      SHOP_URL: 'http://localhost:8080',
    });
    expect(config.JWT_PRIVATE_KEY.kid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(config.CODE_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('takes other session limits (tests lower them), but never an idle limit longer than a session', () => {
    const config = loadConfig('identity', identityConfigSchema, {
      JWT_PRIVATE_KEY: pair.privateKey,
      SESSION_IDLE_MS: '120000',
      SESSION_MAX_MS: '600000',
    });
    expect(config).toMatchObject({ SESSION_IDLE_MS: 120_000, SESSION_MAX_MS: 600_000 });
    expect(refusal({ JWT_PRIVATE_KEY: pair.privateKey, SESSION_IDLE_MS: 'soon' })).toMatch(/SESSION_IDLE_MS/);
    expect(refusal({ JWT_PRIVATE_KEY: pair.privateKey, SESSION_IDLE_MS: '600000', SESSION_MAX_MS: '300000' })).toMatch(
      /SESSION_IDLE_MS/,
    );
  });

  it('needs the ES256 private key, and says how to get one', () => {
    expect(refusal({})).toMatch(/JWT_PRIVATE_KEY: is required/);
    expect(refusal({ JWT_PRIVATE_KEY: 'not a key' })).toMatch(/JWT_PRIVATE_KEY: must be a PEM private key/);
    expect(refusal({ JWT_PRIVATE_KEY: pair.publicKey })).toMatch(/JWT_PRIVATE_KEY/);
  });

  it('starts in production with a strong CODE_SECRET, and requires one', () => {
    expect(loadConfig('identity', identityConfigSchema, production)).toMatchObject({
      CODE_SECRET: STRONG,
      codeSecretIsEphemeral: false,
    });
    const { CODE_SECRET: _omitted, ...withoutCode } = production;
    expect(refusal(withoutCode)).toMatch(/CODE_SECRET: is required in production/);
  });

  it.each([
    ['the old development JWT secret', DEV_JWT_SECRET],
    ['the example Secret value', 'change-me-to-the-output-of-openssl-rand-base64-48'],
    ['a repeated character', 'x'.repeat(48)],
    ['a short pattern repeated', 'abc123abc123abc123abc123abc123abc123'],
    ['too short', 'Xk29dLq0v'],
  ])('refuses to start in production with %s as CODE_SECRET', (_what, secret) => {
    expect(refusal({ ...production, CODE_SECRET: secret })).toMatch(/CODE_SECRET: /);
  });

  it('refuses every placeholder of infra/k8s/secrets.example.yaml that identity reads', () => {
    const example = readFileSync(join(repoRoot(), 'infra/k8s/secrets.example.yaml'), 'utf8');
    const line = (name: string) => new RegExp(`^\\s+${name}: (.+)$`, 'm').exec(example)![1];
    const privatePem = /JWT_PRIVATE_KEY: \|\n((?: {4}.*\n)+)/.exec(example)![1].replace(/^ {4}/gm, '');
    expect(refusal({ ...production, CODE_SECRET: line('CODE_SECRET') })).toMatch(/CODE_SECRET: is still a placeholder/);
    expect(refusal({ ...production, JWT_PRIVATE_KEY: privatePem })).toMatch(/JWT_PRIVATE_KEY/);
    expect(refusal({ ...production, SMTP_URL: line('SMTP_URL') })).toMatch(/SMTP_URL: its password /);
    const mongo = [...example.matchAll(/MONGODB_URI: (.+)/g)].map((m) => m[1]);
    for (const uri of mongo) expect(refusal({ ...production, MONGODB_URI: uri })).toMatch(/MONGODB_URI: its password/);
  });

  it.each(['owner@rmj.local', 'owner@shop.example.com', 'Owner@Example.org', 'me@rmj.test', 'owner@shop.local'])(
    'refuses to start in production with the placeholder OWNER_EMAIL %s',
    (email) => {
      expect(refusal({ ...production, OWNER_EMAIL: email })).toMatch(/OWNER_EMAIL: is a placeholder/);
    },
  );

  it("needs the first owner's e-mail in production, and takes it as an e-mail", () => {
    const { OWNER_EMAIL: _omitted, ...withoutOwner } = production;
    expect(refusal(withoutOwner)).toMatch(/OWNER_EMAIL: is required in production/);
    expect(refusal({ ...production, OWNER_EMAIL: 'not-an-email' })).toMatch(/OWNER_EMAIL: Please enter a valid email/);
    expect(
      loadConfig('identity', identityConfigSchema, { ...production, OWNER_EMAIL: ' Owner@RMJ.in ' }),
    ).toMatchObject({
      OWNER_EMAIL: 'owner@rmj.in',
    });
  });

  it('refuses a non-SMTP mail URL', () => {
    expect(refusal({ JWT_PRIVATE_KEY: pair.privateKey, SMTP_URL: 'http://mail' })).toMatch(/SMTP_URL: must be an smtp/);
  });
});
