// Under the price of a piece priced by weight: the rate it was worked from and when the owner set
// it, the gross weight, the hallmark note, and the price breakup (a disclosure, closed at first, so
// the page stays short at 320 px while every figure is one press away and in the server's HTML).
// The figures are the catalog's, worked by @rmj/pricing in paise: shown, never recomputed here.
import type { JSX } from 'react';
import { formatGrams, formatPaise, indiaClock, indiaDay } from '@rmj/ui';
import type { ByWeightPricing } from '../../../lib/product-view';

type Breakup = ByWeightPricing['breakup'];
type RateKey = Breakup['rateKey'];

/** How the rate line names each rate (this remote's bundle keeps zod out, so not RATE_LABELS). */
const RATE_NAMES: Readonly<Record<RateKey, string>> = {
  'gold-999': '24K gold',
  'gold-916': '22K gold',
  'gold-750': '18K gold',
  'gold-585': '14K gold',
  'silver-999': 'Fine silver',
  'silver-925': 'Sterling silver',
};

const PERCENT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const percent = (basisPoints: number) => `${PERCENT.format(basisPoints / 100)}%`;

/** "22K gold rate ₹7,152/g, set 29 Nov, 10:05". */
export function rateLine(pricing: ByWeightPricing): string {
  const { breakup, rate } = pricing;
  const key = rate?.key ?? breakup.rateKey;
  const set = rate ? `, set ${indiaDay(rate.setAt)}, ${indiaClock(rate.setAt)}` : '';
  return `${RATE_NAMES[key]} rate ${formatPaise(rate?.paisePerGram ?? breakup.ratePaisePerGram)}/g${set}`;
}

function makingLabel(breakup: Breakup): { label: string; detail?: string } {
  const { charge } = breakup.making;
  switch (charge.kind) {
    case 'per-gram':
      return {
        label: 'Making charges',
        detail: `${formatPaise(charge.paisePerGram)}/g × ${formatGrams(breakup.netWeightMg)}`,
      };
    case 'value-addition':
      return { label: 'Making charges', detail: `value addition ${percent(charge.basisPoints)}` };
    case 'fixed':
      return { label: 'Making charges', detail: 'fixed' };
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

/** The breakup's rows, top to bottom, as the catalog worked them. */
export function breakupRows(breakup: Breakup): Row[] {
  const making = makingLabel(breakup);
  const { discount } = breakup;
  const discountRule = discount.basisPoints === undefined ? '' : ` (${percent(discount.basisPoints)})`;
  return [
    {
      key: 'metal',
      label: `Metal (${breakup.purity})`,
      detail: `${formatGrams(breakup.netWeightMg)} × ${formatPaise(breakup.ratePaisePerGram)}/g`,
      amount: breakup.metalValue,
    },
    { key: 'making', ...making, amount: breakup.making.amount },
    ...(discount.amount > 0
      ? [
          {
            key: 'discount',
            label: `${discount.on === 'making' ? 'Discount on making' : 'Discount'}${discountRule}`,
            amount: discount.amount,
            minus: true,
          },
        ]
      : []),
    ...breakup.stones.map((stone, index) => ({
      key: `stone-${index}`,
      label: stone.name,
      ...(stone.weightMilliCarat ? { detail: `${PERCENT.format(stone.weightMilliCarat / 1000)} ct` } : {}),
      amount: stone.chargePaise,
    })),
    ...(breakup.hallmarking > 0
      ? [{ key: 'hallmarking', label: 'Hallmarking charges', amount: breakup.hallmarking }]
      : []),
    { key: 'taxable', label: 'Taxable value', amount: breakup.taxable, kind: 'subtotal' as const },
    { key: 'gst', label: 'GST 3%', amount: breakup.gst },
    ...(breakup.roundOff !== 0
      ? [{ key: 'round-off', label: 'Round-off', amount: Math.abs(breakup.roundOff), minus: breakup.roundOff < 0 }]
      : []),
    { key: 'total', label: 'Total', amount: breakup.total, kind: 'total' as const },
  ];
}

export function PriceBreakup({ pricing }: { pricing: ByWeightPricing }): JSX.Element {
  const { breakup, grossGram, hallmarked } = pricing;
  return (
    <div className="prd-breakup">
      <p className="prd-breakup__rate">{rateLine(pricing)}</p>
      <p className="prd-breakup__weights">
        Net weight {formatGrams(breakup.netWeightMg)}
        {grossGram !== undefined && <>, gross weight {formatGrams(Math.round(grossGram * 1000))}</>}
      </p>
      {hallmarked && <p className="prd-breakup__hallmark">BIS hallmarked, HUID on every piece</p>}
      <details className="prd-breakup__details">
        <summary>Price breakup</summary>
        <dl className="prd-breakup__list">
          {breakupRows(breakup).map((row) => (
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
        <p className="prd-breakup__note">Inclusive of all taxes</p>
      </details>
    </div>
  );
}
