import { CUSTOMISED_EXTRA_DAYS_TEXT } from '@rmj/contracts';

/** Alert when a chosen customisation lacks its words or file (spec section 5, customise-ring page; used on both pages). */
export const INCOMPLETE_CUSTOMIZATION = 'Please complete the customization before adding to cart';

/** The note about making time (spec sections 1 and 2), worded from the one delivery rule in contracts. */
export const CUSTOM_MAKING_NOTE = `Customised pieces take ${CUSTOMISED_EXTRA_DAYS_TEXT}.`;

/** Beside the disabled purchase buttons of a piece that cannot be ordered now (both pages). */
export const OUT_OF_STOCK_REASON = 'This piece is out of stock at the moment, so it cannot be added to your cart.';
