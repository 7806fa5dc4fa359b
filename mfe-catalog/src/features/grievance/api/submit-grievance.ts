import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { serverMessage } from '@rmj/api-client';
import type { EndpointResponse, ENDPOINT_ROUTES, GrievanceRequest } from '@rmj/contracts';
import { catalogApi } from '../../../lib/catalog-api';
import { CATALOG_CALLS, callPath } from '../../../lib/request-url';

// POST /api/grievances (served by orders; the gateway routes it): the ticket, at once.
const grievanceApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    submitGrievance: build.mutation<EndpointResponse<typeof ENDPOINT_ROUTES.submitGrievance>, GrievanceRequest>({
      query: (body) => ({ url: callPath(CATALOG_CALLS.submitGrievance), method: 'POST', body }),
    }),
  }),
});

export const { useSubmitGrievanceMutation } = grievanceApi;

/** The server's message (a 400's first field message, a 429's wait); else a plain sentence for a failed send. */
export function grievanceErrorText(error: FetchBaseQueryError | SerializedError, failed: string): string {
  return serverMessage(error) ?? failed;
}
