import { formatINR } from './format-inr';

describe('formatINR', () => {
  it('uses the rupee sign and Indian digit grouping without decimals for whole rupees', () => {
    expect(formatINR(123456)).toBe('₹1,23,456');
    expect(formatINR(1234567)).toBe('₹12,34,567');
    expect(formatINR(999)).toBe('₹999');
    expect(formatINR(0)).toBe('₹0');
  });

  it('keeps paise when the amount is fractional', () => {
    expect(formatINR(99.5)).toBe('₹99.50');
    expect(formatINR(100000.25)).toBe('₹1,00,000.25');
  });

  it('shows ₹0 for a value that is not a number instead of ₹NaN', () => {
    expect(formatINR(Number.NaN)).toBe('₹0');
  });
});
