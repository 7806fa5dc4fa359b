// The delivery rule's fixed values, free of any library: a screen that only words the rule
// ('5-7 additional business days') imports these without the time-zone code of delivery.ts.

/** The calendar business days are counted on and dates are printed in. */
export const DELIVERY_TIME_ZONE = 'Asia/Kolkata';
/** Business days to deliver a plain piece within India. */
export const DELIVERY_DAYS = { from: 3, to: 5 } as const;
/** Extra business days a customised piece takes (spec section 1). */
export const CUSTOMISED_EXTRA_DAYS = { from: 5, to: 7 } as const;
/** '5-7 additional business days' (spec section 1), as every screen and mail words it. */
export const CUSTOMISED_EXTRA_DAYS_TEXT = `${CUSTOMISED_EXTRA_DAYS.from}-${CUSTOMISED_EXTRA_DAYS.to} additional business days`;
