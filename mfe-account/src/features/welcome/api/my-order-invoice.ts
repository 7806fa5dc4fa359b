import { contractDownload } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { accountApi } from '../../../lib/account-api';

// The shopper's own tax invoice (a PDF behind the stored token), fetched and saved on each click:
// `download({ call: { orderNumber }, fileName })`.
const myOrderInvoiceApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    myOrderInvoice: contractDownload(build, ENDPOINT_ROUTES.myOrderInvoice),
  }),
});

export const { useMyOrderInvoiceMutation } = myOrderInvoiceApi;
