// The old-gold requests: a page of them, newest first, and marking one contacted or closed. A move
// answers the request as it is now; the list is asked for again.
import { contractMutation, contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';

const requests = adminApi.enhanceEndpoints({ addTagTypes: ['OldGoldList'] });

export const oldGoldApi = requests.injectEndpoints({
  endpoints: (build) => ({
    adminOldGoldRequests: contractQuery(build, ENDPOINT_ROUTES.adminOldGoldRequests, {
      providesTags: ['OldGoldList'],
      keepUnusedDataFor: 0,
    }),
    adminMoveOldGoldRequest: contractMutation(build, ENDPOINT_ROUTES.adminMoveOldGoldRequest, {
      invalidatesTags: ['OldGoldList'],
    }),
  }),
});

export const { useAdminOldGoldRequestsQuery, useAdminMoveOldGoldRequestMutation } = oldGoldApi;
