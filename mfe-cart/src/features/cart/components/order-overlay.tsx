// The order-details overlay (spec sections 3, 4 and 8): opens after a verified payment, saves the
// order on the server ('Order has been saved successfully' or 'Error saving order: {message}')
// and locally, then empties the cart; after a cash-on-delivery order, says it is placed (the server
// has it) and empties the cart. Print, Continue Shopping (to /) and close (back to /cart).
// A modal dialog: Escape is the close button; the focus then goes back where it was, or to the
// cart page's heading when that is gone (the cart was emptied).
import { useEffect, useId, useRef, useState, type JSX } from 'react';
import { useNavigate } from '@rmj/router';
import { useCart } from '@rmj/cart';
import { CASH_ON_DELIVERY_MESSAGES, checkoutMessages, describeCustomization, paths } from '@rmj/contracts';
import { formatINR } from '@rmj/ui';
import { useSaveOrderMutation } from '../api/save-order';
import { failureReason } from '../lib/failure-reason';
import { saveLocalOrder } from '../lib/local-orders';
import { localOrderRecord, savedOrderPayload, summaryRows, type CompletedOrder } from '../lib/order-records';
import { useModalDialog } from '@rmj/ui';

type SaveState = { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };

export function OrderOverlay({ order, onClose }: { order: CompletedOrder; onClose: () => void }): JSX.Element {
  const id = useId();
  const navigate = useNavigate();
  const { clearCart } = useCart();
  const [saveOrder] = useSaveOrderMutation();
  const [save, setSave] = useState<SaveState>({ kind: 'saving' });
  const started = useRef(false);

  const close = (to: string) => {
    onClose();
    navigate(to);
  };

  const dialog = useModalDialog({
    onCancel: () => close(paths.cart()),
    cancellable: true,
    // The close button first, as the browser would: the shopper reads on or leaves.
    initialFocus: (element) => element.querySelector('button'),
    fallbackFocus: () => document.querySelector<HTMLElement>('.crt-page h1'),
  });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // A cash-on-delivery order was recorded by its placement, and the local record is of paid orders.
    if (order.cashOnDelivery) {
      setSave({ kind: 'saved' });
      clearCart();
      return;
    }
    saveOrder(savedOrderPayload(order))
      .unwrap()
      .then(
        () => setSave({ kind: 'saved' }),
        (err: unknown) => setSave({ kind: 'error', message: failureReason(err) ?? checkoutMessages.saveErrorDefault }),
      );
    saveLocalOrder(localOrderRecord(order));
    clearCart();
  }, [clearCart, order, saveOrder]);

  return (
    <dialog ref={dialog} className="crt-modal crt-overlay" aria-labelledby={`${id}-title`}>
      <div className="crt-modal__panel crt-overlay__panel">
        <div className="crt-overlay__head">
          <h2 id={`${id}-title`} className="crt-modal__title">
            Order Details
          </h2>
          <button
            type="button"
            className="crt-overlay__close"
            aria-label="Close order details"
            onClick={() => close(paths.cart())}
          >
            ×
          </button>
        </div>
        <p className={`crt-overlay__save crt-overlay__save--${save.kind}`} role="status">
          {save.kind === 'saving' && 'Saving your order…'}
          {save.kind === 'saved' &&
            (order.cashOnDelivery ? CASH_ON_DELIVERY_MESSAGES.placed : checkoutMessages.orderSaved)}
          {save.kind === 'error' && `${checkoutMessages.saveErrorPrefix}${save.message}`}
        </p>
        <dl className="crt-overlay__rows" data-testid="order-summary-rows">
          {summaryRows(order).map((row) => (
            <div key={row.label} className="crt-overlay__row">
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="crt-overlay__subtitle">Items</h3>
        <ul className="crt-overlay__items">
          {order.pricing.lines.map((line, index) => (
            <li key={`${line.productId}-${index}`} className="crt-overlay__item">
              <img src={line.image} alt="" className="crt-overlay__thumb" width={48} height={48} />
              <div>
                <p className="crt-overlay__name">{line.name}</p>
                <p className="crt-overlay__detail">
                  {line.quantity} × {formatINR(line.price)} = {formatINR(line.total)}
                  {line.size ? ` · Size ${line.size}` : ''}
                </p>
                {line.customization && (
                  <p className="crt-overlay__detail">{describeCustomization(line.customization)}</p>
                )}
              </div>
            </li>
          ))}
        </ul>
        <div className="crt-form__actions">
          <button type="button" className="crt-btn crt-btn--secondary" onClick={() => window.print()}>
            Print Order
          </button>
          <button type="button" className="crt-btn crt-btn--primary" onClick={() => close(paths.home())}>
            Continue Shopping
          </button>
        </div>
      </div>
    </dialog>
  );
}
