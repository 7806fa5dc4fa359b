// "Price at today's rate": the breakup shoppers will see for the piece as typed, worked by
// @rmj/pricing with the rates the owner set (adminRates), or a clear note when its purity has no
// rate today.
import type { JSX } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Link } from '@rmj/router';
import type { ByWeightBreakup, MakingCharge } from '@rmj/pricing';
import { formatINR } from '@rmj/ui';
import { ADMIN_PATHS } from '../../../lib/admin-paths';
import { perGram, ratesRecord } from '../../../lib/rate-figures';
import { useAdminRatesQuery } from '../../../lib/rates-api';
import type { ProductFormValues } from '../lib/product-form';
import { pricePreview } from '../lib/price-preview';

/** Paise as rupees: "₹60,436.50". */
const money = (paise: number): string => formatINR(paise / 100);
const grams = (mg: number): string => `${(mg / 1000).toLocaleString('en-IN', { maximumFractionDigits: 3 })} g`;

function makingWords(charge: MakingCharge, netWeightMg: number): string {
  if (charge.kind === 'per-gram') return `${perGram(charge.paisePerGram)} × ${grams(netWeightMg)}`;
  if (charge.kind === 'value-addition') return `${charge.basisPoints / 100} % of the metal value`;
  return 'fixed';
}

function BreakupTable({ breakup }: { breakup: ByWeightBreakup }): JSX.Element {
  const { composition: c } = breakup;
  const rows: [string, string][] = [
    [
      `Metal: ${grams(c.netWeightMg)} × ${perGram(breakup.ratePaisePerGram)} (${breakup.purity})`,
      money(breakup.metalValue),
    ],
    [`Making charges: ${makingWords(breakup.making.charge, c.netWeightMg)}`, money(breakup.making.amount)],
  ];
  const percent = breakup.discount.rule ? `${breakup.discount.rule.basisPoints / 100} %` : '';
  const whole = breakup.discount.on === 'whole';
  if (breakup.discount.amount > 0 && !whole)
    rows.push([`Discount on making ${percent}`.trim(), `−${money(breakup.discount.amount)}`]);
  for (const stone of breakup.stones) {
    const carat = stone.weightMilliCarat ? ` (${stone.weightMilliCarat / 1000} ct)` : '';
    rows.push([`Stone: ${stone.name}${carat}`, money(stone.chargePaise)]);
  }
  if (breakup.hallmarking > 0) rows.push(['Hallmarking', money(breakup.hallmarking)]);
  // Off everything above it, so shown below it.
  if (breakup.discount.amount > 0 && whole)
    rows.push([`Discount on the whole piece ${percent}`.trim(), `−${money(breakup.discount.amount)}`]);
  rows.push(['Taxable value', money(breakup.taxable)], ['GST 3 %', money(breakup.gst)]);
  rows.push(['Round-off', `${breakup.roundOff < 0 ? '−' : ''}${money(Math.abs(breakup.roundOff))}`]);
  return (
    <table className="adm-cat-breakup">
      <tbody>
        {rows.map(([what, amount]) => (
          <tr key={what}>
            <th scope="row">{what}</th>
            <td>{amount}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td>{money(breakup.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

export function BreakupPreview({ form }: { form: UseFormReturn<ProductFormValues> }): JSX.Element {
  const values = form.watch();
  const { data, isError } = useAdminRatesQuery();
  let body: JSX.Element;
  if (!data) {
    body = (
      <p>{isError ? 'Today’s rates could not be read, so the price cannot be shown.' : 'Reading today’s rates…'}</p>
    );
  } else {
    const preview = pricePreview(values, ratesRecord(data.rates));
    body =
      preview.kind === 'breakup' ? (
        <BreakupTable breakup={preview.breakup} />
      ) : preview.kind === 'no-rate' ? (
        <p className="adm-cat-note">
          There is no rate today for {preview.purity}: shoppers cannot buy this piece until the owner sets it on{' '}
          <Link to={ADMIN_PATHS.rates}>Today’s rates</Link>.
        </p>
      ) : (
        <p className="adm-cat-hint">{preview.message}</p>
      );
  }
  return (
    <section className="adm-cat-preview" aria-labelledby="adm-cat-preview" aria-live="polite">
      <h3 id="adm-cat-preview">Price at today’s rate</h3>
      {body}
    </section>
  );
}
