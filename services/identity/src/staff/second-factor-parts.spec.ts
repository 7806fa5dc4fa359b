import { authenticator } from 'otplib';
import { hashRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes';
import { SecretBox } from './secret-box';
import { newTotpSecret, otpauthUri, totpStepOf } from './totp';

const SERVER_SECRET = 'test-code-secret-Jq8v2Lm0xR4tY7wZ1aB5cD9eF3gH6';

describe('authenticator codes (RFC 6238)', () => {
  const secret = newTotpSecret();
  const at = (ms: number) => authenticator.clone({ epoch: ms }).generate(secret);
  const now = Date.UTC(2025, 0, 1, 10, 0, 15);
  const step = Math.floor(now / 30_000);

  it('names the 30-second step of a code, one step either side of now', () => {
    expect(totpStepOf(secret, at(now), now)).toBe(step);
    expect(totpStepOf(secret, at(now - 30_000), now)).toBe(step - 1);
    expect(totpStepOf(secret, at(now + 30_000), now)).toBe(step + 1);
    expect(totpStepOf(secret, at(now - 60_000), now)).toBeNull();
    expect(totpStepOf(secret, at(now + 60_000), now)).toBeNull();
  });

  it('makes 160-bit base32 secrets and an otpauth URI apps read', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri('owner@rmj.local', secret)).toBe(
      `otpauth://totp/RMJ%20Jewellers:owner%40rmj.local?secret=${secret}&period=30&digits=6&algorithm=SHA1&issuer=RMJ%20Jewellers`,
    );
  });
});

describe('sealed secrets (AES-256-GCM)', () => {
  const box = new SecretBox(SERVER_SECRET);

  it('opens only for the same owner, under the same key, unaltered', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'staff-1');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'staff-1')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 'staff-1')).not.toBe(sealed);
    expect(box.open(sealed, 'staff-2')).toBeNull();
    expect(new SecretBox(`${SERVER_SECRET}x`).open(sealed, 'staff-1')).toBeNull();
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(box.open([v, iv, tag, flipped.toString('base64url')].join('.'), 'staff-1')).toBeNull();
    expect(box.open('garbage', 'staff-1')).toBeNull();
  });
});

describe('recovery codes', () => {
  it('makes ten different codes easy to read off paper', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it('hashes per member, ignoring case, spaces and the hyphen', () => {
    const key = Buffer.alloc(32, 7);
    const hash = hashRecoveryCode(key, 'staff-1', 'abcde-fghjk');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode(key, 'staff-1', ' ABCDE FGHJK ')).toBe(hash);
    expect(hashRecoveryCode(key, 'staff-2', 'abcde-fghjk')).not.toBe(hash);
    expect(normaliseRecoveryCode('AbCdE-fGhJk')).toBe('abcdefghjk');
  });
});
