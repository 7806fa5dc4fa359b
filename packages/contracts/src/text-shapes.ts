// Text shapes and clean-ups shared by services and browsers. Every pattern here runs in time
// linear in its input: no two repetitions can trade characters (a request must never stall a
// service's event loop), and the lint rules regexp/no-super-linear-* plus contracts' pattern
// check (patterns.spec.ts, recheck) keep it that way.

/**
 * A simple e-mail shape (something@domain.tld): the checkout form's and the newsletter's rule.
 * The domain's labels are dot-free runs separated by single dots, so the parts cannot overlap.
 */
export const SIMPLE_EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** `value` without trailing slashes ('http://a:1//' -> 'http://a:1'), in one pass from the end. */
export function withoutTrailingSlashes(value: string): string {
  let end = value.length;
  while (end > 0 && value.charCodeAt(end - 1) === 0x2f) end -= 1;
  return value.slice(0, end);
}

/**
 * `text` without the given characters at its end, keeping at least `keep` characters: a loop rather
 * than an end-anchored pattern, which backtracks quadratically on long runs.
 */
export function trimEnd(text: string, chars: string, keep = 0): string {
  let end = text.length;
  while (end > keep && chars.includes(text[end - 1])) end -= 1;
  return text.slice(0, end);
}
