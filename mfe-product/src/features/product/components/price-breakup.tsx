// Under the price of a piece priced by weight: the rate it was worked from and when the owner set
// it, the gross weight, the hallmark note, and the price breakup (a disclosure, closed at first, so
// the page stays short at 320 px while every figure is one press away and in the server's HTML).
// The figures are the catalog's, worked by @rmj/pricing in paise: shown, never recomputed here.
import type { JSX } from 'react';
import { formatGrams, formatPaise, indiaClock, indiaDay } from '@rmj/ui';
import { formatDate, useLang, type Lang, type Translate } from '@rmj/i18n';
import { words, type WordKey } from '../../../i18n';
import type { ByWeightPricing } from '../../../lib/product-view';

type Breakup = ByWeightPricing['breakup'];
type RateKey = Breakup['rateKey'];

const PERCENT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const percent = (basisPoints: number) => `${PERCENT.format(basisPoints / 100)}%`;

type T = Translate<WordKey>;

/** How the rate line names each contract rate key (this remote's bundle keeps zod out, so not RATE_LABELS). */
const RATE_KEYS: Readonly<Record<RateKey, WordKey>> = {
  'gold-999': 'rate.gold-999',
  'gold-916': 'rate.gold-916',
  'gold-750': 'rate.gold-750',
  'gold-585': 'rate.gold-585',
  'silver-999': 'rate.silver-999',
  'silver-925': 'rate.silver-925',
};

/**
 * "22K gold rate ₹7,152/g, set 29 Nov, 10:05" (India time, so the server's HTML and the browser's
 * render agree).
 */
export function rateLine(pricing: ByWeightPricing, t: T, lang: Lang): string {
  const { breakup, rate } = pricing;
  const key: RateKey = rate?.key ?? breakup.rateKey;
  const values = { metal: t(RATE_KEYS[key]), price: formatPaise(rate?.paisePerGram ?? breakup.ratePaisePerGram) };
  if (!rate) return t('breakup.rate', values);
  const day = lang === 'ta' ? formatDate(rate.setAt, lang, 'date') : indiaDay(rate.setAt);
  const time = lang === 'ta' ? formatDate(rate.setAt, lang, 'time') : indiaClock(rate.setAt);
  return t('breakup.rateSet', { ...values, day, time });
}

function makingLabel(breakup: Breakup, t: T): { label: string; detail?: string } {
  const { charge } = breakup.making;
  const label = t('breakup.making');
  switch (charge.kind) {
    case 'per-gram':
      return {
        label,
        detail: t('breakup.makingPerGram', {
          rate: formatPaise(charge.paisePerGram),
          weight: formatGrams(breakup.netWeightMg),
        }),
      };
    case 'value-addition':
      return { label, detail: t('breakup.valueAddition', { percent: percent(charge.basisPoints) }) };
    case 'fixed':
      return { label, detail: t('breakup.fixed') };
  }
}

interface Row {
  key: string;
  label: string;
  detail?: string;
  /** Paise; taken off when `minus`. */
  amount: number;
  minus?: boolean;
  kind?: 'subtotal' | 'total';
}

/** The breakup's rows, top to bottom, as the catalog worked them, worded in the page's language. */
export function breakupRows(breakup: Breakup, t: T): Row[] {
  const making = makingLabel(breakup, t);
  const { discount } = breakup;
  const discountRule = discount.basisPoints === undefined ? '' : ` (${percent(discount.basisPoints)})`;
  return [
    {
      key: 'metal',
      label: t('breakup.metal', { purity: breakup.purity }),
      detail: `${formatGrams(breakup.netWeightMg)} × ${formatPaise(breakup.ratePaisePerGram)}/g`,
      amount: breakup.metalValue,
    },
    { key: 'making', ...making, amount: breakup.making.amount },
    ...(discount.amount > 0
      ? [
          {
            key: 'discount',
            label: `${t(discount.on === 'making' ? 'breakup.discountOnMaking' : 'breakup.discount')}${discountRule}`,
            amount: discount.amount,
            minus: true,
          },
        ]
      : []),
    ...breakup.stones.map((stone, index) => ({
      key: `stone-${index}`,
      label: stone.name,
      ...(stone.weightMilliCarat
        ? { detail: t('breakup.carats', { carats: PERCENT.format(stone.weightMilliCarat / 1000) }) }
        : {}),
      amount: stone.chargePaise,
    })),
    ...(breakup.hallmarking > 0
      ? [{ key: 'hallmarking', label: t('breakup.hallmarking'), amount: breakup.hallmarking }]
      : []),
    { key: 'taxable', label: t('breakup.taxable'), amount: breakup.taxable, kind: 'subtotal' as const },
    { key: 'gst', label: t('breakup.gst'), amount: breakup.gst },
    ...(breakup.roundOff !== 0
      ? [
          {
            key: 'round-off',
            label: t('breakup.roundOff'),
            amount: Math.abs(breakup.roundOff),
            minus: breakup.roundOff < 0,
          },
        ]
      : []),
    { key: 'total', label: t('breakup.total'), amount: breakup.total, kind: 'total' as const },
  ];
}

export function PriceBreakup({ pricing }: { pricing: ByWeightPricing }): JSX.Element {
  const t = words.useT();
  const lang = useLang();
  const { breakup, grossGram, hallmarked } = pricing;
  const net = formatGrams(breakup.netWeightMg);
  return (
    <div className="prd-breakup">
      <p className="prd-breakup__rate">{rateLine(pricing, t, lang)}</p>
      <p className="prd-breakup__weights">
        {grossGram === undefined
          ? t('breakup.weights', { net })
          : t('breakup.weightsGross', { net, gross: formatGrams(Math.round(grossGram * 1000)) })}
      </p>
      {hallmarked && <p className="prd-breakup__hallmark">{t('breakup.hallmarked')}</p>}
      <details className="prd-breakup__details">
        <summary>{t('breakup.title')}</summary>
        <dl className="prd-breakup__list">
          {breakupRows(breakup, t).map((row) => (
            <div
              key={row.key}
              className={`prd-breakup__row${row.kind ? ` prd-breakup__row--${row.kind}` : ''}`}
              data-row={row.key}
            >
              <dt>
                {row.label}
                {row.detail && <span className="prd-breakup__detail"> ({row.detail})</span>}
              </dt>
              <dd>
                {row.minus ? '−' : ''}
                {formatPaise(row.amount)}
              </dd>
            </div>
          ))}
        </dl>
        <p className="prd-breakup__note">{t('breakup.inclusive')}</p>
      </details>
    </div>
  );
}
