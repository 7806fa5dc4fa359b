import type { JSX } from 'react';
import { parseWholeNumber } from '../lib/price';
import { words } from '../i18n';

/** Props of PriceRangeFilter. */
export interface PriceRangeFilterProps {
  min: number;
  max: number;
  /** Slider bounds and step (spec section 9). */
  sliderMax: number;
  step: number;
  onChange: (range: { min: number; max: number }) => void;
}

/** Price Range panel: the slider sets the minimum; two boxes take whole numbers (non-numeric → 0). */
export function PriceRangeFilter({ min, max, sliderMax, step, onChange }: PriceRangeFilterProps): JSX.Element {
  const t = words.useT();
  return (
    <div className="cat-price">
      <input
        type="range"
        aria-label={t('filter.minSlider')}
        min={0}
        max={sliderMax}
        step={step}
        value={Math.min(min, sliderMax)}
        onChange={(event) => onChange({ min: parseWholeNumber(event.target.value), max })}
      />
      <div className="cat-price__inputs">
        <label>
          {t('filter.min')}
          <input
            type="text"
            inputMode="numeric"
            aria-label={t('filter.minPrice')}
            value={String(min)}
            onChange={(event) => onChange({ min: parseWholeNumber(event.target.value), max })}
          />
        </label>
        <label>
          {t('filter.max')}
          <input
            type="text"
            inputMode="numeric"
            aria-label={t('filter.maxPrice')}
            value={String(max)}
            onChange={(event) => onChange({ min, max: parseWholeNumber(event.target.value) })}
          />
        </label>
      </div>
    </div>
  );
}
