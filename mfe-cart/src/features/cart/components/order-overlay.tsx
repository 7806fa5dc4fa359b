// The order-details overlay (spec sections 3, 4 and 8): opens after a verified payment, saves the
// order on the server ('Order has been saved successfully' or 'Error saving order: {message}')
// and locally, then empties the cart; after a cash-on-delivery order, says it is placed (the server
// has it) and empties the cart. Print, Continue Shopping (to /) and close (back to /cart).
// A modal dialog: Escape is the close button; the focus then goes back where it was, or to the
// cart page's heading when that is gone (the cart was emptied).
import { useEffect, useId, useRef, useState, type JSX } from 'react';
import { useNavigate } from '@rmj/router';
import { useCart } from '@rmj/cart';
import { paths } from '@rmj/contracts';
import { formatDate, useLang } from '@rmj/i18n';
import { words } from '../../../i18n';
import { useMoney, useServerWords } from '../../../lib/use-shop-words';
import { useSaveOrderMutation } from '../api/save-order';
import { failureReason } from '../lib/failure-reason';
import { saveLocalOrder } from '../lib/local-orders';
import {
  localOrderRecord,
  orderDateTime,
  savedOrderPayload,
  summaryRows,
  type CompletedOrder,
  type SummaryWords,
} from '../lib/order-records';
import { useCustomizationText } from '../lib/use-customization-text';
import { useModalDialog } from '@rmj/ui';

type SaveState = { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message?: string };

export function OrderOverlay({ order, onClose }: { order: CompletedOrder; onClose: () => void }): JSX.Element {
  const id = useId();
  const navigate = useNavigate();
  const { clearCart } = useCart();
  const [saveOrder] = useSaveOrderMutation();
  const [save, setSave] = useState<SaveState>({ kind: 'saving' });
  const started = useRef(false);
  const t = words.useT();
  const lang = useLang();
  const say = useServerWords();
  const formatINR = useMoney();
  const describe = useCustomizationText();
  const rowWords: SummaryWords = {
    orderDate: t('overlay.orderDate'),
    payment: t('overlay.payment'),
    codPayment: (total) => t('overlay.codPayment', { total }),
    paymentId: t('overlay.paymentId'),
    orderId: t('overlay.orderId'),
    subtotal: t('summary.subtotal'),
    discount: (code) => (code ? t('summary.discountCode', { code }) : t('summary.discount')),
    shipping: t('summary.shipping'),
    totalAmount: t('overlay.totalAmount'),
    billingAddress: t('overlay.billingAddress'),
    money: formatINR,
    date: (iso) => (lang === 'en' ? orderDateTime(iso) : formatDate(iso, lang, 'dateTime')),
  };

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
        (err: unknown) => setSave({ kind: 'error', message: failureReason(err) }),
      );
    saveLocalOrder(localOrderRecord(order));
    clearCart();
  }, [clearCart, order, saveOrder]);

  return (
    <dialog ref={dialog} className="crt-modal crt-overlay" aria-labelledby={`${id}-title`}>
      <div className="crt-modal__panel crt-overlay__panel">
        <div className="crt-overlay__head">
          <h2 id={`${id}-title`} className="crt-modal__title">
            {t('overlay.title')}
          </h2>
          <button
            type="button"
            className="crt-overlay__close"
            aria-label={t('overlay.close')}
            onClick={() => close(paths.cart())}
          >
            ×
          </button>
        </div>
        <p className={`crt-overlay__save crt-overlay__save--${save.kind}`} role="status">
          {save.kind === 'saving' && t('overlay.saving')}
          {save.kind === 'saved' && (order.cashOnDelivery ? t('overlay.codPlaced') : t('overlay.saved'))}
          {save.kind === 'error' &&
            t('overlay.saveError', { message: say(save.message) ?? t('overlay.saveErrorDefault') })}
        </p>
        <dl className="crt-overlay__rows" data-testid="order-summary-rows">
          {summaryRows(order, rowWords).map((row) => (
            <div key={row.label} className="crt-overlay__row">
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="crt-overlay__subtitle">{t('overlay.items')}</h3>
        <ul className="crt-overlay__items">
          {order.pricing.lines.map((line, index) => (
            <li key={`${line.productId}-${index}`} className="crt-overlay__item">
              <img src={line.image} alt="" className="crt-overlay__thumb" width={48} height={48} />
              <div>
                <p className="crt-overlay__name">{line.name}</p>
                <p className="crt-overlay__detail">
                  {t('overlay.line', {
                    quantity: line.quantity,
                    price: formatINR(line.price),
                    total: formatINR(line.total),
                  })}
                  {line.size ? t('overlay.lineSize', { size: line.size }) : ''}
                </p>
                {line.customization && <p className="crt-overlay__detail">{describe(line.customization)}</p>}
              </div>
            </li>
          ))}
        </ul>
        <div className="crt-form__actions">
          <button type="button" className="crt-btn crt-btn--secondary" onClick={() => window.print()}>
            {t('overlay.print')}
          </button>
          <button type="button" className="crt-btn crt-btn--primary" onClick={() => close(paths.home())}>
            {t('overlay.continue')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
