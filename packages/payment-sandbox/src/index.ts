export * from './payment-sandbox';
export { hmacHex, type SandboxOrder, type SandboxPayment } from './sandbox-ledger';
export type { WebhookDelivery, WebhookEventName } from './webhook-sender';
