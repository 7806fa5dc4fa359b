// The result area of the server-backed listings: connectivity failure, skeleton grid, error with Retry,
// count line, empty text and the grid.
import { useDeferredValue, type JSX, type ReactNode } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { ErrorBox } from '@rmj/ui';
import { loadFailureMessage } from '../lib/load-failure';
import { words } from '../i18n';
import { GridSkeleton } from './grid-skeleton';

/** Props of ListingResults. */
export interface ListingResultsProps<T> {
  /** The connectivity check, when the page makes one. */
  connection?: { isLoading: boolean; isError: boolean; retry: () => void };
  isLoading: boolean;
  error?: FetchBaseQueryError | SerializedError;
  onRetry: () => void;
  /** Whether the error text ends with ' Error: {message}'. */
  errorDetail: boolean;
  products: T[] | undefined;
  countText: (count: number) => string;
  emptyText: string;
  /** One card; `index` is its place in the list (the first ones load their pictures at once). */
  renderCard: (product: T, index: number) => ReactNode;
}

/** Shows whichever state the listing is in. */
export function ListingResults<T>(props: ListingResultsProps<T>): JSX.Element {
  const { connection, isLoading, error, onRetry, errorDetail, countText, emptyText, renderCard } = props;
  const t = words.useT();
  // A category can hold a hundred cards or more: a new list renders in the background (React yields to
  // the browser while it renders), so a phone stays responsive; until then the previous list (or the
  // skeleton) stays.
  const products = useDeferredValue(props.products);
  if (connection?.isError) return <ErrorBox message={t('listing.connectivity')} onRetry={connection.retry} />;
  // Skeleton cards, not a spinner: the grid keeps its space and what follows it does not jump.
  if (connection?.isLoading || isLoading || (products === undefined && props.products !== undefined))
    return <GridSkeleton />;
  if (error) return <ErrorBox message={loadFailureMessage(t, error, errorDetail)} onRetry={onRetry} />;
  const list = products ?? [];
  return (
    <>
      <p className="cat-count" aria-live="polite">
        {countText(list.length)}
      </p>
      {list.length === 0 ? (
        <p className="cat-empty">{emptyText}</p>
      ) : (
        <div className="cat-grid">{list.map(renderCard)}</div>
      )}
    </>
  );
}
