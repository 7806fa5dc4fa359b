// 'Add size': the free-text size appears only when ticked (mm or a ring size such as 7, 8, 9).
import { useId, type JSX } from 'react';
import { words } from '../../../i18n';
import { RING_SIZE_APP_URL, RingSizeGuide } from './ring-size-guide';

export interface SizeOptionProps {
  enabled: boolean;
  size: string;
  isRing: boolean;
  onToggle: (enabled: boolean) => void;
  onSize: (size: string) => void;
}

export function SizeOption({ enabled, size, isRing, onToggle, onSize }: SizeOptionProps): JSX.Element {
  const id = useId();
  const t = words.useT();
  return (
    <div className="prd-size">
      <label className="prd-check">
        <input type="checkbox" checked={enabled} onChange={(event) => onToggle(event.target.checked)} /> {t('size.add')}
      </label>
      {enabled && (
        <div className="prd-field">
          <label className="prd-field__label" htmlFor={`${id}-size`}>
            {t('size.label')}
          </label>
          <input
            id={`${id}-size`}
            className="prd-input"
            type="text"
            maxLength={40}
            placeholder={t('size.placeholder')}
            value={size}
            onChange={(event) => onSize(event.target.value)}
          />
        </div>
      )}
      <div className="prd-size__help">
        {isRing && <RingSizeGuide />}
        <a className="prd-link" href={RING_SIZE_APP_URL} target="_blank" rel="noopener noreferrer">
          {t('size.app')}
        </a>
      </div>
    </div>
  );
}
