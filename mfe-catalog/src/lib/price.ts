/** Whole number typed into a price box; anything non-numeric becomes 0 (spec section 5). */
export function parseWholeNumber(text: string): number {
  const value = Number.parseInt(text, 10);
  return Number.isNaN(value) ? 0 : value;
}

/** Rupees from text such as '2,900' or '4,500.00'; 0 when unreadable. */
export function parsePriceText(text: string | number): number {
  if (typeof text === 'number') return text;
  const value = Number.parseFloat(text.replace(/,/g, ''));
  return Number.isNaN(value) ? 0 : value;
}
