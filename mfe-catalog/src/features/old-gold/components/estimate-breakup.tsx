// The live estimate under the calculator: the figure, its breakup and the words that it is only an
// estimate. Announced politely (role=status) as the purity or weight changes.
import type { JSX } from 'react';
import { OLD_GOLD_MESSAGES, OLD_GOLD_PURITY_LABELS, percentOfBasisPoints, type OldGoldEstimate } from '@rmj/contracts';
import { formatGrams, formatINR, formatPaise } from '@rmj/ui';

export interface EstimateBreakupProps {
  /** The estimate, null when the purity has no buy-back rate, undefined before a weight is entered. */
  estimate: OldGoldEstimate | null | undefined;
}

export function EstimateBreakup({ estimate }: EstimateBreakupProps): JSX.Element {
  return (
    <div className="cat-old-gold__estimate" role="status">
      {estimate === undefined ? (
        <p>Choose the purity and enter the weight to see an estimate.</p>
      ) : estimate === null ? (
        <p>{OLD_GOLD_MESSAGES.purityUnavailable}</p>
      ) : (
        <>
          <p className="cat-old-gold__figure">
            Estimated value: <strong>{formatINR(estimate.estimateRupees)}</strong>
          </p>
          <dl className="cat-old-gold__breakup">
            <dt>
              {formatGrams(estimate.weightMg)} of {OLD_GOLD_PURITY_LABELS[estimate.purity]} at{' '}
              {formatPaise(estimate.ratePaisePerGram)}/g
            </dt>
            <dd>{formatPaise(estimate.metalValuePaise)}</dd>
            <dt>Less deduction ({percentOfBasisPoints(estimate.deductionBasisPoints)}%, melting and testing loss)</dt>
            <dd>−{formatPaise(estimate.deductionPaise)}</dd>
            {estimate.roundOffPaise !== 0 && (
              <>
                <dt>Rounded to the rupee</dt>
                <dd>
                  {estimate.roundOffPaise > 0 ? '+' : '−'}
                  {formatPaise(Math.abs(estimate.roundOffPaise))}
                </dd>
              </>
            )}
          </dl>
        </>
      )}
      <p className="cat-old-gold__disclaimer">{OLD_GOLD_MESSAGES.disclaimer}</p>
    </div>
  );
}
