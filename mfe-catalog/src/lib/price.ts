/** Whole number typed into a price box; anything non-numeric becomes 0 (spec section 5). */
export function parseWholeNumber(text: string): number {
  const value = Number.parseInt(text, 10);
  return Number.isNaN(value) ? 0 : value;
}
