import { formatDate, formatNumber, formatRupees } from './format';

describe('money, counts and dates as India writes them', () => {
  it('groups rupees in lakhs in both languages', () => {
    expect(formatRupees(123456, 'en')).toBe('₹1,23,456');
    expect(formatRupees(123456, 'ta')).toBe('₹1,23,456');
    expect(formatNumber(1234567, 'ta')).toBe('12,34,567');
  });

  it('keeps paise only when there are some', () => {
    expect(formatRupees(12345650, 'en', { paise: true })).toBe('₹1,23,456.50');
    expect(formatRupees(12345600, 'en', { paise: true })).toBe('₹1,23,456');
  });

  it('names the month in the page language, in India time', () => {
    const lateEvening = '2026-11-30T20:00:00Z'; // 1 December 01:30 in India
    expect(formatDate(lateEvening, 'en')).toBe('1 December 2026');
    expect(formatDate(lateEvening, 'ta')).toBe('1 டிசம்பர், 2026');
    expect(formatDate('not a date', 'ta')).toBe('');
  });
});
