// RTK Query api of the cart remote: the orders service's calls (spec section 7). Injected into the
// shell's store by useInjectApi(ordersApi) at the top of each exposed page. Checkout calls carry
// the shopper's access token from the stored session.
import { createApi } from '@reduxjs/toolkit/query/react';
import { shopBaseQuery } from '@rmj/api-client';
import type {
  CreatePaymentOrderRequest,
  CreatePaymentOrderResponse,
  PaymentKeyResponse,
  QuoteRequest,
  QuoteResponse,
  SaveOrderRequest,
  SaveOrderResponse,
  TrackOrderResponse,
  VerifyPaymentRequest,
  VerifyPaymentResponse,
} from '@rmj/contracts';

const post =
  <T>(url: string) =>
  (body: T) => ({ url, method: 'POST', body });

export const ordersApi = createApi({
  reducerPath: 'ordersApi',
  baseQuery: shopBaseQuery({ withSession: true }),
  endpoints: (build) => ({
    /** GET /api/razorpay-key */
    paymentKey: build.mutation<PaymentKeyResponse, void>({ query: () => ({ url: '/razorpay-key' }) }),
    /** POST /api/orders/quote: the server's prices and promo discount. */
    quote: build.mutation<QuoteResponse, QuoteRequest>({ query: post('/orders/quote') }),
    /** POST /api/create-razorpay-order */
    createPaymentOrder: build.mutation<CreatePaymentOrderResponse, CreatePaymentOrderRequest>({
      query: post('/create-razorpay-order'),
    }),
    /** POST /api/verify-payment */
    verifyPayment: build.mutation<VerifyPaymentResponse, VerifyPaymentRequest>({ query: post('/verify-payment') }),
    /** POST /api/orders */
    saveOrder: build.mutation<SaveOrderResponse, SaveOrderRequest>({ query: post('/orders') }),
    /** GET /api/track-order/{orderNumber}: the owner's token (if any) unmasks it. */
    trackOrder: build.query<TrackOrderResponse, string>({
      query: (orderNumber) => `/track-order/${encodeURIComponent(orderNumber)}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  usePaymentKeyMutation,
  useQuoteMutation,
  useCreatePaymentOrderMutation,
  useVerifyPaymentMutation,
  useSaveOrderMutation,
  useLazyTrackOrderQuery,
} = ordersApi;
