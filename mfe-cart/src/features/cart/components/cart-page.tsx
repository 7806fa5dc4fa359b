// The /cart screen (spec section 2 "Cart /cart"): lines, order summary with the promo code, and
// checkout with its banners and order overlay (which stay after the cart is emptied). The lines
// follow the catalogue (use-cart-quote): changed prices applied and shown, lines that cannot be
// bought flagged, checkout waiting for them. Rendered by the shell inside its store and router: no
// Provider here.
import type { JSX } from 'react';
import { useCart, useInjectApi } from '@rmj/cart';
import { words } from '../../../i18n';
import { ordersApi } from '../../../lib/orders-api';
import { useCartQuote } from '../lib/use-cart-quote';
import { useCheckout } from '../lib/use-checkout';
import { CartEmpty } from './cart-empty';
import { CartLine } from './cart-line';
import { CheckoutPanel } from './checkout-panel';
import { OrderOverlay } from './order-overlay';
import { OrderSummary } from './order-summary';
import { PaymentBanner } from './payment-banner';
import { PromoCodeBox } from './promo-code-box';
import '../../../styles/cart-base.css';
import './checkout.css';
import './cart.css';
import './line-check.css';

/** /cart and /checkout: the cart, promo code, checkout, payment and the order overlay. */
export function CartPage(): JSX.Element {
  useInjectApi(ordersApi);
  const t = words.useT();
  const { items, total, isEmpty, updateQuantity, removeFromCart } = useCart();
  const quote = useCartQuote(items);
  const { promo } = quote;
  const checkout = useCheckout(promo.pricing ? promo.code : undefined, quote.settled, {
    hold: quote.hold,
    priceChanged: quote.priceChanged,
  });
  // What will be charged: the form asks for the buyer's PAN from PAN_THRESHOLD_RUPEES on.
  const chargeTotal = quote.quotedTotal ?? checkout.chargeTotal;

  return (
    <div className="crt-page">
      <PaymentBanner banner={checkout.banner} />
      {isEmpty ? (
        <CartEmpty />
      ) : (
        <>
          <h1 className="crt-page__title">{t('cart.title')}</h1>
          <div className="crt-page__layout">
            <ul className="crt-lines" aria-label={t('cart.lines')} aria-busy={quote.checking}>
              {items.map((item) => (
                <CartLine
                  key={item.cartIdentifier}
                  item={item}
                  onQuantityChange={updateQuantity}
                  onRemove={removeFromCart}
                  check={quote.checks[item.cartIdentifier]}
                  change={quote.changes[item.cartIdentifier]}
                />
              ))}
            </ul>
            <OrderSummary subtotal={total} pricing={promo.pricing} promo={<PromoCodeBox promo={promo} />}>
              <CheckoutPanel checkout={checkout} blocked={quote.blocked} chargeTotal={chargeTotal} />
            </OrderSummary>
          </div>
        </>
      )}
      {checkout.completed && <OrderOverlay order={checkout.completed} onClose={checkout.closeCompleted} />}
    </div>
  );
}
