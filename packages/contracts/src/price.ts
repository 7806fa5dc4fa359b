// The price rules every part shares, without zod: also the entry `@rmj/contracts/price`, so CommonJS
// code (the cart store in the shell's start-up bundle) takes them without the schemas. Reading a
// price that may arrive as text: server products carry whole rupees as numbers, the built-in sample
// listings and older carts carry text with Indian thousands separators. One parser for every part,
// and it says when it cannot read a price instead of guessing 0.

export { ORDER_SHIPPING_RUPEES } from './order-constants';
export * from './shipping-rule';

/**
 * Rupees from a price: a finite number as is; text of digits with optional thousands commas and
 * decimals ('2,900', '1,00,000.50', ' 4,500.00 ') as a number; anything else (empty text, a
 * currency sign, words, NaN, a missing value) is null, so a caller decides what an unreadable
 * price means rather than showing or charging ₹0.
 */
export function parsePrice(price: unknown): number | null {
  if (typeof price === 'number') return Number.isFinite(price) ? price : null;
  if (typeof price !== 'string') return null;
  const text = price.replace(/,/g, '').trim();
  if (!/^\d+(?:\.\d+)?$/.test(text)) return null;
  return Number(text);
}
