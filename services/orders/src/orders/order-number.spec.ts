import { ORDER_NUMBER_PATTERN } from '@rmj/contracts';
import { newOrderNumber } from './order-number';

it('makes short, readable order numbers that do not repeat', () => {
  const numbers = Array.from({ length: 5000 }, newOrderNumber);
  for (const n of numbers) expect(n).toMatch(ORDER_NUMBER_PATTERN);
  expect(new Set(numbers).size).toBe(numbers.length);
  // Every symbol of the alphabet shows up: the source is not biased to a few characters.
  expect(new Set(numbers.join('').replace(/RMJ-/g, '')).size).toBe(32);
});
