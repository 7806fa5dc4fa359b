// Every change of a product's price and old price, newest first: when, who, from what to what.
import type { JSX } from 'react';
import { STAFF_ROLE_LABELS, type PriceChange } from '@rmj/contracts';
import { formatINR } from '@rmj/ui';
import { failureMessage } from '../../../lib/messages';
import { useAdminPriceHistoryQuery } from '../api/get-price-history';
import { formatDateTime } from '../lib/product-labels';

const FIELD_LABELS: Record<PriceChange['field'], string> = { price: 'Price', oldPrice: 'Old price' };

/** One change in words: "Price ₹12,000 → ₹10,500", "Price set to ₹9,000", "Old price removed (was ₹11,000)". */
export function describeChange({ field, before, after }: Pick<PriceChange, 'field' | 'before' | 'after'>): string {
  const label = FIELD_LABELS[field];
  if (before === null && after !== null) return `${label} set to ${formatINR(after)}`;
  if (after === null && before !== null) return `${label} removed (was ${formatINR(before)})`;
  return `${label} ${formatINR(before ?? 0)} → ${formatINR(after ?? 0)}`;
}

export function PriceHistoryList({ productId }: { productId: string }): JSX.Element {
  const { data, error } = useAdminPriceHistoryQuery({ productId });
  return (
    <section className="adm-cat-panel" aria-labelledby={`prices-${productId}`}>
      <h3 id={`prices-${productId}`}>Price history</h3>
      {error ? (
        <p className="adm-field-error">{failureMessage(error, 'The price history could not be loaded.')}</p>
      ) : !data ? (
        <p role="status">Loading…</p>
      ) : data.changes.length === 0 ? (
        <p>No price changes yet.</p>
      ) : (
        <ol className="adm-cat-history">
          {data.changes.map((change) => (
            <li key={`${change.at}-${change.field}`}>
              <span className="adm-cat-history-what">{describeChange(change)}</span>
              <span className="adm-cat-history-who">
                <time dateTime={change.at}>{formatDateTime(change.at)}</time> · {change.by.email} (
                {STAFF_ROLE_LABELS[change.by.role]})
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
