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
import { useCallback, useState } from 'react';
import { useCart } from '@rmj/cart';
import {
  checkoutMessages,
  clearSession,
  hasSession,
  BRAND_FULL_NAME,
  shippingRupees,
  type CustomerDetails,
} from '@rmj/contracts';
import { useCreatePaymentOrderMutation } from '../api/create-payment-order';
import { usePaymentKeyMutation } from '../api/get-payment-key';
import { useShippingRule } from '../api/get-shipping-rule';
import { useVerifyPaymentMutation } from '../api/verify-payment';
import { toCheckoutLine } from './checkout-line';
import { confirmVerify } from './confirm-verify';
import { failureReason, isSessionEnded } from './failure-reason';
import type { CompletedOrder } from './order-records';
import { loadCheckoutScript, openPaymentWindow } from './payment-window';

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
export function useCheckout(promoCode?: string, settled?: () => Promise<boolean>) {
  const { items, total } = useCart();
  const shippingRule = useShippingRule();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [banner, setBanner] = useState<Banner>(null);
  const [completed, setCompleted] = useState<CompletedOrder | null>(null);
  const [loginNotice, setLoginNotice] = useState(false);
  // Stable, so the notice's 3-second timer is not restarted by other renders.
  const closeLoginNotice = useCallback(() => setLoginNotice(false), []);
  const [paymentKey] = usePaymentKeyMutation();
  const [createPaymentOrder] = useCreatePaymentOrderMutation();
  const [verifyPayment] = useVerifyPaymentMutation();

  /** The server no longer knows this session: forget it here too and ask the shopper to log in. */
  const sessionEnded = useCallback(() => {
    clearSession();
    setProcessing(false);
    setDetailsOpen(false);
    setLoginNotice(true);
  }, []);

  const pay = useCallback(
    async (details: CustomerDetails) => {
      setProcessing(true);
      setBanner(null);
      let started;
      try {
        const key = await paymentKey().unwrap();
        const created = await createPaymentOrder({
          amount: total + shippingRupees(total, shippingRule),
          currency: 'INR',
          receipt: `cart_${Date.now()}`,
          items: items.map(toCheckoutLine),
          customerDetails: details,
          ...(promoCode ? { promoCode } : {}),
        }).unwrap();
        const Razorpay = await loadCheckoutScript(key.checkoutScript);
        started = { key: key.key, created, Razorpay };
      } catch (err) {
        if (isSessionEnded(err)) return sessionEnded();
        setProcessing(false);
        alertUser(`${checkoutMessages.initFailed}${failureReason(err) ?? 'Unknown error'}`);
        return;
      }
      const { created } = started;
      const outcome = await openPaymentWindow(started.Razorpay, {
        key: started.key,
        amount: created.order.amount,
        currency: created.order.currency,
        order_id: created.order.id,
        name: SHOP.name,
        description: `${created.pricing.lines.length} item${created.pricing.lines.length === 1 ? '' : 's'}`,
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
        alertUser(`${checkoutMessages.verifyFailed}${failureReason(confirmation.error) ?? 'Unknown error'}`);
        setBanner('error');
      }
    },
    [createPaymentOrder, items, paymentKey, promoCode, sessionEnded, shippingRule, total, verifyPayment],
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
    closeDetails: () => setDetailsOpen(false),
    processing,
    banner,
    completed,
    closeCompleted: () => setCompleted(null),
    pay,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
