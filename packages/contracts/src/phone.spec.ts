import { normaliseIndianPhone, phoneSearchDigits } from './phone';

describe('normaliseIndianPhone', () => {
  it('reads a number however it is written as its 10 digits', () => {
    for (const written of [
      '9876543210',
      '98765 43210',
      '98765-43210',
      '+91 98765 43210',
      '+91-98765-43210',
      '+919876543210',
      '919876543210',
      '0091 98765 43210',
      '09876543210',
      '098765 43210',
      '(0) 98765 43210',
      ' 98765.43210 ',
    ])
      expect([written, normaliseIndianPhone(written)]).toEqual([written, '9876543210']);
  });

  it('refuses what is not a 10-digit number', () => {
    for (const bad of [
      '',
      '98765',
      '98765432101',
      '+1 555 123 4567',
      '9876x43210',
      '+91 98765',
      'nine',
      '0'.repeat(30),
    ])
      expect([bad, normaliseIndianPhone(bad)]).toEqual([bad, undefined]);
  });
});

describe('phoneSearchDigits', () => {
  it('finds a whole number however written, and a part of one by its digits', () => {
    expect(phoneSearchDigits('+91 98765 43210')).toBe('9876543210');
    expect(phoneSearchDigits('09876543210')).toBe('9876543210');
    expect(phoneSearchDigits('98765 43')).toBe('9876543');
    expect(phoneSearchDigits('+91 98765')).toBe('98765');
    expect(phoneSearchDigits('43210')).toBe('43210');
  });

  it('leaves other searches alone', () => {
    for (const other of ['RMJ-AB12CD34EF', 'asha@example.in', '123', 'ring 2', ''])
      expect([other, phoneSearchDigits(other)]).toEqual([other, undefined]);
  });
});
