import { contractDownload } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { ordersApi } from '../../../lib/orders-api';

// One of the shopper's own credit notes (a PDF behind the stored token), fetched and saved on each
// click: `download({ call: { orderNumber, creditNote }, fileName })`.
const myOrderCreditNoteApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    myOrderCreditNote: contractDownload(build, ENDPOINT_ROUTES.myOrderCreditNote),
  }),
});

export const { useMyOrderCreditNoteMutation } = myOrderCreditNoteApi;
