import jwt from 'jsonwebtoken';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  bearerToken,
  signAccessToken,
  verifyAccessToken,
} from './access-token';
import { generateAccessTokenKeyPair, loadSigningKey, loadVerifyKeys } from './signing-keys';

const pair = generateAccessTokenKeyPair();
const signer = loadSigningKey(pair.privateKey);
const keys = loadVerifyKeys(pair.publicKey);
const claims = { sub: 'u1', email: 'a@b.in', firstName: 'Meena', sid: 's1' };
const OLD_SHARED_SECRET = 'rmj-dev-only-insecure-jwt-secret-change-me';

describe('access tokens (ES256)', () => {
  it('verifies a token identity signed, with the public key only', () => {
    const token = signAccessToken(claims, signer);
    expect(jwt.decode(token, { complete: true })?.header).toMatchObject({ alg: 'ES256', kid: signer.kid });
    expect(verifyAccessToken(token, keys)).toEqual(claims);
  });

  it('refuses the old HS256 shared-secret token, alg none, another key, a wrong issuer or audience, and an expired token', () => {
    const hs256 = jwt.sign(claims, OLD_SHARED_SECRET, {
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
      keyid: signer.kid,
    });
    const none = jwt.sign(claims, '', {
      algorithm: 'none' as never,
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
      keyid: signer.kid,
    });
    const otherKey = signAccessToken(claims, loadSigningKey(generateAccessTokenKeyPair().privateKey));
    const opts = { algorithm: 'ES256' as const, keyid: signer.kid, expiresIn: 60 };
    const wrongIssuer = jwt.sign(claims, signer.key, {
      ...opts,
      issuer: 'someone-else',
      audience: ACCESS_TOKEN_AUDIENCE,
    });
    const wrongAudience = jwt.sign(claims, signer.key, {
      ...opts,
      issuer: ACCESS_TOKEN_ISSUER,
      audience: 'another-app',
    });
    const expired = signAccessToken(claims, signer, -10);
    const noSession = jwt.sign({ sub: 'u1' }, signer.key, {
      ...opts,
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
    });
    for (const token of [hs256, none, otherKey, wrongIssuer, wrongAudience, expired, noSession, 'garbage', '']) {
      expect(verifyAccessToken(token, keys)).toBeNull();
    }
  });

  it('accepts tokens of every listed public key, so keys can be rotated', () => {
    const next = generateAccessTokenKeyPair();
    const both = loadVerifyKeys(`${pair.publicKey}\n${next.publicKey}`);
    expect(verifyAccessToken(signAccessToken(claims, signer), both)).toEqual(claims);
    expect(verifyAccessToken(signAccessToken(claims, loadSigningKey(next.privateKey)), both)).toEqual(claims);
  });

  it('loads only P-256 keys, and never a private key as a public one', () => {
    expect(() => loadVerifyKeys(pair.privateKey)).toThrow(/public keys only/);
    expect(() => loadVerifyKeys('nothing here')).toThrow(/at least one PEM public key/);
    expect(() => loadSigningKey('-----BEGIN PRIVATE KEY-----\nchange-me\n-----END PRIVATE KEY-----')).toThrow(
      /PEM private key/,
    );
    const { generateKeyPairSync } = jest.requireActual<typeof import('node:crypto')>('node:crypto');
    const ed = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(() => loadSigningKey(ed)).toThrow(/P-256/);
    // Secret stores that flatten newlines to "\n" still work.
    expect(loadSigningKey(pair.privateKey.replace(/\n/g, '\\n')).kid).toBe(signer.kid);
  });

  it('reads only a well-formed bearer header', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
