import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** The server's `message`, else the transport's own text, else undefined. */
export function errorMessage(error: FetchBaseQueryError | SerializedError | undefined): string | undefined {
  if (!error) return undefined;
  if ('status' in error) {
    const data = error.data as { message?: unknown } | undefined;
    if (data && typeof data === 'object' && typeof data.message === 'string') return data.message;
    if ('error' in error && typeof error.error === 'string') return error.error;
    return undefined;
  }
  return error.message;
}

/** 'Failed to load products. Please try again later. Error: {message or Unknown error}' (kids pages drop the Error part). */
export function loadFailureMessage(
  error: FetchBaseQueryError | SerializedError | undefined,
  withDetail = true,
): string {
  const base = 'Failed to load products. Please try again later.';
  return withDetail ? `${base} Error: ${errorMessage(error) ?? 'Unknown error'}` : base;
}

/** Shown when the connectivity check fails. */
export const CONNECTIVITY_MESSAGE = 'Cannot connect to server. Please ensure the backend is running.';
