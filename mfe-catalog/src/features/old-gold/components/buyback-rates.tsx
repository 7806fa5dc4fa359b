// Today's buy-back rates as the owner set them, shown plainly above the calculator: what the shop
// pays a gram for each purity it buys, the deduction, and when they were set.
import type { JSX } from 'react';
import { OLD_GOLD_PURITY_LABELS, percentOfBasisPoints, type BuybackTable } from '@rmj/contracts';
import { formatPaise } from '@rmj/ui';
import { formatDate, useLang } from '@rmj/i18n';
import { words } from '../../../i18n';
import { contractText } from '../../../lib/contract-text';

export function BuybackRates({ table }: { table: BuybackTable }): JSX.Element {
  const t = words.useT();
  const lang = useLang();
  const setOn = table.setAt ? ` ${t('oldGold.setOn', { date: formatDate(table.setAt, lang, 'date') })}` : '';
  return (
    <table className="cat-old-gold__rates">
      <caption>
        {t('oldGold.ratesCaption', { setOn, percent: String(percentOfBasisPoints(table.deductionBasisPoints)) })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('oldGold.purity')}</th>
          <th scope="col">{t('oldGold.payGram')}</th>
        </tr>
      </thead>
      <tbody>
        {table.rates.map((rate) => (
          <tr key={rate.purity}>
            <th scope="row">{contractText(OLD_GOLD_PURITY_LABELS[rate.purity], t)}</th>
            <td>{formatPaise(rate.paisePerGram)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
