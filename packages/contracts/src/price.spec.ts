import { parsePrice } from './price';

it('reads numbers and the listings’ price text', () => {
  expect(parsePrice(2900)).toBe(2900);
  expect(parsePrice(0)).toBe(0);
  expect(parsePrice('18,500')).toBe(18500);
  expect(parsePrice('18,500.00')).toBe(18500);
  expect(parsePrice(' 1,00,000.50 ')).toBe(100000.5);
});

it('answers null, never 0, for what is not a price', () => {
  for (const unreadable of [
    '',
    '   ',
    'abc',
    '₹2,900',
    '2,900 INR',
    '12abc',
    '-5',
    '1.2.3',
    '.5',
    Number.NaN,
    Infinity,
  ]) {
    expect(parsePrice(unreadable)).toBeNull();
  }
  expect(parsePrice(undefined)).toBeNull();
  expect(parsePrice(null)).toBeNull();
  expect(parsePrice({ price: 5 })).toBeNull();
});
