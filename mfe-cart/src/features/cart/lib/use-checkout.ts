// The checkout sequence (spec section 4 "Checkout"): details → payment key → payment order (priced
// by the server) → payment window → verify → the order overlay. A failed or abandoned payment
// keeps the cart; closing the window clears the processing state so the shopper can pay again.
// A verify without a definite answer (a 5xx, 502/504 from the gateway, no answer, a time-out) is
// confirmed against the server before anything is shown as an error: 'Confirming your payment…'
// while the browser asks again (confirm-verify), the order once the server has it, a refusal only
// when the server says so (a 4xx), else a message that does not say the payment failed.
// A checkout call answering 401 (the session ended meanwhile) ends the stored session and shows
// the login notice a logged-out shopper gets, keeping the cart. Opening the details form waits for
// the cart's price check (`settled`), so the shopper never starts paying for a cart the server has
// just said cannot be bought, or at a price they have not been shown.
// The quote's price hold rides along (`holdId`): while it lasts the shopper pays what they were
// shown. When it ran out and the rates moved the price (409 PRICE_CHANGED), the server's message
// shows in the form's alert region, the cart takes the new prices and hold, and the shopper can
// press Pay again. A buyer's PAN (orders of ₹2,00,000 or more) is sent with the order details.
// Cash on delivery (placeCod) places the order unpaid without the payment window.
import { useCallback, useState } from 'react';
import { useCart } from '@rmj/cart';
import {
  CASH_ON_DELIVERY_MESSAGES,
  clearSession,
  hasSession,
  BRAND_FULL_NAME,
  shippingRupees,
  type CustomerDetails,
  type PriceHold,
} from '@rmj/contracts';
import { words } from '../../../i18n';
import { useServerWords } from '../../../lib/use-shop-words';
import { useCreatePaymentOrderMutation } from '../api/create-payment-order';
import { usePlaceCodOrderMutation } from '../api/place-cod-order';
import { usePaymentKeyMutation } from '../api/get-payment-key';
import { useShopRules } from '../api/get-shipping-rule';
import { useVerifyPaymentMutation } from '../api/verify-payment';
import { toCheckoutLine } from './checkout-line';
import { confirmVerify } from './confirm-verify';
import { failureReason, isSessionEnded } from './failure-reason';
import type { CompletedOrder } from './order-records';
import { loadCheckoutScript, openPaymentWindow } from './payment-window';
import { priceChangedOf } from './price-changed';

/** The cart quote's price hold, and what to do when checkout says the rates moved the price. */
export interface CheckoutPrices {
  hold?: PriceHold;
  /** Takes the new hold (when answered) and quotes the cart again. */
  priceChanged: (hold?: PriceHold) => Promise<void>;
}

/**
 * The payment's banner: paid, failed (the spec's error), `confirming` (asking the server again
 * after a verify without a definite answer) or `unconfirmed` (no answer in time: not a failure).
 */
export type Banner = 'success' | 'error' | 'confirming' | 'unconfirmed' | null;

/** The shop's name and colour in the payment window. */
const SHOP = { name: BRAND_FULL_NAME, color: '#86600b' };

const alertUser = (message: string) => window.alert(message);

/**
 * `promoCode`: the code the server applied; `settled`: resolves once the cart's lines are checked,
 * true when one cannot be bought.
 */
