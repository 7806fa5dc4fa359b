// "Today's rates" on the home page: 24K and 22K gold and silver per gram as the owner set them,
// and when. A definition list (rate name → price), so a screen reader reads each pair together.
// Nothing is shown before the owner has set a rate or when they cannot be read. While they load (a
// page rendered before they arrived) the strip's frame holds their place, so nothing below it jumps.
import type { JSX } from 'react';
import type { MetalRate, TodaysRates } from '@rmj/contracts';

type RateKey = MetalRate['key'];
import { formatPaise, indiaClock, indiaDay, VisuallyHidden } from '@rmj/ui';
import { LOCALES, useLang } from '@rmj/i18n';
import { useTodaysRates } from '../lib/todays-rates';
import { words, type WordKey } from '../i18n';

/** The rates the strip shows, in order; silver falls back to sterling when the 999 rate is not set. */
const SHOWN: ReadonlyArray<{ label: WordKey; keys: readonly RateKey[] }> = [
  { label: 'rates.gold24', keys: ['gold-999'] },
  { label: 'rates.gold22', keys: ['gold-916'] },
  { label: 'rates.silver', keys: ['silver-999', 'silver-925'] },
];

/** The strip's rows: a label (a key of this remote's words) and paise per gram for each rate that is set. */
export function stripRows(rates: TodaysRates): Array<{ label: WordKey; key: RateKey; paisePerGram: number }> {
  return SHOWN.flatMap(({ label, keys }) => {
    for (const key of keys) {
      const rate = rates.rates.find((r) => r.key === key);
      if (rate)
        return [
          { label: key === 'silver-925' ? ('rates.silver925' as const) : label, key, paisePerGram: rate.paisePerGram },
        ];
    }
    return [];
  });
}

// Made on first use (the home page's rates strip), not when the remote's shared chunk loads on every page.
let tamilDay: Intl.DateTimeFormat | undefined;
const tamilDayFormat = () =>
  (tamilDay ??= new Intl.DateTimeFormat(LOCALES.ta, { day: 'numeric', month: 'long', timeZone: 'Asia/Kolkata' }));

/** '10:05, 29 Nov' in English (the same HTML as before); the Tamil page names the month in Tamil ('10:05, 29 நவம்பர்'). */
function updatedAt(iso: string, lang: 'en' | 'ta'): JSX.Element {
  if (lang === 'en')
    return (
      <>
        {indiaClock(iso)}, {indiaDay(iso)}
      </>
    );
  return <>{`${indiaClock(iso)}, ${tamilDayFormat().format(new Date(iso))}`}</>;
}

/** The strip's place while the rates load: the same frame and rows, no figures, hidden from screen readers. */
function PendingStrip(): JSX.Element {
  const t = words.useT();
  return (
    <div className="cat-rates cat-rates--pending" aria-hidden="true">
      <p className="cat-rates__title">{t('rates.title')}</p>
      <div className="cat-rates__list">
        {SHOWN.map(({ label }) => (
          <span key={label} className="cat-rates__item">
            {t(label)} <b>₹…</b>
          </span>
        ))}
      </div>
      <p className="cat-rates__updated">{t('rates.updatedPending')}</p>
    </div>
  );
}

export function TodaysRatesStrip(): JSX.Element | null {
  const { rates, pending } = useTodaysRates();
  const t = words.useT();
  const lang = useLang();
  if (pending) return <PendingStrip />;
  if (!rates?.setAt) return null;
  const rows = stripRows(rates);
  if (rows.length === 0) return null;
  return (
    <section className="cat-rates" aria-labelledby="cat-rates-title">
      <h2 id="cat-rates-title" className="cat-rates__title">
        {t('rates.title')}
      </h2>
      <dl className="cat-rates__list">
        {rows.map((row) => (
          <div key={row.key} className="cat-rates__item">
            <dt>{t(row.label)}</dt>
            <dd>
              {formatPaise(row.paisePerGram)}
              <span aria-hidden="true">{t('rates.perGramShort')}</span>
              <VisuallyHidden> {t('rates.perGram')}</VisuallyHidden>
            </dd>
          </div>
        ))}
      </dl>
      <p className="cat-rates__updated">
        {t('rates.updated')} <time dateTime={rates.setAt}>{updatedAt(rates.setAt, lang)}</time>
      </p>
    </section>
  );
}
