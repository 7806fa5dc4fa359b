import { CUSTOMISED_EXTRA_DAYS_TEXT } from '@rmj/contracts';

/** Alert when a chosen customisation lacks its words or file (spec section 5, customise-ring page; used on both pages). */
export const INCOMPLETE_CUSTOMIZATION = 'Please complete the customization before adding to cart';

/** The note about making time (spec sections 1 and 2), worded from the one delivery rule in contracts. */
export const CUSTOM_MAKING_NOTE = `Customised pieces take ${CUSTOMISED_EXTRA_DAYS_TEXT}.`;

/** Beside the disabled purchase buttons of a piece that cannot be ordered now (both pages). */
export const OUT_OF_STOCK_REASON = 'This piece is out of stock at the moment, so it cannot be added to your cart.';

/** Under the quantity when few are left, or when the shopper has chosen all there is. */
export const piecesLeftHint = (left: number): string => `Only ${left} left`;

/** Under the quantity when the cart already holds some of what is left. */
export const piecesLeftWithCartHint = (left: number, inCart: number): string =>
  `Only ${left} left (${inCart} already in your cart)`;

/** Beside the disabled purchase buttons when the cart already holds every piece left. */
export const allInCartReason = (left: number): string =>
  `All ${left === 1 ? 'the 1 piece' : `${left} pieces`} left ${left === 1 ? 'is' : 'are'} already in your cart.`;

/** Under the quantity at the most one order line may ask for. */
export const lineMaxHint = (max: number): string => `At most ${max} pieces per order`;
