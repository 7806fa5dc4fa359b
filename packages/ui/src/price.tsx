import type { JSX } from 'react';
import { formatINR } from './format-inr';
import { useLang } from '@rmj/i18n';
import { useUiT } from './i18n';

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
  const t = useUiT();
  const lang = useLang();
  const showOriginal = original !== undefined && original > amount;
  return (
    <span className={['ui-price', className].filter(Boolean).join(' ')}>
      <span className="ui-price__now">{formatINR(amount, lang)}</span>
      {showOriginal && (
        <s className="ui-price__was" aria-label={t('price.original', { price: formatINR(original, lang) })}>
          {formatINR(original, lang)}
        </s>
      )}
    </span>
  );
}