export function useCheckout(promoCode?: string, settled?: () => Promise<boolean>, prices?: CheckoutPrices) {
  const { items, total } = useCart();
  const t = words.useT();
  const say = useServerWords();
  const { shippingRule, codLimitRupees } = useShopRules();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [banner, setBanner] = useState<Banner>(null);
  const [completed, setCompleted] = useState<CompletedOrder | null>(null);
  const [loginNotice, setLoginNotice] = useState(false);
  /** The server's words when the rates moved the price during checkout (the form's alert region). */
  const [priceNotice, setPriceNotice] = useState<string | null>(null);
  const hold = prices?.hold;
  const priceChanged = prices?.priceChanged;
  // Stable, so the notice's 3-second timer is not restarted by other renders.
  const closeLoginNotice = useCallback(() => setLoginNotice(false), []);
  const [paymentKey] = usePaymentKeyMutation();
  const [createPaymentOrder] = useCreatePaymentOrderMutation();
  const [verifyPayment] = useVerifyPaymentMutation();
  const [placeCodOrder] = usePlaceCodOrderMutation();

  /** The server no longer knows this session: forget it here too and ask the shopper to log in. */
  const sessionEnded = useCallback(() => {
    clearSession();
    setProcessing(false);
    setDetailsOpen(false);
    setLoginNotice(true);
  }, []);

  const pay = useCallback(
    async (details: CustomerDetails, pan?: string) => {
      setProcessing(true);
      setBanner(null);
      setPriceNotice(null);
      let started;
      try {
        const key = await paymentKey().unwrap();
        const created = await createPaymentOrder({
          amount: total + shippingRupees(total, shippingRule),
          currency: 'INR',
          receipt: `cart_${Date.now()}`,
          items: items.map(toCheckoutLine),
          customerDetails: details,
          ...(pan ? { pan } : {}),
          ...(promoCode ? { promoCode } : {}),
          ...(hold ? { holdId: hold.id } : {}),
        }).unwrap();
        const Razorpay = await loadCheckoutScript(key.checkoutScript);
        started = { key: key.key, created, Razorpay };
      } catch (err) {
        if (isSessionEnded(err)) return sessionEnded();
        const changed = priceChangedOf(err);
        if (changed) {
          // Nothing was charged: the form stays open with the new prices, ready to pay again.
          setPriceNotice(changed.message);
          await priceChanged?.(changed.hold);
          setProcessing(false);
          return;
        }
        setProcessing(false);
        alertUser(t('pay.initFailed', { reason: say(failureReason(err)) ?? t('pay.unknownError') }));
        return;
      }
      const { created } = started;
      const outcome = await openPaymentWindow(started.Razorpay, {
        key: started.key,
        amount: created.order.amount,
        currency: created.order.currency,
        order_id: created.order.id,
        name: SHOP.name,
        description: t('pay.windowItems', { count: created.pricing.lines.length }),
        prefill: { name: details.name, email: details.email, contact: details.phone },
        theme: { color: SHOP.color },
      });
      if (outcome.kind === 'dismissed') {
        setProcessing(false);
        return;
      }
      if (outcome.kind === 'failed') {
        setProcessing(false);
        setDetailsOpen(false);
        setBanner('error');
        return;
      }
      const confirmation = await confirmVerify(
        () => verifyPayment(outcome.response).unwrap(),
        () => {
          // Paid in the window: the form is done with; the banner says what is happening.
          setDetailsOpen(false);
          setBanner('confirming');
        },
      );
      setProcessing(false);
      if (confirmation.kind === 'verified') {
        const verified = confirmation.answer;
        setCompleted({
          orderNumber: verified.orderId ?? outcome.response.razorpay_order_id,
          paymentId: outcome.response.razorpay_payment_id,
          orderDate: verified.orderDate ?? new Date().toISOString(),
          pricing: created.pricing,
          customer: details,
        });
        setDetailsOpen(false);
        setBanner('success');
      } else if (confirmation.kind === 'unconfirmed') {
        setDetailsOpen(false);
        setBanner('unconfirmed');
      } else {
        if (isSessionEnded(confirmation.error)) return sessionEnded();
        alertUser(t('pay.verifyFailed', { reason: say(failureReason(confirmation.error)) ?? t('pay.unknownError') }));
        setBanner('error');
      }
    },
    [
      createPaymentOrder,
      hold,
      items,
      paymentKey,
      priceChanged,
      promoCode,
      say,
      sessionEnded,
      shippingRule,
      t,
      total,
      verifyPayment,
    ],
  );

  /**
   * Cash on delivery: the order is placed unpaid with the server's prices (no payment window), then
   * the overlay shows it. A refusal (no longer eligible, the price moved) shows in the form's alert region.
   */
  const placeCod = useCallback(
    async (details: CustomerDetails, pan?: string) => {
      setProcessing(true);
      setBanner(null);
      setPriceNotice(null);
      try {
        const placed = await placeCodOrder({
          items: items.map(toCheckoutLine),
          customerDetails: details,
          ...(pan ? { pan } : {}),
          ...(promoCode ? { promoCode } : {}),
          ...(hold ? { holdId: hold.id } : {}),
        }).unwrap();
        setCompleted({
          orderNumber: placed.orderId,
          paymentId: '',
          cashOnDelivery: true,
          orderDate: placed.orderDate,
          pricing: placed.pricing,
          customer: details,
        });
        setDetailsOpen(false);
      } catch (err) {
        if (isSessionEnded(err)) return sessionEnded();
        const changed = priceChangedOf(err);
        if (changed) await priceChanged?.(changed.hold);
        setPriceNotice(changed?.message ?? failureReason(err) ?? CASH_ON_DELIVERY_MESSAGES.placeFailed);
      } finally {
        setProcessing(false);
      }
    },
    [hold, items, placeCodOrder, priceChanged, promoCode, sessionEnded],
  );

  return {
    detailsOpen,
    /** 'Proceed to checkout': the details form for a logged-in shopper once the cart is checked, else the login notice. */
    start: () => {
      if (!hasSession()) return setLoginNotice(true);
      if (!settled) return setDetailsOpen(true);
      void settled().then((blocked) => {
        if (!blocked) setDetailsOpen(true);
      });
    },
    loginNotice,
    closeLoginNotice,
    closeDetails: () => {
      setDetailsOpen(false);
      setPriceNotice(null);
    },
    priceNotice,
    /** Until when the prices shown are held (ISO 8601), when the quote holds them. */
    heldUntil: hold?.expiresAt,
    /** What the shopper will be charged in all (rupees): the quote's, else the cart's with shipping. */
    chargeTotal: total + shippingRupees(total, shippingRule),
    processing,
    banner,
    completed,
    closeCompleted: () => setCompleted(null),
    pay,
    /** The owner's cash-on-delivery limit (whole rupees; 0: not offered). */
    codLimitRupees,
    placeCod,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
