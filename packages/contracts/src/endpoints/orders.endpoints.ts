// The orders service's endpoints: pricing, payment, order records and tracking. Every `login` call
// also answers 401 (no valid token or its session ended) and 503 (identity cannot check the session).
import {
  myOrdersResponseSchema,
  saveOrderRequestSchema,
  saveOrderResponseSchema,
  trackOrderResponseSchema,
} from '../order-records';
import {
  createPaymentOrderRequestSchema,
  createPaymentOrderResponseSchema,
  paymentKeyResponseSchema,
  paymentWebhookResponseSchema,
  quoteRequestSchema,
  quoteResponseSchema,
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
} from '../orders';
import { lastOrderDetailsResponseSchema } from '../account-addresses';
import { placeCodOrderRequestSchema, placeCodOrderResponseSchema } from '../cash-on-delivery';
import { myOrdersDataResponseSchema } from '../personal-data';
import { defineEndpoint } from './define';
import { CHECKOUT_GATEWAY_TIMEOUT_MS } from './time-outs';

export const ordersEndpoints = {
  paymentKey: defineEndpoint({
    service: 'orders',
    method: 'GET',
    path: '/api/razorpay-key',
    access: 'login',
    summary: "The payment provider's public key and checkout script",
    responses: { 200: paymentKeyResponseSchema },
  }),
  quote: defineEndpoint({
    service: 'orders',
    method: 'POST',
    path: '/api/orders/quote',
    access: 'optional-login',
    summary: 'Price a cart (and check a promo code) without creating anything',
    description: 'Limited per account (with a token) or per address: 429 with retryAfterSeconds past QUOTE_LIMIT.',
    body: quoteRequestSchema,
    responses: { 200: quoteResponseSchema },
    errors: [400, 404, 409, 429],
  }),
  createPaymentOrder: defineEndpoint({
    service: 'orders',
    method: 'POST',
    path: '/api/create-razorpay-order',
    access: 'login',
    summary: 'Price the cart on the server and open a payment order at the provider',
    description:
      "The same cart reuses the account's open payment order. 429 past the per-account call limit or open-checkout limit.",
    body: createPaymentOrderRequestSchema,
    responses: { 200: createPaymentOrderResponseSchema },
    errors: [400, 404, 409, 429, 502],
    timeoutMs: CHECKOUT_GATEWAY_TIMEOUT_MS,
  }),
  verifyPayment: defineEndpoint({
    service: 'orders',
    method: 'POST',
    path: '/api/verify-payment',
    access: 'login',
    summary: "Check the payment window's signature and record the paid order (once)",
    description:
      "Paid only for a payment the provider holds captured for the exact amount and currency (an authorized one is captured first): 409 otherwise. 503 with code PAYMENT_CONFIRMING and Retry-After when the provider cannot be asked or the answer is not ready by the service's deadline (VERIFY_DEADLINE_MS, below this call's gateway time-out): ask again; the same payment then answers its recorded order (recorded once).",
    body: verifyPaymentRequestSchema,
    responses: { 200: verifyPaymentResponseSchema },
    errors: [400, 404, 409, 502],
    timeoutMs: CHECKOUT_GATEWAY_TIMEOUT_MS,
  }),
  placeCodOrder: defineEndpoint({
    service: 'orders',
    method: 'POST',
    path: '/api/orders/cash-on-delivery',
    access: 'login',
    summary: 'Place an unpaid cash-on-delivery order (priced on the server), to be confirmed by staff',
    description:
      "Refused with 409 and the reason (codEligibility) when the shop's limit is 0, the total is over it, a line is personalised or no phone is given. The order is recorded Unpaid, Awaiting confirmation; its stock is taken and the confirmation e-mail names the cash to pay.",
    body: placeCodOrderRequestSchema,
    responses: { 200: placeCodOrderResponseSchema },
    errors: [400, 404, 409, 429],
    timeoutMs: CHECKOUT_GATEWAY_TIMEOUT_MS,
  }),
  saveOrder: defineEndpoint({
    service: 'orders',
    method: 'POST',
    path: '/api/orders',
    access: 'login',
    summary: 'Save the order payload the shopper was shown on the paid order',
    body: saveOrderRequestSchema,
    responses: { 200: saveOrderResponseSchema },
    errors: [400, 409],
    timeoutMs: CHECKOUT_GATEWAY_TIMEOUT_MS,
  }),
  myOrders: defineEndpoint({
    service: 'orders',
    method: 'GET',
    path: '/api/orders/mine',
    access: 'login',
    summary: "The logged-in shopper's orders, newest first",
    responses: { 200: myOrdersResponseSchema },
  }),
  myOrdersData: defineEndpoint({
    service: 'orders',
    method: 'GET',
    path: '/api/orders/mine/data',
    access: 'login',
    summary:
      "The logged-in shopper's copy of their orders: every order with the details given at checkout, the pieces and the payment, newest first",
    responses: { 200: myOrdersDataResponseSchema },
  }),
  lastOrderDetails: defineEndpoint({
    service: 'orders',
    method: 'GET',
    path: '/api/orders/mine/last-details',
    access: 'login',
    summary: "The customer details of the logged-in shopper's latest order (the checkout is filled from them)",
    responses: { 200: lastOrderDetailsResponseSchema },
  }),
  trackOrder: defineEndpoint({
    service: 'orders',
    method: 'GET',
    path: '/api/track-order/:orderNumber',
    access: 'optional-login',
    summary: 'Track an order by number: the owner (Bearer token) sees everything, anyone else a masked view',
    params: { orderNumber: 'Order number, RMJ- and 10 characters (any case)' },
    responses: { 200: trackOrderResponseSchema },
    errors: [400, 404],
  }),
  paymentWebhook: defineEndpoint({
    service: 'orders',
    method: 'POST',
    path: '/api/payments/webhook',
    access: 'public',
    rawBody: true,
    summary: "The payment provider's event (payment.authorized, payment.captured, order.paid, payment.failed)",
    description:
      "Razorpay's webhook body, checked by the HMAC-SHA256 in X-Razorpay-Signature over the raw bytes (no login). 503 while the provider cannot be asked about the payment, so it is sent again.",
    responses: { 200: paymentWebhookResponseSchema },
    errors: [400, 503],
  }),
};
