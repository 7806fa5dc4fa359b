import { isEmailAddress } from './mail-address';

describe('isEmailAddress', () => {
  it('accepts an e-mail address', () => {
    expect(isEmailAddress('asha@example.com')).toBe(true);
    expect(isEmailAddress(' asha.k+orders@mail.example.in ')).toBe(true);
  });

  it('refuses what a WhatsApp-only customer has instead: a phone, nothing, or an empty string', () => {
    expect(isEmailAddress('+919876543210')).toBe(false);
    expect(isEmailAddress('9876543210')).toBe(false);
    expect(isEmailAddress('')).toBe(false);
    expect(isEmailAddress(undefined)).toBe(false);
    expect(isEmailAddress(null)).toBe(false);
  });

  it('refuses something that only looks like an address', () => {
    expect(isEmailAddress('asha@')).toBe(false);
    expect(isEmailAddress('asha example.com')).toBe(false);
  });
});
