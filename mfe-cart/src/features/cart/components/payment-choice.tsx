// Beside the Razorpay payment, 'Cash on delivery' when the shop offers it (the owner's limit is set):
// the contract's codEligibility decides, as the server does, and says in a short line why it cannot be
// chosen (over the limit, personalised pieces). The phone is a required field of this form, so it is
// not a reason here; the server checks everything again when the order is placed.
import { useId, type JSX } from 'react';
import { useCart } from '@rmj/cart';
import { CASH_ON_DELIVERY_MESSAGES, codEligibility, PAYMENT_METHOD, type PaymentMethod } from '@rmj/contracts';

/** Whether the shop offers cash on delivery, and whether this cart may be paid so (with why not). */
export function useCodOffer(
  chargeTotal: number,
  limitRupees: number,
): { offered: boolean; eligible: boolean; reason?: string } {
  const { items } = useCart();
  if (limitRupees <= 0) return { offered: false, eligible: false };
  const verdict = codEligibility({
    limitRupees,
    signedIn: true,
    phone: 'required by the form',
    totalRupees: chargeTotal,
    lines: items,
  });
  return verdict.eligible
    ? { offered: true, eligible: true }
    : { offered: true, eligible: false, reason: verdict.message };
}

export interface PaymentChoiceProps {
  offer: ReturnType<typeof useCodOffer>;
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled: boolean;
}

export function PaymentChoice({ offer, method, onChange, disabled }: PaymentChoiceProps): JSX.Element | null {
  const id = useId();
  if (!offer.offered) return null;
  return (
    <fieldset className="crt-addresses" disabled={disabled}>
      <legend>Payment</legend>
      <label className="crt-addresses__option">
        <input
          type="radio"
          name={`${id}-method`}
          checked={method === PAYMENT_METHOD.razorpay}
          onChange={() => onChange(PAYMENT_METHOD.razorpay)}
        />
        <span>Pay online (Razorpay)</span>
      </label>
      <label className="crt-addresses__option">
        <input
          type="radio"
          name={`${id}-method`}
          checked={method === PAYMENT_METHOD.cod}
          disabled={!offer.eligible}
          aria-describedby={offer.reason ? `${id}-why` : undefined}
          onChange={() => onChange(PAYMENT_METHOD.cod)}
        />
        <span>{CASH_ON_DELIVERY_MESSAGES.choice}</span>
      </label>
      {offer.reason ? (
        <p id={`${id}-why`} className="crt-field__note">
          {offer.reason}
        </p>
      ) : (
        <p className="crt-field__note">Pay in cash when it arrives. We call you to confirm the order first.</p>
      )}
    </fieldset>
  );
}
