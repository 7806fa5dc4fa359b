export * from './payment-sandbox';
export { hmacHex, isEntityId, type SandboxOrder, type SandboxPayment, type SandboxRefund } from './sandbox-entities';
export { RAZORPAY_MESSAGES, type RazorpayError } from './sandbox-errors';
export {
  defaultRetryDelayMs,
  WEBHOOK_RETRY_WINDOW_MS,
  type WebhookDelivery,
  type WebhookEventName,
} from './webhook-sender';
export {
  linkCallbackParams,
  type LinkCallbackParams,
  type PaymentLinkStatus,
  type SandboxLinkPayment,
  type SandboxPaymentLink,
} from './link-entities';
export { LINK_MESSAGES } from './link-book';
