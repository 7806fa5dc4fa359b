import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { serverMessage } from '@rmj/api-client';
import type { Translate } from '@rmj/i18n';
import type { WordKey } from '../i18n';

/** The server's message, else the transport's own text ('TypeError: Failed to fetch'), else undefined. */
function failureDetail(error: FetchBaseQueryError | SerializedError | undefined): string | undefined {
  if (!error) return undefined;
  if (!('status' in error)) return error.message;
  return serverMessage(error) ?? ('error' in error && typeof error.error === 'string' ? error.error : undefined);
}

/**
 * 'Failed to load products. Please try again later. Error: {message or Unknown error}' (kids pages drop
 * the Error part), in the page's language (`t` of this remote's words); the server's own text stays as sent.
 */
export function loadFailureMessage(
  t: Translate<WordKey>,
  error: FetchBaseQueryError | SerializedError | undefined,
  withDetail = true,
): string {
  if (!withDetail) return t('listing.loadFailed');
  return t('listing.loadFailedDetail', { detail: failureDetail(error) ?? t('listing.unknownError') });
}
