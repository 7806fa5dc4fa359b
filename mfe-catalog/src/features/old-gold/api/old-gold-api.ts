import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { contractQuery, serverMessage } from '@rmj/api-client';
import { ENDPOINT_ROUTES, type EndpointResponse, type OldGoldRequest } from '@rmj/contracts';
import { catalogApi } from '../../../lib/catalog-api';
import { CATALOG_CALLS, callPath } from '../../../lib/request-url';

// GET /api/old-gold/rates (today's buy-back table) and POST /api/old-gold/requests (the form).
const oldGoldApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    buybackTable: contractQuery(build, ENDPOINT_ROUTES.buybackTable),
    submitOldGoldRequest: build.mutation<EndpointResponse<typeof ENDPOINT_ROUTES.submitOldGoldRequest>, OldGoldRequest>(
      {
        query: (body) => ({ url: callPath(CATALOG_CALLS.submitOldGoldRequest), method: 'POST', body }),
      },
    ),
  }),
});

export const { useBuybackTableQuery, useSubmitOldGoldRequestMutation } = oldGoldApi;

/** The server's message (a 400's first field message, a 429's wait); else a plain sentence for a failed send. */
export function oldGoldErrorText(error: FetchBaseQueryError | SerializedError, failed: string): string {
  return serverMessage(error) ?? failed;
}
