// Small text helpers of the SEO module (not exported from the package). Loops rather than
// end-anchored regular expressions, which backtrack quadratically on long runs.

/** Text without the given characters at its end, keeping at least `keep` characters. */
export function trimEnd(text: string, chars: string, keep = 0): string {
  let end = text.length;
  while (end > keep && chars.includes(text[end - 1])) end -= 1;
  return text.slice(0, end);
}

/** An origin or path without trailing slashes ('https://shop.in/' → 'https://shop.in'). */
export const trimOrigin = (origin: string): string => trimEnd(origin, '/');
