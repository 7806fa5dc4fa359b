// Orders' fixed values and the spec's texts, free of zod: the cart page, tracking and the order
// overlay import these without the schemas (and without zod in their bundle). orders.ts and
// order-records.ts build their schemas from them.
/** Flat shipping in rupees added to every order (spec section 9). */
export const ORDER_SHIPPING_RUPEES = 100;
/** The only currency the shop charges in. */
export const ORDER_CURRENCY = 'INR';
/** Countries the customer-details form offers; India is the default. */
export const COUNTRIES = ['India', 'United States', 'Canada', 'United Kingdom', 'Australia', 'Other'] as const;
/** Default name of a shopper whose name is not known (spec section 3). */
export const GUEST_NAME = 'Guest';

/** The spec's customer-details messages (section 5), character for character. */
export const customerDetailsMessages = {
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid 10-digit phone number.',
  addressRequired: 'Street address is required.',
  cityRequired: 'City is required.',
  stateRequired: 'State is required.',
  zipRequired: 'ZIP code is required',
  zipInvalid: 'Please enter a valid 6-digit ZIP code.',
} as const;

/** Browser storage keys of the local order history (spec section 3). */
export const ORDER_STORAGE_KEYS = {
  /** Array of LocalOrderRecord, newest last. */
  orders: 'orders',
  /** Order number of the latest order. */
  lastOrderId: 'lastOrderId',
} as const;

/** Limits of the local order history (spec section 9). */
export const LOCAL_ORDER_LIMITS = {
  /** Orders kept at most (oldest dropped first). */
  maxOrders: 5,
  /** Serialised size of all kept orders, in characters (~250 KB). */
  maxTotalChars: 250 * 1024,
  /** Serialised size of one order, in characters (~50 KB). */
  maxOrderChars: 50 * 1024,
  /** Customisation detail text cut to this many characters. */
  maxCustomizationChars: 100,
} as const;

/** The alerts of a local order save (spec section 8), character for character. */
export const localOrderMessages = {
  truncated: 'Order details are too large to save completely. Some details may be truncated.',
  storageFull: 'Unable to save order: Storage is full. Clearing previous orders.',
  failed: 'There was an issue saving your order details. Please contact support.',
} as const;

/** Payment and order-save texts the cart shows (spec sections 4 and 8). */
export const checkoutMessages = {
  loginRequired: 'Please log in to complete your purchase',
  paymentSuccess: 'Payment successful! Your order has been placed.',
  paymentError: 'There was an issue processing your payment. Please try again.',
  /** Prefix of the initialisation alert: 'Payment initialization failed: {reason}'. */
  initFailed: 'Payment initialization failed: ',
  /** Prefix of the verification alert: 'Payment verification failed: {reason}'. */
  verifyFailed: 'Payment verification failed: ',
  orderSaved: 'Order has been saved successfully',
  /** Prefix of the save error: 'Error saving order: {message}'. */
  saveErrorPrefix: 'Error saving order: ',
  saveErrorDefault: 'Failed to save order',
  trackError: 'An error occurred while tracking the order.',
} as const;

/**
 * Answers of the orders service beyond the spec's texts: per-account limits, the payment checks
 * behind 'Paid', a second payment of one order.
 */
export const checkoutServerMessages = {
  /** 429: too many POST /api/create-razorpay-order calls from one account. */
  tooManyCheckouts: 'Too many checkout attempts. Please wait a few minutes and try again.',
  /** 429: too many unpaid checkouts open on one account. */
  tooManyOpenCheckouts: 'You have too many unpaid checkouts open. Please complete one of them, or try again later.',
  /** 429: too many POST /api/orders/quote calls from one client. */
  tooManyQuotes: 'Too many price checks. Please wait a minute and try again.',
  /** 503 from verify: the provider could not be asked; the order is recorded later if the money was taken. */
  paymentNotConfirmed:
    'We could not confirm your payment with the payment provider right now. Please try again in a moment; if you were charged, your order will be recorded automatically.',
  /** 409 from verify: the payment is not money taken for this order (failed, wrong amount or currency). */
  paymentNotCompleted: 'This payment was not completed for your order, so the order was not recorded.',
  /** 200 from verify for a second payment of an order already paid: the order stands, that payment is refunded. */
  alreadyPaid: 'This order was already paid. Your second payment will be refunded.',
} as const;

/** The refusal of a once-per-account promo code (WELCOME500) already redeemed on the account. */
export const promoUsedOnAccount = (code: string) => `Promo code "${code}" has already been used on your account.`;
/** 400 at checkout: a once-per-account code is held by another unpaid checkout of the account. */
export const promoHeldByOpenCheckout = (code: string) =>
  `Promo code "${code}" is already part of another unpaid checkout on your account. Complete that payment, or try again once it has been abandoned (after 3 days).`;
