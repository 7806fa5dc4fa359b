// One line of the cart: picture, name, personalisation, size or variant, unit price, quantity, remove.
import type { JSX } from 'react';
import { parsePrice, type CartItem } from '@rmj/cart';
import { formatINR } from '@rmj/ui';
import { describeCustomization } from './customization-summary';

/** Props of CartLine. */
export interface CartLineProps {
  item: CartItem;
  onQuantityChange: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
}

export function CartLine({ item, onQuantityChange, onRemove }: CartLineProps): JSX.Element {
  const unitPrice = parsePrice(item.price);
  const size = item.size ?? item.customization?.Size;
  const key = item.cartIdentifier;
  return (
    <li className="crt-line">
      {item.image ? (
        <img className="crt-line__image" src={item.image} alt={item.name} loading="lazy" />
      ) : (
        <div className="crt-line__image crt-line__image--none" aria-hidden="true" />
      )}
      <div className="crt-line__info">
        <h3 className="crt-line__name">{item.name}</h3>
        {item.customization && (
          <p className="crt-line__detail">{describeCustomization(item.customization)}</p>
        )}
        {size && <p className="crt-line__detail">Size: {size}</p>}
        {item.variant && <p className="crt-line__detail">Variant: {item.variant}</p>}
        <p className="crt-line__price">{unitPrice === null ? String(item.price) : formatINR(unitPrice)}</p>
      </div>
      <div className="crt-line__actions">
        <div className="crt-qty" role="group" aria-label={`Quantity of ${item.name}`}>
          <button
            type="button"
            className="crt-qty__btn"
            aria-label="Decrease quantity"
            disabled={item.quantity <= 1}
            onClick={() => onQuantityChange(key, item.quantity - 1)}
          >
            −
          </button>
          <span className="crt-qty__value" aria-live="polite">
            {item.quantity}
          </span>
          <button
            type="button"
            className="crt-qty__btn"
            aria-label="Increase quantity"
            onClick={() => onQuantityChange(key, item.quantity + 1)}
          >
            +
          </button>
        </div>
        <button type="button" className="crt-line__remove" onClick={() => onRemove(key)}>
          Remove
        </button>
      </div>
    </li>
  );
}
