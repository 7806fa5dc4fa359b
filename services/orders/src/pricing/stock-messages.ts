/**
 * What the shopper reads when a cart line cannot be bought as it is: on the line in the cart (the
 * quote carries it) and when a checkout is refused. Written once here, so the cart and the refusal
 * say the same thing.
 */

/** The piece is unknown, archived or unpublished: not sold online. */
export function noLongerAvailable(name: string | undefined): string {
  const piece = name?.trim() ? `"${name.trim()}"` : 'A product in your cart';
  return `${piece} is no longer available. Please remove it from your cart to continue.`;
}

/** None left. */
export function soldOut(name: string): string {
  return `"${name}" is sold out. Please remove it from your cart to continue.`;
}

/** Fewer left than the cart's lines of this piece ask for together. */
export function notEnough(name: string, left: number): string {
  return left === 1
    ? `Only 1 of "${name}" is left. Please change the quantity.`
    : `Only ${left} of "${name}" are left. Please change the quantity.`;
}

/** The quote's message when more than one piece needs the shopper's attention. */
export const SEVERAL_LINES_NEED_ATTENTION =
  'Some items in your cart cannot be bought right now. Please check the marked items to continue.';
