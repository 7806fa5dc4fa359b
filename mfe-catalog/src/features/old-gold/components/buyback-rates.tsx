// Today's buy-back rates as the owner set them, shown plainly above the calculator: what the shop
// pays a gram for each purity it buys, the deduction, and when they were set.
import type { JSX } from 'react';
import { OLD_GOLD_PURITY_LABELS, percentOfBasisPoints, type BuybackTable } from '@rmj/contracts';
import { formatPaise } from '@rmj/ui';

const setOn = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
    new Date(iso),
  );

export function BuybackRates({ table }: { table: BuybackTable }): JSX.Element {
  return (
    <table className="cat-old-gold__rates">
      <caption>
        Our buy-back rates today{table.setAt ? ` (set on ${setOn(table.setAt)})` : ''}, less a deduction of{' '}
        {percentOfBasisPoints(table.deductionBasisPoints)}% for melting and testing loss
      </caption>
      <thead>
        <tr>
          <th scope="col">Purity</th>
          <th scope="col">We pay a gram</th>
        </tr>
      </thead>
      <tbody>
        {table.rates.map((rate) => (
          <tr key={rate.purity}>
            <th scope="row">{OLD_GOLD_PURITY_LABELS[rate.purity]}</th>
            <td>{formatPaise(rate.paisePerGram)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
