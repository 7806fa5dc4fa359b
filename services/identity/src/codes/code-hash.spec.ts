import { codeHashKey, hashCode, newVerificationCode, sameHash } from './code-hash';

describe('verification code hashing', () => {
  it('makes 6-digit codes', () => {
    for (let i = 0; i < 200; i++) expect(newVerificationCode()).toMatch(/^\d{6}$/);
  });

  it('hashes per key, e-mail and purpose, and compares hashes', () => {
    const key = codeHashKey('s'.repeat(32));
    const h = hashCode(key, 'a@b.in', 'register', '123456');
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(sameHash(h, hashCode(key, 'a@b.in', 'register', '123456'))).toBe(true);
    expect(sameHash(h, hashCode(key, 'a@b.in', 'register', '123457'))).toBe(false);
    expect(sameHash(h, hashCode(key, 'a@b.in', 'reset', '123456'))).toBe(false);
    expect(sameHash(h, hashCode(key, 'c@b.in', 'register', '123456'))).toBe(false);
    expect(sameHash(h, hashCode(codeHashKey('t'.repeat(32)), 'a@b.in', 'register', '123456'))).toBe(false);
    expect(sameHash(h, '')).toBe(false);
  });
});
