import { contractDownload } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { ordersApi } from './orders-api';

// The order's GST tax invoice (GET …/:orderNumber/invoice): fetched with the staff token and saved
// under the contract's file name. Sent on each click, never cached.
const invoiceApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    adminOrderInvoice: contractDownload(build, ENDPOINT_ROUTES.adminOrderInvoice),
  }),
});

export const { useAdminOrderInvoiceMutation } = invoiceApi;
