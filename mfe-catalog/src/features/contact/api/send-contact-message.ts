import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { catalogApi } from '../../../api/catalog-api';

/** Body of POST /api/contacts. */
export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  message: string;
}

// POST /api/contacts: { success, message }, or { message } on failure.
const contactApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<{ success?: boolean; message?: string }, ContactMessage>({
      query: (body) => ({ url: '/contacts', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;

/** The server's message, else 'Something went wrong' for a non-OK answer, else 'Failed to submit form'. */
export function contactErrorText(error: FetchBaseQueryError | SerializedError): string {
  if ('status' in error) {
    const status = error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
    if (typeof status === 'number') {
      const data = error.data as { message?: unknown } | undefined;
      return data && typeof data === 'object' && typeof data.message === 'string' && data.message
        ? data.message
        : 'Something went wrong';
    }
  }
  return 'Failed to submit form';
}
