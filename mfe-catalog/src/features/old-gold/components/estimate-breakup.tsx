// The live estimate under the calculator: the figure, its breakup and the words that it is only an
// estimate. Announced politely (role=status) as the purity or weight changes.
import type { JSX } from 'react';
import { OLD_GOLD_PURITY_LABELS, percentOfBasisPoints, type OldGoldEstimate } from '@rmj/contracts';
import { formatGrams, formatINR, formatPaise } from '@rmj/ui';
import { useLang } from '@rmj/i18n';
import { words } from '../../../i18n';
import { contractText } from '../../../lib/contract-text';

export interface EstimateBreakupProps {
  /** The estimate, null when the purity has no buy-back rate, undefined before a weight is entered. */
  estimate: OldGoldEstimate | null | undefined;
}

export function EstimateBreakup({ estimate }: EstimateBreakupProps): JSX.Element {
  const t = words.useT();
  const lang = useLang();
  return (
    <div className="cat-old-gold__estimate" role="status">
      {estimate === undefined ? (
        <p>{t('oldGold.choosePrompt')}</p>
      ) : estimate === null ? (
        <p>{t('oldGold.purityUnavailable')}</p>
      ) : (
        <>
          <p className="cat-old-gold__figure">
            {t('oldGold.estimated')} <strong>{formatINR(estimate.estimateRupees, lang)}</strong>
          </p>
          <dl className="cat-old-gold__breakup">
            <dt>
              {t('oldGold.lineMetal', {
                weight: formatGrams(estimate.weightMg),
                purity: contractText(OLD_GOLD_PURITY_LABELS[estimate.purity], t),
                rate: formatPaise(estimate.ratePaisePerGram),
              })}
            </dt>
            <dd>{formatPaise(estimate.metalValuePaise)}</dd>
            <dt>
              {t('oldGold.lineDeduction', { percent: String(percentOfBasisPoints(estimate.deductionBasisPoints)) })}
            </dt>
            <dd>−{formatPaise(estimate.deductionPaise)}</dd>
            {estimate.roundOffPaise !== 0 && (
              <>
                <dt>{t('oldGold.lineRound')}</dt>
                <dd>
                  {estimate.roundOffPaise > 0 ? '+' : '−'}
                  {formatPaise(Math.abs(estimate.roundOffPaise))}
                </dd>
              </>
            )}
          </dl>
        </>
      )}
      <p className="cat-old-gold__disclaimer">{t('oldGold.disclaimer')}</p>
    </div>
  );
}
