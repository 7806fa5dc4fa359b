// An order's and a payment's status in the page's language, with the contract's tracking colour.
// A status this build does not know (a newer service's) is shown as sent.
import { useCallback } from 'react';
import {
  orderStatusDisplay,
  orderStatusLabel,
  PAYMENT_STATUS as P,
  type OrderStatusColour,
  type PaymentStatus,
} from '@rmj/contracts';
import { useLang } from '@rmj/i18n';
import { words } from '../../../i18n';

const PAID_KEYS = {
  [P.paid]: 'paid.paid',
  [P.partiallyRefunded]: 'paid.partiallyRefunded',
  [P.refunded]: 'paid.refunded',
  [P.partiallyPaid]: 'paid.partiallyPaid',
  [P.unpaid]: 'paid.unpaid',
} as const satisfies Record<PaymentStatus, string>;

const known = <K extends string>(keys: Record<K, unknown>, value: string): value is K => Object.hasOwn(keys, value);

export function useStatusWords() {
  const t = words.useT();
  const lang = useLang();
  const orderStatus = useCallback(
    (status: string): { label: string; colour: OrderStatusColour } => {
      const display = orderStatusDisplay(status);
      return { ...display, label: orderStatusLabel(status, lang) };
    },
    [lang],
  );
  const paymentStatus = useCallback(
    (status: string): string => (known(PAID_KEYS, status) ? t(PAID_KEYS[status]) : status),
    [t],
  );
  return { orderStatus, paymentStatus };
}
