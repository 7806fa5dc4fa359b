// The complaints desk's calls: the list (one state or all), one complaint, and its two actions.
// An action answers with the complaint as it is now: that answer replaces the cached one, and the
// lists are asked for again.
import { contractMutation, contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES, type AdminGrievance } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';

const desk = adminApi.enhanceEndpoints({ addTagTypes: ['Complaint', 'ComplaintList'] });
const complaintTag = (ticket: string) => ({ type: 'Complaint' as const, id: ticket });

/**
 * Keeps the answer of an action as the cached complaint, written at once (updateQueryData), so the
 * 'done' message never shows beside the old state; upsertQueryData, which lands a few ticks later,
 * only fills an entry nobody holds.
 */
const keepAnswer = (ticket: string, answer: AdminGrievance) =>
  complaintsApi.util.updateQueryData('adminGrievance', { ticket }, () => answer);

export const complaintsApi = desk.injectEndpoints({
  endpoints: (build) => ({
    adminGrievances: contractQuery(build, ENDPOINT_ROUTES.adminGrievances, {
      providesTags: ['ComplaintList'],
      // The ages and late flags move with the clock: nothing kept once the page closes, so it reads them fresh.
      keepUnusedDataFor: 0,
    }),
    adminGrievance: contractQuery(build, ENDPOINT_ROUTES.adminGrievance, {
      providesTags: (_result, _error, { ticket }) => [complaintTag(ticket)],
      keepUnusedDataFor: 0,
    }),
    adminAcknowledgeGrievance: contractMutation(build, ENDPOINT_ROUTES.adminAcknowledgeGrievance, {
      onQueryStarted: async ({ ticket }, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) await dispatch(keepAnswer(ticket, data));
      },
      invalidatesTags: ['ComplaintList'],
    }),
    adminResolveGrievance: contractMutation(build, ENDPOINT_ROUTES.adminResolveGrievance, {
      onQueryStarted: async ({ params }, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) await dispatch(keepAnswer(params.ticket, data));
      },
      invalidatesTags: ['ComplaintList'],
    }),
  }),
});

export const {
  useAdminGrievancesQuery,
  useAdminGrievanceQuery,
  useAdminAcknowledgeGrievanceMutation,
  useAdminResolveGrievanceMutation,
} = complaintsApi;
