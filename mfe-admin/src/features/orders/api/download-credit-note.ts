import { contractDownload } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { ordersApi } from './orders-api';

// One GST credit note of the order (GET …/:orderNumber/credit-notes/:creditNote): fetched with the
// staff token and saved under the contract's file name. Sent on each click, never cached.
const creditNoteApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    adminOrderCreditNote: contractDownload(build, ENDPOINT_ROUTES.adminOrderCreditNote),
  }),
});

export const { useAdminOrderCreditNoteMutation } = creditNoteApi;
