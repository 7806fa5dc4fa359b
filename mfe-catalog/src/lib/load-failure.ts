import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { serverMessage } from '@rmj/api-client';

/** The server's message, else the transport's own text ('TypeError: Failed to fetch'), else undefined. */
function failureDetail(error: FetchBaseQueryError | SerializedError | undefined): string | undefined {
  if (!error) return undefined;
  if (!('status' in error)) return error.message;
  return serverMessage(error) ?? ('error' in error && typeof error.error === 'string' ? error.error : undefined);
}

/** 'Failed to load products. Please try again later. Error: {message or Unknown error}' (kids pages drop the Error part). */
export function loadFailureMessage(
  error: FetchBaseQueryError | SerializedError | undefined,
  withDetail = true,
): string {
  const base = 'Failed to load products. Please try again later.';
  return withDetail ? `${base} Error: ${failureDetail(error) ?? 'Unknown error'}` : base;
}

/** Shown when the connectivity check fails. */
export const CONNECTIVITY_MESSAGE = 'Cannot connect to server. Please ensure the backend is running.';
