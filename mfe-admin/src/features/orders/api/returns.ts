import { contractMutation, contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES, type AdminReturn } from '@rmj/contracts';
import { CHANGED_ORDER_TAGS, orderTag, ordersApi } from './orders-api';

// Return and exchange requests: the board's Returns tab (open ones, one state's, or one order's,
// with the count of each state) and each staff step. A step answers the request as it is now; the
// lists and the order it belongs to are asked for again (receiving moves the order to Returned).
/** What a step makes stale: the lists, and the order it belongs to (receiving moves it to Returned). */
const stepTags = (result: AdminReturn | undefined) => [
  'Returns' as const,
  ...CHANGED_ORDER_TAGS,
  ...(result ? [orderTag(result.orderNumber)] : []),
];

const returnsApi = ordersApi.enhanceEndpoints({ addTagTypes: ['Returns'] }).injectEndpoints({
  endpoints: (build) => ({
    adminReturns: contractQuery(build, ENDPOINT_ROUTES.adminReturns, { providesTags: ['Returns'] }),
    adminApproveReturn: contractMutation(build, ENDPOINT_ROUTES.adminApproveReturn, { invalidatesTags: stepTags }),
    adminRefuseReturn: contractMutation(build, ENDPOINT_ROUTES.adminRefuseReturn, { invalidatesTags: stepTags }),
    adminReceiveReturn: contractMutation(build, ENDPOINT_ROUTES.adminReceiveReturn, { invalidatesTags: stepTags }),
    adminCheckReturn: contractMutation(build, ENDPOINT_ROUTES.adminCheckReturn, { invalidatesTags: stepTags }),
    adminCloseReturn: contractMutation(build, ENDPOINT_ROUTES.adminCloseReturn, { invalidatesTags: stepTags }),
    adminRefundReturn: contractMutation(build, ENDPOINT_ROUTES.adminRefundReturn, { invalidatesTags: stepTags }),
    adminExchangeReturn: contractMutation(build, ENDPOINT_ROUTES.adminExchangeReturn, { invalidatesTags: stepTags }),
  }),
});

export const {
  useAdminReturnsQuery,
  useAdminApproveReturnMutation,
  useAdminRefuseReturnMutation,
  useAdminReceiveReturnMutation,
  useAdminCheckReturnMutation,
  useAdminCloseReturnMutation,
  useAdminRefundReturnMutation,
  useAdminExchangeReturnMutation,
} = returnsApi;
