import type { JSX } from 'react';
import type { LinePricingRecord } from '@rmj/contracts';
import { formatGrams, formatPaise } from './format-paise';
import { useUiT } from './i18n';

/** Props of PricingRecordNote. */
export interface PricingRecordNoteProps {
  /** An order line's pricing record (PricedLine.pricingRecord). */
  record?: LinePricingRecord;
  className?: string;
}

/**
 * Under an order line priced by weight, compactly: purity, net weight (as weighed at Quality check
 * when it was), the rate charged per gram, and the HUID of each piece once known. Nothing for a
 * fixed-price line or a line without a record.
 */
export function PricingRecordNote({ record, className }: PricingRecordNoteProps): JSX.Element | null {
  const t = useUiT();
  const breakup = record?.breakup;
  if (!record || breakup?.pricing !== 'by-weight') return null;
  const huids = record.huids ?? [];
  const weight = record.actualNetWeightMg ?? breakup.netWeightMg;
  return (
    <p className={['ui-record', className].filter(Boolean).join(' ')}>
      <span>{breakup.purity}</span>
      <span>{t('record.net', { weight: formatGrams(weight) })}</span>
      <span>{t('record.rate', { rate: formatPaise(breakup.ratePaisePerGram) })}</span>
      {huids.length > 0 && (
        <span>{t(huids.length === 1 ? 'record.huid' : 'record.huids', { huids: huids.join(', ') })}</span>
      )}
    </p>
  );
}
