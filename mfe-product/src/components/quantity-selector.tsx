import type { JSX } from 'react';

/** Quantity with − and +; never below 1. */
export function QuantitySelector({
  value,
  onChange,
}: {
  value: number;
  onChange: (quantity: number) => void;
}): JSX.Element {
  return (
    <div className="prd-qty" role="group" aria-label="Quantity">
      <span className="prd-field__label" aria-hidden="true">
        Quantity
      </span>
      <div className="prd-qty__controls">
        <button
          type="button"
          className="prd-qty__btn"
          aria-label="Decrease quantity"
          disabled={value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
        >
          −
        </button>
        <output className="prd-qty__value" aria-live="polite" aria-label="Quantity">
          {value}
        </output>
        <button
          type="button"
          className="prd-qty__btn"
          aria-label="Increase quantity"
          onClick={() => onChange(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
