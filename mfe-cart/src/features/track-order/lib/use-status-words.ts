// An order's and a payment's status in the page's language, with the contract's tracking colour.
// A status this build does not know (a newer service's) is shown as sent.
import { useCallback } from 'react';
import {
  ORDER_STATE,
  orderStatusDisplay,
  PAYMENT_STATUS,
  type OrderStatusColour,
  type OrderState,
} from '@rmj/contracts';
import { words } from '../../../i18n';

type StateName = keyof typeof ORDER_STATE;
type PaidName = keyof typeof PAYMENT_STATUS;

const STATE_NAMES = new Map<string, StateName>(
  (Object.entries(ORDER_STATE) as Array<[StateName, OrderState]>).map(([name, value]) => [value, name]),
);
const PAID_NAMES = new Map<string, PaidName>(
  (Object.entries(PAYMENT_STATUS) as Array<[PaidName, string]>).map(([name, value]) => [value, name]),
);

export function useStatusWords() {
  const t = words.useT();
  const orderStatus = useCallback(
    (status: string): { label: string; colour: OrderStatusColour } => {
      const display = orderStatusDisplay(status);
      const name = STATE_NAMES.get(status);
      return name ? { ...display, label: t(`state.${name}`) } : display;
    },
    [t],
  );
  const paymentStatus = useCallback(
    (status: string): string => {
      const name = PAID_NAMES.get(status);
      return name ? t(`paid.${name}`) : status;
    },
    [t],
  );
  return { orderStatus, paymentStatus };
}
