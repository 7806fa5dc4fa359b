// The customers screens' calls: the list (search, pages), one customer, adding and editing a
// customer record, adding a note (identity), and what each customer ordered, paid and owes
// (orders). A change answers with the customer as they are now: that answer replaces the cached
// one, and the lists are asked for again.
import { contractMutation, contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES, type CustomerDetail } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';

const desk = adminApi.enhanceEndpoints({ addTagTypes: ['Customer', 'CustomerList'] });
const customerTag = (customerId: string) => ({ type: 'Customer' as const, id: customerId });

const keepAnswer = (customerId: string, answer: CustomerDetail) =>
  customersApi.util.upsertQueryData('customerDetail', { customerId }, answer);

export const customersApi = desk.injectEndpoints({
  endpoints: (build) => ({
    customersList: contractQuery(build, ENDPOINT_ROUTES.customersList, { providesTags: ['CustomerList'] }),
    customerDetail: contractQuery(build, ENDPOINT_ROUTES.customerDetail, {
      providesTags: (_result, _error, { customerId }) => [customerTag(customerId)],
    }),
    customerOrders: contractQuery(build, ENDPOINT_ROUTES.customerOrders, { keepUnusedDataFor: 0 }),
    customerCreate: contractMutation(build, ENDPOINT_ROUTES.customerCreate, {
      onQueryStarted: async (_args, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) await dispatch(keepAnswer(data.id, data));
      },
      invalidatesTags: ['CustomerList', 'Audit'],
    }),
    customerUpdate: contractMutation(build, ENDPOINT_ROUTES.customerUpdate, {
      onQueryStarted: async ({ params }, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(customersApi.util.updateQueryData('customerDetail', params, () => data));
      },
      invalidatesTags: ['CustomerList', 'Audit'],
    }),
    customerAddNote: contractMutation(build, ENDPOINT_ROUTES.customerAddNote, {
      onQueryStarted: async ({ params }, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(customersApi.util.updateQueryData('customerDetail', params, () => data));
      },
      invalidatesTags: ['Audit'],
    }),
    customerLinkCode: contractMutation(build, ENDPOINT_ROUTES.customerLinkCode, { invalidatesTags: ['Audit'] }),
    customerLink: contractMutation(build, ENDPOINT_ROUTES.customerLink, {
      onQueryStarted: async ({ params }, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(customersApi.util.updateQueryData('customerDetail', params, () => data));
      },
      // The account's page lists the records joined to it.
      invalidatesTags: (result) => (result?.linkedTo ? [customerTag(result.linkedTo), 'Audit'] : ['Audit']),
    }),
  }),
});

export const {
  useCustomersListQuery,
  useCustomerDetailQuery,
  useCustomerOrdersQuery,
  useCustomerCreateMutation,
  useCustomerUpdateMutation,
  useCustomerAddNoteMutation,
  useCustomerLinkCodeMutation,
  useCustomerLinkMutation,
} = customersApi;
