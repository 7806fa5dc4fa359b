/** Every endpoint of the orders service, with the @rmj/contracts schemas its controllers use: the source of GET /openapi.json. */
import {
  apiErrorResponseSchema,
  createPaymentOrderRequestSchema,
  createPaymentOrderResponseSchema,
  myOrdersResponseSchema,
  paymentKeyResponseSchema,
  paymentWebhookResponseSchema,
  quoteRequestSchema,
  quoteResponseSchema,
  saveOrderRequestSchema,
  saveOrderResponseSchema,
  trackOrderResponseSchema,
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
} from '@rmj/contracts';
import { buildOpenApiDocument, type ApiEndpoint, type OpenApiDocument } from '@rmj/nest-common';

/** Every error answer: the shared error body (orders adds `success: false`). */
const error = apiErrorResponseSchema;
/** Calls behind the login: 401 without a valid token, 503 when identity cannot check the session. */
const authErrors = { 401: error, 503: error };

export const ORDERS_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    method: 'get',
    path: '/api/razorpay-key',
    summary: "The payment provider's public key and checkout script",
    responses: { 200: paymentKeyResponseSchema, ...authErrors },
  },
  {
    method: 'post',
    path: '/api/orders/quote',
    summary: 'Price a cart (and check a promo code) without creating anything',
    description: 'Limited per account (with a token) or per address: 429 with retryAfterSeconds past QUOTE_LIMIT.',
    public: true,
    optionalAuth: true,
    request: quoteRequestSchema,
    responses: { 200: quoteResponseSchema, 400: error, 404: error, 409: error, 429: error },
  },
  {
    method: 'post',
    path: '/api/create-razorpay-order',
    summary: 'Price the cart on the server and open a payment order at the provider',
    description:
      "The same cart reuses the account's open payment order. 429 past the per-account call limit or open-checkout limit.",
    request: createPaymentOrderRequestSchema,
    responses: {
      200: createPaymentOrderResponseSchema,
      400: error,
      404: error,
      409: error,
      429: error,
      502: error,
      ...authErrors,
    },
  },
  {
    method: 'post',
    path: '/api/verify-payment',
    summary: "Check the payment window's signature and record the paid order (once)",
    description:
      'Paid only for a payment the provider holds captured for the exact amount and currency (an authorized one is captured first): 409 otherwise; 503 when the provider cannot be asked (try again).',
    request: verifyPaymentRequestSchema,
    responses: { 200: verifyPaymentResponseSchema, 400: error, 404: error, 409: error, 502: error, ...authErrors },
  },
  {
    method: 'post',
    path: '/api/orders',
    summary: 'Save the order payload the shopper was shown on the paid order',
    request: saveOrderRequestSchema,
    responses: { 200: saveOrderResponseSchema, 400: error, 409: error, ...authErrors },
  },
  {
    method: 'get',
    path: '/api/orders/mine',
    summary: "The logged-in shopper's orders, newest first",
    responses: { 200: myOrdersResponseSchema, ...authErrors },
  },
  {
    method: 'get',
    path: '/api/track-order/:orderNumber',
    summary: 'Track an order by number: the owner (Bearer token) sees everything, anyone else a masked view',
    public: true,
    optionalAuth: true,
    params: { orderNumber: 'Order number, RMJ- and 10 characters (any case)' },
    responses: { 200: trackOrderResponseSchema, 400: error, 404: error },
  },
  {
    method: 'post',
    path: '/api/payments/webhook',
    summary: "The payment provider's event (payment.authorized, payment.captured, order.paid, payment.failed)",
    description:
      "Razorpay's webhook body, checked by the HMAC-SHA256 in X-Razorpay-Signature over the raw bytes (no login). 503 while the provider cannot be asked about the payment, so it is sent again.",
    public: true,
    responses: { 200: paymentWebhookResponseSchema, 400: error, 503: error },
  },
];

export function ordersOpenApi(): OpenApiDocument {
  return buildOpenApiDocument(
    {
      title: 'RMJ orders',
      version: '1.0.0',
      description: 'Pricing, payment, order records and tracking. Generated from @rmj/contracts.',
    },
    ORDERS_ENDPOINTS,
  );
}
