import { contractMutation } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { CHANGED_ORDER_TAGS, orderTag, ordersApi } from './orders-api';

// A payment-link order's money: asking for the balance (POST …/:orderNumber/payment-requests),
// cancelling an open link (…/payment-requests/:linkId/cancel) and the owner's leave to ship with
// money due (…/balance-override). Each answers with its message and the ledger, not the whole order,
// so the order (its payment status, its moves) is asked for again after each, refused ones included (a
// 409 means the order changed: a link paid meanwhile, a link already open).
const paymentRequestsApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    adminRequestBalance: contractMutation(build, ENDPOINT_ROUTES.orderPaymentRequestCreate, {
      invalidatesTags: (_result, _error, { params }) => [orderTag(params.orderNumber), ...CHANGED_ORDER_TAGS],
    }),
    adminCancelPaymentRequest: contractMutation(build, ENDPOINT_ROUTES.orderPaymentRequestCancel, {
      invalidatesTags: (_result, _error, { params }) => [orderTag(params.orderNumber), ...CHANGED_ORDER_TAGS],
    }),
    adminBalanceOverride: contractMutation(build, ENDPOINT_ROUTES.orderBalanceOverride, {
      invalidatesTags: (_result, _error, { params }) => [orderTag(params.orderNumber), ...CHANGED_ORDER_TAGS],
    }),
  }),
});

export const { useAdminRequestBalanceMutation, useAdminCancelPaymentRequestMutation, useAdminBalanceOverrideMutation } =
  paymentRequestsApi;
