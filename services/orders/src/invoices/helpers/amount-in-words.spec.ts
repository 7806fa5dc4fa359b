import { integerInWords, rupeesInWords } from './amount-in-words';

describe('amounts in words (Indian system)', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [100, 'Rupees One Only'],
    [9900, 'Rupees Ninety-Nine Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [123_456_789_00, 'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine Only'],
    [12_345_678, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only'],
    [1, 'Rupees Zero and One Paise Only'],
    [260_050, 'Rupees Two Thousand Six Hundred and Fifty Paise Only'],
    [1_011_500, 'Rupees Ten Thousand One Hundred Fifteen Only'],
  ])('%i paise reads "%s"', (paise, words) => {
    expect(rupeesInWords(paise)).toBe(words);
  });

  it('counts crores beyond ninety-nine', () => {
    expect(integerInWords(1_000_000_000)).toBe('One Hundred Crore');
    expect(integerInWords(1_000_000_000_000)).toBe('One Lakh Crore');
    expect(integerInWords(20_000_001)).toBe('Two Crore One');
  });

  it('refuses what is not a whole amount', () => {
    expect(() => rupeesInWords(1.5)).toThrow(RangeError);
    expect(() => rupeesInWords(-100)).toThrow(RangeError);
  });
});
