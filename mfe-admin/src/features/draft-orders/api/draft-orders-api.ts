// The draft orders screens' calls: the list, one draft, saving (new or again, with its version),
// deleting and sending (orders); and what the editor looks up: customers and one customer with
// their addresses (identity), the catalogue's pieces (catalog search), and uploading a customer's
// photo or fingerprint (the catalog's upload, as the product page does). A save answers with the
// draft as it is now, priced today: that answer replaces the cached one and the list is asked again.
import { contractMutation, contractQuery, requestFor } from '@rmj/api-client';
import { ENDPOINT_ROUTES, type DraftOrder, type EndpointResponse } from '@rmj/contracts';
import type { UploadPurpose } from '@rmj/contracts/upload-rules';
import { adminApi } from '../../../lib/admin-api';

const desk = adminApi.enhanceEndpoints({ addTagTypes: ['DraftOrder', 'DraftOrderList'] });
const draftTag = (draftId: string) => ({ type: 'DraftOrder' as const, id: draftId });

/** A file to upload for a line's personalisation. */
export interface DraftUpload {
  file: Blob;
  name: string;
  purpose: UploadPurpose;
  /** The notice version whose consent the customer gave (fingerprint and photo). */
  consent?: string;
}

const keepAnswer = (draft: DraftOrder) =>
  draftOrdersApi.util.upsertQueryData('draftOrderDetail', { draftId: draft.id }, draft);

export const draftOrdersApi = desk.injectEndpoints({
  endpoints: (build) => ({
    draftOrdersList: contractQuery(build, ENDPOINT_ROUTES.draftOrdersList, { providesTags: ['DraftOrderList'] }),
    draftOrderDetail: contractQuery(build, ENDPOINT_ROUTES.draftOrderDetail, {
      providesTags: (_result, _error, { draftId }) => [draftTag(draftId)],
    }),
    draftOrderCreate: contractMutation(build, ENDPOINT_ROUTES.draftOrderCreate, {
      onQueryStarted: async (_args, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) await dispatch(keepAnswer(data));
      },
      invalidatesTags: ['DraftOrderList'],
    }),
    draftOrderUpdate: contractMutation(build, ENDPOINT_ROUTES.draftOrderUpdate, {
      onQueryStarted: async (_args, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) await dispatch(keepAnswer(data));
      },
      invalidatesTags: ['DraftOrderList'],
    }),
    draftOrderDelete: contractMutation(build, ENDPOINT_ROUTES.draftOrderDelete, {
      invalidatesTags: ['DraftOrderList'],
    }),
    draftOrderSend: contractMutation(build, ENDPOINT_ROUTES.draftOrderSend, {
      invalidatesTags: (_result, _error, { params }) => [draftTag(params.draftId), 'DraftOrderList'],
    }),
    // The customers feature has its own cache of these; the editor keeps its own (features never share).
    draftCustomerSearch: contractQuery(build, ENDPOINT_ROUTES.customersList, { keepUnusedDataFor: 30 }),
    draftCustomer: contractQuery(build, ENDPOINT_ROUTES.customerDetail),
    draftPieceSearch: contractQuery(build, ENDPOINT_ROUTES.searchProducts, { keepUnusedDataFor: 30 }),
    draftUploadFile: build.mutation<EndpointResponse<typeof ENDPOINT_ROUTES.uploadFile>, DraftUpload>({
      query: ({ file, name, purpose, consent }) => {
        const form = new FormData();
        // The fields come before the file, so the server knows them when the file arrives.
        form.append('purpose', purpose);
        if (consent) form.append('consent', consent);
        form.append('file', file, name);
        return requestFor(ENDPOINT_ROUTES.uploadFile, form);
      },
    }),
  }),
});

export const {
  useDraftOrdersListQuery,
  useDraftOrderDetailQuery,
  useDraftOrderCreateMutation,
  useDraftOrderUpdateMutation,
  useDraftOrderDeleteMutation,
  useDraftOrderSendMutation,
  useDraftCustomerSearchQuery,
  useDraftCustomerQuery,
  useDraftPieceSearchQuery,
  useDraftUploadFileMutation,
} = draftOrdersApi;
