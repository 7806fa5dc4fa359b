// An order's and a payment's status in the page's language, with the contract's tracking colour.
// A status this build does not know (a newer service's) is shown as sent.
import { useCallback } from 'react';
import {
  ORDER_STATE as S,
  orderStatusDisplay,
  PAYMENT_STATUS as P,
  type OrderState,
  type OrderStatusColour,
  type PaymentStatus,
} from '@rmj/contracts';
import { words } from '../../../i18n';

const STATE_KEYS = {
  [S.awaitingPayment]: 'state.awaitingPayment',
  [S.awaitingConfirmation]: 'state.awaitingConfirmation',
  [S.paid]: 'state.paid',
  [S.inWorkshop]: 'state.inWorkshop',
  [S.qualityCheck]: 'state.qualityCheck',
  [S.shipped]: 'state.shipped',
  [S.delivered]: 'state.delivered',
  [S.cancelled]: 'state.cancelled',
  [S.returned]: 'state.returned',
  [S.refunded]: 'state.refunded',
  [S.returnedToOrigin]: 'state.returnedToOrigin',
} as const satisfies Record<OrderState, string>;

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
  const orderStatus = useCallback(
    (status: string): { label: string; colour: OrderStatusColour } => {
      const display = orderStatusDisplay(status);
      return known(STATE_KEYS, status) ? { ...display, label: t(STATE_KEYS[status]) } : display;
    },
    [t],
  );
  const paymentStatus = useCallback(
    (status: string): string => (known(PAID_KEYS, status) ? t(PAID_KEYS[status]) : status),
    [t],
  );
  return { orderStatus, paymentStatus };
}
