/**
 * When an order should arrive: one rule for the confirmation e-mail and any screen that prints an
 * estimate. Business days are Monday to Saturday, counted on the shop's calendar in India
 * (Asia/Kolkata, through @date-fns/tz rather than a hand-written offset), so a payment made
 * between 00:00 and 05:30 IST counts from its Indian date, not from the day before in UTC.
 */
import { TZDate } from '@date-fns/tz';
import { CUSTOMISED_EXTRA_DAYS, CUSTOMISED_EXTRA_DAYS_TEXT, DELIVERY_DAYS, DELIVERY_TIME_ZONE } from './delivery-rule';

/** Sunday, the one day of the week that is not a business day in India. */
const SUNDAY = 0;

/** The moment `days` business days (Monday to Saturday in India) after `from`, at the same Indian time of day. */
export function addBusinessDays(from: Date, days: number): Date {
  const date = new TZDate(from.getTime(), DELIVERY_TIME_ZONE);
  for (let left = days; left > 0;) {
    date.setDate(date.getDate() + 1);
    if (date.getDay() !== SUNDAY) left -= 1;
  }
  return new Date(date.getTime());
}

/**
 * The workshop's due date of an order paid at `paidAt`: CUSTOMISED_EXTRA_DAYS.to business days for
 * an order with a customised line, else 1 (a plain piece is packed the next business day). The
 * orders board, the order page and the job card all print this one rule.
 */
export function workshopDueDate(paidAt: Date, customised: boolean): Date {
  return addBusinessDays(paidAt, customised ? CUSTOMISED_EXTRA_DAYS.to : 1);
}

/** The earliest and latest delivery days of an order paid at `paidAt`. */
export interface DeliveryWindow {
  /** Earliest arrival (a business day in India). */
  earliest: Date;
  /** Latest arrival (a business day in India). */
  latest: Date;
  /** The business days counted, e.g. { from: 3, to: 5 }, or { from: 8, to: 12 } with a customised piece. */
  days: { from: number; to: number };
}

export function deliveryWindow(paidAt: Date, customised: boolean): DeliveryWindow {
  const days = {
    from: DELIVERY_DAYS.from + (customised ? CUSTOMISED_EXTRA_DAYS.from : 0),
    to: DELIVERY_DAYS.to + (customised ? CUSTOMISED_EXTRA_DAYS.to : 0),
  };
  return { earliest: addBusinessDays(paidAt, days.from), latest: addBusinessDays(paidAt, days.to), days };
}

/** 'Thu, 8 Jan': a day as the shop prints it, in India's time zone. */
export function formatDeliveryDay(date: Date): string {
  return new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: DELIVERY_TIME_ZONE,
  }).format(date);
}

/** 'Estimated delivery: Thu, 8 Jan - Sat, 10 Jan (3-5 business days)', longer when a piece is customised. */
export function deliveryEstimate(paidAt: Date, customised: boolean): string {
  const { earliest, latest, days } = deliveryWindow(paidAt, customised);
  const extra = customised ? `, including ${CUSTOMISED_EXTRA_DAYS_TEXT} for customised pieces` : '';
  return `Estimated delivery: ${formatDeliveryDay(earliest)} - ${formatDeliveryDay(latest)} (${days.from}-${days.to} business days${extra})`;
}
