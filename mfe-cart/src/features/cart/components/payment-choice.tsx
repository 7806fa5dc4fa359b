// Beside the Razorpay payment, 'Cash on delivery' when the shop offers it (the owner's limit is set):
// the contract's codEligibility decides, as the server does, and says in a short line why it cannot be
// chosen (over the limit, personalised pieces). The phone is a required field of this form, so it is
// not a reason here; the server checks everything again when the order is placed.
import { useId, type JSX } from 'react';
import { useCart } from '@rmj/cart';
import { codEligibility, PAYMENT_METHOD, type CodRefusal, type PaymentMethod } from '@rmj/contracts';
import { words } from '../../../i18n';
import { useMoney } from '../../../lib/use-shop-words';

const REFUSAL_KEYS = {
  off: 'pay.codOff',
  login: 'pay.codLogin',
  phone: 'pay.codPhone',
  overLimit: 'pay.codOverLimit',
  madeToOrder: 'pay.codMadeToOrder',
} as const satisfies Record<CodRefusal, string>;

/** Whether the shop offers cash on delivery, and whether this cart may be paid so (with why not). */
export function useCodOffer(
  chargeTotal: number,
  limitRupees: number,
): { offered: boolean; eligible: boolean; reason?: string } {
  const { items } = useCart();
  const t = words.useT();
  const formatINR = useMoney();
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
    : // The refusal's words by its reason, in the page's language.
      { offered: true, eligible: false, reason: t(REFUSAL_KEYS[verdict.reason], { limit: formatINR(limitRupees) }) };
}

export interface PaymentChoiceProps {
  offer: ReturnType<typeof useCodOffer>;
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled: boolean;
}

export function PaymentChoice({ offer, method, onChange, disabled }: PaymentChoiceProps): JSX.Element | null {
  const id = useId();
  const t = words.useT();
  if (!offer.offered) return null;
  return (
    <fieldset className="crt-addresses" disabled={disabled}>
      <legend>{t('pay.method')}</legend>
      <label className="crt-addresses__option">
        <input
          type="radio"
          name={`${id}-method`}
          checked={method === PAYMENT_METHOD.razorpay}
          onChange={() => onChange(PAYMENT_METHOD.razorpay)}
        />
        <span>{t('pay.online')}</span>
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
        <span>{t('pay.cod')}</span>
      </label>
      {offer.reason ? (
        <p id={`${id}-why`} className="crt-field__note">
          {offer.reason}
        </p>
      ) : (
        <p className="crt-field__note">{t('pay.codNote')}</p>
      )}
    </fieldset>
  );
}
