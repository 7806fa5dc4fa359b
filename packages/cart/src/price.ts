// Prices arrive as numbers (server products) or as text with thousands commas (built-in samples).

/** Parses a price: a finite number as is, text like '2,900' or '4,500.00' without its commas; otherwise null. */
export function parsePrice(price: unknown): number | null {
  if (typeof price === 'number') return Number.isFinite(price) ? price : null;
  if (typeof price !== 'string') return null;
  const text = price.replace(/,/g, '').trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** Flat shipping fee in rupees added to every order (spec section 9). */
export const SHIPPING_FEE = 100;
