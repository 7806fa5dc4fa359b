// How many of a piece a shopper may choose on its page: no more than the catalogue has left, less
// what this cart already holds of it (every line of the product, whatever its personalisation), and
// never more than one order line may ask for. The cart and checkout check again on the server.
import { LINE_QUANTITY_MAX } from '@rmj/contracts';
import { allInCartReason, lineMaxHint, piecesLeftHint, piecesLeftWithCartHint, type Said } from '../../../lib/messages';

/** At or below this many left, the page says how many ('Only 3 left') before the shopper asks for more. */
export const FEW_LEFT = 5;

export interface QuantityLimit {
  /** The highest quantity the selector offers (at least 1). */
  max: number;
  /** What to say under the quantity, if anything. */
  hint?: Said;
  /** Why nothing more can be added (the cart already holds every piece left); the buttons are then disabled. */
  blockedReason?: Said;
}

/**
 * The limit for a piece with `piecesLeft` left (undefined: not told, e.g. a built-in sample), `inCart`
 * of it already in the cart and `chosen` on the selector now.
 */
export function quantityLimit(piecesLeft: number | undefined, inCart: number, chosen: number): QuantityLimit {
  if (piecesLeft === undefined) {
    return { max: LINE_QUANTITY_MAX, ...(chosen >= LINE_QUANTITY_MAX ? { hint: lineMaxHint(LINE_QUANTITY_MAX) } : {}) };
  }
  if (piecesLeft <= 0) return { max: 1 }; // sold out: the page's out-of-stock notice says it
  const left = piecesLeft - inCart;
  if (left <= 0) return { max: 1, blockedReason: allInCartReason(piecesLeft) };
  const max = Math.max(1, Math.min(left, LINE_QUANTITY_MAX));
  // The catalogue tells at most LINE_QUANTITY_MAX: at that figure the real stock may be higher.
  if (piecesLeft >= LINE_QUANTITY_MAX && inCart === 0)
    return { max, ...(chosen >= max ? { hint: lineMaxHint(max) } : {}) };
  if (piecesLeft > FEW_LEFT && chosen < max) return { max };
  return { max, hint: inCart > 0 ? piecesLeftWithCartHint(piecesLeft, inCart) : piecesLeftHint(piecesLeft) };
}
