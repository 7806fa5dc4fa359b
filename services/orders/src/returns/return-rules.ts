/**
 * The rules of a shopper's request, as pure functions: until when an order may be returned (its
 * Delivered move and the shop's window), which lines are locked (personalised or made to order),
 * and the lines as the request shows them.
 */
import {
  isMadeForOne,
  lineCreditPaise,
  ORDER_STATE,
  RETURN_MESSAGES,
  type OrderMove,
  type ReturnLine,
} from '@rmj/contracts';
import type { Order } from '../orders/order.schema';

const DAY_MS = 86_400_000;

/** When the order reached Delivered (its latest move there), or undefined. */
export function deliveredAt(history: readonly OrderMove[]): Date | undefined {
  const move = [...history].reverse().find((m) => m.to === ORDER_STATE.delivered);
  return move ? new Date(move.at) : undefined;
}

/** Until when a request may be made: delivery plus the window; undefined when the shop takes no returns. */
export function returnableUntil(delivered: Date, windowDays: number): Date | undefined {
  return windowDays > 0 ? new Date(delivered.getTime() + windowDays * DAY_MS) : undefined;
}

/** Why a request may not be made now (the shopper's words), or undefined when it may. */
export function windowRefusal(
  state: string,
  delivered: Date | undefined,
  windowDays: number,
  now: Date,
): string | undefined {
  if (state !== ORDER_STATE.delivered || !delivered) return RETURN_MESSAGES.notDelivered;
  if (windowDays === 0) return RETURN_MESSAGES.noReturns;
  const until = returnableUntil(delivered, windowDays)!;
  return now.getTime() > until.getTime() ? RETURN_MESSAGES.windowClosed(windowDays) : undefined;
}

/** Indexes of the lines that cannot go back: personalised, or made or sourced for this order. */
export function lockedLines(order: Pick<Order, 'lines' | 'oversold'>): number[] {
  return order.lines.flatMap((line, index) => (isMadeForOne(line, order.oversold ?? []) ? [index] : []));
}

/** The request's lines as shown: name, size, variant and what was paid for these pieces. */
export function lineViews(order: Pick<Order, 'lines' | 'subtotal' | 'discount'>, lines: readonly ReturnLine[]) {
  return lines.map((l) => {
    const bought = order.lines[l.line];
    return {
      ...l,
      name: bought?.name ?? '',
      ...(bought?.size ? { size: bought.size } : {}),
      ...(bought?.variant ? { variant: bought.variant } : {}),
      paidPaise: lineCreditPaise(order, l),
    };
  });
}
