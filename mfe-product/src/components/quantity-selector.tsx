import { useId, type JSX } from 'react';
import { words } from '../i18n';

/**
 * Quantity with − and +; never below 1, never above `max` (what is left to order). `hint` is written
 * under it ('Only 1 left') and read with the group.
 */
export function QuantitySelector({
  value,
  onChange,
  max,
  hint,
}: {
  value: number;
  onChange: (quantity: number) => void;
  max?: number;
  hint?: string;
}): JSX.Element {
  const t = words.useT();
  const hintId = useId();
  const atMost = max === undefined ? Infinity : Math.max(1, max);
  return (
    <div className="prd-qty" role="group" aria-label={t('qty.label')} aria-describedby={hint ? hintId : undefined}>
      <span className="prd-field__label" aria-hidden="true">
        {t('qty.label')}
      </span>
      <div className="prd-qty__controls">
        <button
          type="button"
          className="prd-qty__btn"
          aria-label={t('qty.decrease')}
          disabled={value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
        >
          −
        </button>
        <output className="prd-qty__value" aria-live="polite" aria-label={t('qty.label')}>
          {value}
        </output>
        <button
          type="button"
          className="prd-qty__btn"
          aria-label={t('qty.increase')}
          disabled={value >= atMost}
          onClick={() => onChange(Math.min(atMost, value + 1))}
        >
          +
        </button>
      </div>
      {hint && (
        <p className="prd-qty__hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
