import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { serverMessage } from '@rmj/api-client';
import type { Translate } from '@rmj/i18n';
import type { WordKey } from '../../../i18n';
import type { ContactMessage, ENDPOINT_ROUTES, EndpointResponse } from '@rmj/contracts';
import { catalogApi } from '../../../lib/catalog-api';
import { CATALOG_CALLS, callPath } from '../../../lib/request-url';

/** The form's fields: the body of POST /api/contacts with every field present (empty when not given). */
export type ContactFields = Required<ContactMessage>;

// POST /api/contacts: { success, message }, or { message } on failure (success: false is a failure too).
const contactApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<EndpointResponse<typeof ENDPOINT_ROUTES.sendContactMessage>, ContactFields>({
      query: (body) => ({ url: callPath(CATALOG_CALLS.sendContactMessage), method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;

/**
 * The server's message; else 'Something went wrong' when the server answered (an HTTP error), else
 * 'Failed to submit form' (the request did not get through), in the page's language (`t`).
 */
export function contactErrorText(error: FetchBaseQueryError | SerializedError, t: Translate<WordKey>): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (!('status' in error)) return t('form.failed');
  const status = error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
  return typeof status === 'number' ? t('form.wentWrong') : t('form.failed');
}
