// 'Add size': the free-text size appears only when ticked (mm or a ring size such as 7, 8, 9).
import { useId, type JSX } from 'react';
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
  return (
    <div className="prd-size">
      <label className="prd-check">
        <input type="checkbox" checked={enabled} onChange={(event) => onToggle(event.target.checked)} /> Add size
      </label>
      {enabled && (
        <div className="prd-field">
          <label className="prd-field__label" htmlFor={`${id}-size`}>
            Size
          </label>
          <input
            id={`${id}-size`}
            className="prd-input"
            type="text"
            maxLength={40}
            placeholder="e.g. 7, 8, 9 or 17 mm"
            value={size}
            onChange={(event) => onSize(event.target.value)}
          />
        </div>
      )}
      <div className="prd-size__help">
        {isRing && <RingSizeGuide />}
        <a className="prd-link" href={RING_SIZE_APP_URL} target="_blank" rel="noopener noreferrer">
          Find your ring size with our app
        </a>
      </div>
    </div>
  );
}
