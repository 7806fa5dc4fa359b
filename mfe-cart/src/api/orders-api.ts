// RTK Query api of the cart remote: the orders service's calls (spec section 7). Injected into the
// shell's store by useInjectApi(ordersApi) at the top of each exposed page. Checkout calls carry
// the shopper's access token from the stored session.
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import {
  readSession,
  type CreatePaymentOrderRequest,
  type CreatePaymentOrderResponse,
  type PaymentKeyResponse,
  type QuoteRequest,
  type QuoteResponse,
  type SaveOrderRequest,
  type SaveOrderResponse,
  type TrackOrderResponse,
  type VerifyPaymentRequest,
  type VerifyPaymentResponse,
} from '@rmj/contracts';

// fetch is looked up per call, so tests can install their fake network edge after import.
const fetchJson = fetchBaseQuery({
  baseUrl: '/api',
  fetchFn: (input, init) => fetch(input, init),
  prepareHeaders: (headers) => {
    const session = readSession();
    if (session) headers.set('Authorization', `Bearer ${session.token}`);
    return headers;
  },
});

/** fetchBaseQuery that also treats a 2xx body with `success: false` as an error. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const result = await fetchJson(args, api, extra);
  const data = result.data as { success?: unknown } | undefined;
  if (data && typeof data === 'object' && data.success === false) {
    return { error: { status: 'CUSTOM_ERROR', error: 'Request was not successful', data }, meta: result.meta };
  }
  return result;
};

const post = <T>(url: string) => (body: T) => ({ url, method: 'POST', body });

export const ordersApi = createApi({
  reducerPath: 'ordersApi',
  baseQuery,
  endpoints: (build) => ({
    /** GET /api/razorpay-key */
    paymentKey: build.mutation<PaymentKeyResponse, void>({ query: () => ({ url: '/razorpay-key' }) }),
    /** POST /api/orders/quote: the server's prices and promo discount. */
    quote: build.mutation<QuoteResponse, QuoteRequest>({ query: post('/orders/quote') }),
    /** POST /api/create-razorpay-order */
    createPaymentOrder: build.mutation<CreatePaymentOrderResponse, CreatePaymentOrderRequest>({ query: post('/create-razorpay-order') }),
    /** POST /api/verify-payment */
    verifyPayment: build.mutation<VerifyPaymentResponse, VerifyPaymentRequest>({ query: post('/verify-payment') }),
    /** POST /api/orders */
    saveOrder: build.mutation<SaveOrderResponse, SaveOrderRequest>({ query: post('/orders') }),
    /** GET /api/track-order/{orderNumber}: the owner's token (if any) unmasks it. */
    trackOrder: build.query<TrackOrderResponse, string>({ query: (orderNumber) => `/track-order/${encodeURIComponent(orderNumber)}`, keepUnusedDataFor: 0 }),
  }),
});

export const { usePaymentKeyMutation, useQuoteMutation, useCreatePaymentOrderMutation, useVerifyPaymentMutation, useSaveOrderMutation, useLazyTrackOrderQuery } = ordersApi;
