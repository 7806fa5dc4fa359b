import { contractMutation, contractQuery, requestFor } from '@rmj/api-client';
import { ENDPOINT_ROUTES, type EndpointResponse } from '@rmj/contracts';
import { ordersApi } from '../../../lib/orders-api';

// The owner's return and exchange requests on their order (`{ orderNumber }`) and whether they may
// start one; sending a request (`{ params: { orderNumber }, body }`) reads them again. A photo is
// uploaded first (POST /api/files, bound to this browser and the account), and the request names it.
const myReturnsApi = ordersApi.enhanceEndpoints({ addTagTypes: ['MyReturns'] }).injectEndpoints({
  endpoints: (build) => ({
    myReturns: contractQuery(build, ENDPOINT_ROUTES.myReturns, { keepUnusedDataFor: 0, providesTags: ['MyReturns'] }),
    createMyReturn: contractMutation(build, ENDPOINT_ROUTES.createMyReturn, { invalidatesTags: ['MyReturns'] }),
    uploadReturnPhoto: build.mutation<
      EndpointResponse<typeof ENDPOINT_ROUTES.uploadFile>,
      { file: File; consent: string }
    >({
      query: ({ file, consent }) => {
        const form = new FormData();
        // A return's photo: the catalog records the shopper's consent with that notice's version.
        form.append('purpose', 'returnPhoto');
        form.append('consent', consent);
        form.append('file', file, file.name);
        return requestFor(ENDPOINT_ROUTES.uploadFile, form);
      },
    }),
  }),
});

export const { useMyReturnsQuery, useCreateMyReturnMutation, useUploadReturnPhotoMutation } = myReturnsApi;
