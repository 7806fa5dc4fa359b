import type { JSX } from 'react';
import { formatINR } from './format-inr';

/** Props of Price. */
export interface PriceProps {
  /** Price in rupees. */
  amount: number;
  /** Price before a discount, shown struck through when higher than `amount`. */
  original?: number;
  className?: string;
}

/** A price in rupees, optionally with the original price struck through. */
export function Price({ amount, original, className }: PriceProps): JSX.Element {
  const showOriginal = original !== undefined && original > amount;
  return (
    <span className={['ui-price', className].filter(Boolean).join(' ')}>
      <span className="ui-price__now">{formatINR(amount)}</span>
      {showOriginal && (
        <s className="ui-price__was" aria-label={`Original price ${formatINR(original)}`}>
          {formatINR(original)}
        </s>
      )}
    </span>
  );
}
