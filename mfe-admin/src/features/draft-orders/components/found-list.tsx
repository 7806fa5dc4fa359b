// What a search of the draft editor found (customers, catalogue pieces): a retry when the search
// failed, "Looking…" while it runs, then one row per match with its action button.
import type { JSX, ReactNode } from 'react';
import { LoadFailed } from '../../../components/load-failed';

export function FoundList<T extends { id: string }>({
  q,
  query,
  items,
  label,
  noun,
  nameOf,
  describe,
  action,
  onAction,
}: {
  /** The search asked (nothing is shown before one). */
  q: string;
  query: { isError: boolean; isFetching: boolean; refetch: () => unknown };
  items: readonly T[] | undefined;
  /** The list's accessible name: "Pieces found". */
  label: string;
  /** What is looked for, for "No piece matches …". */
  noun: string;
  nameOf: (item: T) => string;
  describe: (item: T) => ReactNode;
  /** The button's word: Add, Choose. */
  action: string;
  onAction: (item: T) => void;
}): JSX.Element | null {
  if (!q) return null;
  if (query.isError) return <LoadFailed onRetry={query.refetch} />;
  if (query.isFetching) return <p role="status">Looking…</p>;
  if (!items) return null;
  return (
    <ul className="adm-drf-results" aria-label={label}>
      {items.length === 0 && (
        <li>
          No {noun} matches “{q}”.
        </li>
      )}
      {items.map((item) => (
        <li key={item.id}>
          <span className="adm-drf-wrap">{describe(item)}</span>
          <button
            type="button"
            className="adm-button adm-button--quiet"
            aria-label={`${action} ${nameOf(item)}`}
            onClick={() => onAction(item)}
          >
            {action}
          </button>
        </li>
      ))}
    </ul>
  );
}
