// The /cart screen (spec section 2 "Cart /cart"). Rendered by the shell inside its store and
// router: no Provider here.
import type { JSX } from 'react';
import { useCart } from '@rmj/cart';
import { CartEmpty } from './cart-empty';
import { CartLine } from './cart-line';
import { CheckoutAction } from './checkout-action';
import { OrderSummary } from './order-summary';
import './cart.css';

export function CartPage(): JSX.Element {
  const { items, total, isEmpty, updateQuantity, removeFromCart } = useCart();

  if (isEmpty) {
    return (
      <div className="crt-page">
        <CartEmpty />
      </div>
    );
  }

  return (
    <div className="crt-page">
      <h1 className="crt-page__title">Shopping Cart</h1>
      <div className="crt-page__layout">
        <ul className="crt-lines" aria-label="Cart items">
          {items.map((item) => (
            <CartLine
              key={item.cartIdentifier}
              item={item}
              onQuantityChange={updateQuantity}
              onRemove={removeFromCart}
            />
          ))}
        </ul>
        <OrderSummary subtotal={total}>
          <CheckoutAction />
        </OrderSummary>
      </div>
    </div>
  );
}
