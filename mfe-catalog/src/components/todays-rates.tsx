// "Today's rates" on the home page: 24K and 22K gold and silver per gram as the owner set them,
// and when. A definition list (rate name → price), so a screen reader reads each pair together.
// Nothing is shown before the owner has set a rate or when they cannot be read. While they load (a
// page rendered before they arrived) the strip's frame holds their place, so nothing below it jumps.
import type { JSX } from 'react';
import type { MetalRate, TodaysRates } from '@rmj/contracts';

type RateKey = MetalRate['key'];
import { formatPaise, indiaClock, indiaDay, VisuallyHidden } from '@rmj/ui';
import { useTodaysRates } from '../lib/todays-rates';

/** The rates the strip shows, in order; silver falls back to sterling when the 999 rate is not set. */
const SHOWN: ReadonlyArray<{ label: string; keys: readonly RateKey[] }> = [
  { label: '24K gold', keys: ['gold-999'] },
  { label: '22K gold', keys: ['gold-916'] },
  { label: 'Silver', keys: ['silver-999', 'silver-925'] },
];

/** The strip's rows: a label and paise per gram for each rate that is set. */
export function stripRows(rates: TodaysRates): Array<{ label: string; key: RateKey; paisePerGram: number }> {
  return SHOWN.flatMap(({ label, keys }) => {
    for (const key of keys) {
      const rate = rates.rates.find((r) => r.key === key);
      if (rate) return [{ label: key === 'silver-925' ? 'Silver 925' : label, key, paisePerGram: rate.paisePerGram }];
    }
    return [];
  });
}

/** The strip's place while the rates load: the same frame and rows, no figures, hidden from screen readers. */
function PendingStrip(): JSX.Element {
  return (
    <div className="cat-rates cat-rates--pending" aria-hidden="true">
      <p className="cat-rates__title">Today&apos;s rates</p>
      <div className="cat-rates__list">
        {SHOWN.map(({ label }) => (
          <span key={label} className="cat-rates__item">
            {label} <b>₹…</b>
          </span>
        ))}
      </div>
      <p className="cat-rates__updated">Updated …</p>
    </div>
  );
}

export function TodaysRatesStrip(): JSX.Element | null {
  const { rates, pending } = useTodaysRates();
  if (pending) return <PendingStrip />;
  if (!rates?.setAt) return null;
  const rows = stripRows(rates);
  if (rows.length === 0) return null;
  return (
    <section className="cat-rates" aria-labelledby="cat-rates-title">
      <h2 id="cat-rates-title" className="cat-rates__title">
        Today&apos;s rates
      </h2>
      <dl className="cat-rates__list">
        {rows.map((row) => (
          <div key={row.key} className="cat-rates__item">
            <dt>{row.label}</dt>
            <dd>
              {formatPaise(row.paisePerGram)}
              <span aria-hidden="true">/g</span>
              <VisuallyHidden> per gram</VisuallyHidden>
            </dd>
          </div>
        ))}
      </dl>
      <p className="cat-rates__updated">
        Updated{' '}
        <time dateTime={rates.setAt}>
          {indiaClock(rates.setAt)}, {indiaDay(rates.setAt)}
        </time>
      </p>
    </section>
  );
}
