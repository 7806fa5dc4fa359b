/**
 * Razorpay's error body and the descriptions the sandbox answers with, as Razorpay's API documents
 * them (orders, capture and refund pages) and answers them (SDK issues):
 * `{error: {code, description, source, step, reason, metadata, field}}`.
 */

/** The error object of a Razorpay answer. */
export interface RazorpayError {
  code: string;
  description: string;
  /** business, customer, internal, or NA when the request never reached a payment. */
  source: string;
  step: string;
  reason: string;
  metadata: Record<string, unknown>;
  /** The request field at fault, or null. */
  field: string | null;
}

/** Descriptions character for character (note Razorpay's own 'atleast'). */
export const RAZORPAY_MESSAGES = {
  urlNotFound: 'The requested URL was not found on the server.',
  idNotFound: 'The id provided does not exist',
  authFailed: 'Authentication failed',
  keyInvalid: 'The api key provided is invalid',
  badJson: 'The request body is not valid JSON',
  bodyTooLarge: 'Request body is too large',
  required: (field: string) => `The ${field} field is required.`,
  amountInteger: 'The amount must be an integer.',
  amountMinimum: 'The amount must be atleast INR 1.00',
  currencyUnsupported: 'The currency should be INR',
  currencyMismatch: 'The currency should be same as the payment currency',
  receiptTooLong: 'receipt may not be greater than 40 characters.',
  notRequired: (fields: string[]) => `${fields.join(', ')} is/are not required and should not be sent`,
  orderAlreadyPaid:
    'Your payment has been declined as the order is already paid. Please initiate the payment with a new order.',
  alreadyCaptured: 'This payment has already been captured.',
  captureNotAuthorized: 'Only payments which have been authorized and not yet captured can be captured',
  captureAmount: 'Capture amount must be equal to the amount authorized.',
  refundNotCaptured: 'The payment status should be captured for action to be taken',
  refundTooMuch: 'The refund amount provided is greater than amount captured.',
  fullyRefunded: 'The payment has been fully refunded already.',
  paymentFailed: 'Payment failed because the shopper chose Failure in the sandbox.',
} as const;

/** An error answer: the HTTP status and Razorpay's body. */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly detail: Partial<Omit<RazorpayError, 'description'>> = {},
  ) {
    super(description);
  }

  body(): { error: RazorpayError | PaymentLinkServiceError } {
    return {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: this.description,
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
        metadata: {},
        field: null,
        ...this.detail,
      },
    };
  }
}

/**
 * The error object of Razorpay's Payment Links endpoints, which answer from a service of their own:
 * no `field`, `metadata` an empty list and `source`/`step`/`reason` null, as answered to the SDKs
 * (razorpay-go#42 'amount: cannot be blank.', razorpay-node#431 'amount exceeds maximum amount
 * allowed.').
 */
export interface PaymentLinkServiceError {
  code: 'BAD_REQUEST_ERROR';
  description: string;
  metadata: [];
  reason: null;
  source: null;
  step: null;
}

/** A refusal of a Payment Links endpoint: 400 with that service's error object. */
export class PaymentLinkError extends SandboxError {
  constructor(description: string) {
    super(400, description);
  }

  override body(): { error: PaymentLinkServiceError } {
    return {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: this.description,
        metadata: [],
        reason: null,
        source: null,
        step: null,
      },
    };
  }
}

/** 400 for a request value Razorpay refuses (source business, step payment_initiation, input_validation_failed). */
export const inputError = (description: string, field: string | null = null) =>
  new SandboxError(400, description, { field });

/** 400 for a request that never reached a resource: an unknown address, a bad body. */
export const requestError = (description: string) =>
  new SandboxError(400, description, { source: 'NA', step: 'NA', reason: 'NA' });

/** 401 for a wrong key id or secret. */
export const authError = (description: string = RAZORPAY_MESSAGES.authFailed) =>
  new SandboxError(401, description, { source: 'NA', step: 'NA', reason: 'NA' });

/**
 * Checks a paise amount as Razorpay does, in its order: present, a whole number, at least 100.
 * `optional`: a missing amount is allowed (a refund of the whole payment).
 */
export function checkAmount(amount: unknown, optional = false): number | undefined {
  if (amount === undefined || amount === null || amount === '') {
    if (optional) return undefined;
    throw inputError(RAZORPAY_MESSAGES.required('amount'), 'amount');
  }
  const value = typeof amount === 'string' && /^\d+$/.test(amount) ? Number(amount) : amount;
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw inputError(RAZORPAY_MESSAGES.amountInteger, 'amount');
  if (value < 100) throw inputError(RAZORPAY_MESSAGES.amountMinimum, 'amount');
  return value;
}

/** Refuses body fields an endpoint does not take, as Razorpay does. */
export function onlyFields(body: Record<string, unknown>, allowed: readonly string[]): void {
  const extra = Object.keys(body).filter((key) => !allowed.includes(key));
  if (extra.length > 0) throw inputError(RAZORPAY_MESSAGES.notRequired(extra), extra[0]);
}
