// Messages worked out away from React (the quantity's limits): what to say, as a key of this remote's
// words and its values; the component says it in the page's language (`t(said.key, said.values)`).
import type { WordKey } from '../i18n';

/** A message to show: its key and values. */
export interface Said {
  key: WordKey;
  values?: Record<string, string | number>;
}

/** Under the quantity when few are left, or when the shopper has chosen all there is ('Only 3 left'). */
export const piecesLeftHint = (left: number): Said => ({ key: 'qty.left', values: { left } });

/** Under the quantity when the cart already holds some of what is left. */
export const piecesLeftWithCartHint = (left: number, inCart: number): Said => ({
  key: 'qty.leftWithCart',
  values: { left, inCart },
});

/** Beside the disabled purchase buttons when the cart already holds every piece left. */
export const allInCartReason = (left: number): Said => ({ key: 'qty.allInCart', values: { left } });

/** Under the quantity at the most one order line may ask for. */
export const lineMaxHint = (max: number): Said => ({ key: 'qty.lineMax', values: { max } });
