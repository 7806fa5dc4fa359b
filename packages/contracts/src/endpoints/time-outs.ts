// The time-outs along the checkout's chain (browser → gateway → orders → payment provider and
// database), so that each outer one is longer than the inner one it waits for: the inner one gives
// up first, with an answer the browser can act on. The gateway reads each endpoint's `timeoutMs`;
// the orders service checks its own deadline and provider time-out against them at start.

/** How long the gateway waits for the checkout's calls (create, verify, save: their contracts' `timeoutMs`). */
export const CHECKOUT_GATEWAY_TIMEOUT_MS = 15_000;

/** Codes an error body may carry beside its message, for answers a browser acts on. */
export const API_ERROR_CODES = {
  /**
   * 503 (with Retry-After) from verify or save: the payment is still being confirmed, or the
   * provider could not be asked just now. Nothing failed: ask again; the answer is then the order
   * if it was recorded meanwhile.
   */
  paymentConfirming: 'PAYMENT_CONFIRMING',
  /**
   * 409 from create-razorpay-order: the quote's price hold ran out and today's rate moved the price.
   * The message says by how much (rateChangedMessage); the answer's `pricing` is the new quote and
   * `hold` a new hold: show them and let the shopper pay again.
   */
  priceChanged: 'PRICE_CHANGED',
} as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

/** The message of verify's 503 when its deadline passes while the payment is still being confirmed. */
export const PAYMENT_STILL_CONFIRMING =
  'We are still confirming your payment. Please ask again in a moment; your order is recorded once, however often you ask.';

/**
 * How the browser confirms a verify that got no clear answer (a 5xx, a lost connection, its own
 * time-out) before it shows an error: it asks again after each pause (a longer Retry-After from the
 * server wins), about a minute in all, and stops at the first definite answer.
 */
export const VERIFY_CONFIRMATION = {
  /** One verify call's time-out in the browser: longer than the gateway's, whose 504 then arrives first. */
  attemptTimeoutMs: 20_000,
  /** Pauses before each new attempt (8 more attempts, 49 s of pauses). */
  retryDelaysMs: [1_000, 2_000, 3_000, 5_000, 8_000, 10_000, 10_000, 10_000],
  /** A Retry-After longer than this is shortened to it. */
  maxDelayMs: 10_000,
} as const;
