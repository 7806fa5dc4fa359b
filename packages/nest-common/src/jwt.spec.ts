import jwt from 'jsonwebtoken';
import { bearerToken, signAccessToken, verifyAccessToken } from './jwt';

const secret = 'x'.repeat(40);

describe('access tokens', () => {
  it('verifies a token it signed and returns its claims', () => {
    const token = signAccessToken({ sub: 'u1', email: 'a@b.in', firstName: 'Meena' }, secret);
    expect(verifyAccessToken(token, secret)).toEqual({ sub: 'u1', email: 'a@b.in', firstName: 'Meena' });
  });

  it('refuses a token signed with another secret, an expired one and a forged algorithm', () => {
    const other = signAccessToken({ sub: 'u1', email: 'a@b.in', firstName: 'M' }, 'y'.repeat(40));
    expect(verifyAccessToken(other, secret)).toBeNull();
    const expired = jwt.sign({ sub: 'u1', exp: Math.floor(Date.now() / 1000) - 10 }, secret, { issuer: 'rmj-identity', audience: 'rmj-shop' });
    expect(verifyAccessToken(expired, secret)).toBeNull();
    const none = jwt.sign({ sub: 'u1' }, '', { algorithm: 'none' as never });
    expect(verifyAccessToken(none, secret)).toBeNull();
  });

  it('reads only a well-formed bearer header', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
