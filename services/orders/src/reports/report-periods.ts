/**
 * The periods of a report over Indian calendar days (YYYY-MM-DD): a day, an ISO week (Monday first)
 * or a calendar month. Days are worked as calendar dates (UTC midnights stand for them), so no time
 * zone moves a day into the next period; a moment is first turned into its Indian day.
 */
import type { ReportGroup } from '@rmj/contracts';
import { indianDay } from '../fulfilment/orders-board.service';

const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const asDay = (date: Date) => date.toISOString().slice(0, 10);

/** The day after `day`. */
export const nextDay = (day: string): string => asDay(new Date(asDate(day).getTime() + DAY_MS));

/** The first day of the period `day` falls in. */
export function periodStart(day: string, group: ReportGroup): string {
  if (group === 'day') return day;
  if (group === 'month') return `${day.slice(0, 7)}-01`;
  const date = asDate(day);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return asDay(new Date(date.getTime() - sinceMonday * DAY_MS));
}

/** How a period is named: '3 Oct 2026', 'Week of 5 Oct 2026', 'Oct 2026'. */
export function periodLabel(start: string, group: ReportGroup): string {
  const date = asDate(start);
  const month = `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  if (group === 'month') return month;
  const day = `${date.getUTCDate()} ${month}`;
  return group === 'week' ? `Week of ${day}` : day;
}

/** Every period from the one holding `from` to the one holding `to`, in order. */
export function periodsOf(from: string, to: string, group: ReportGroup): string[] {
  const starts: string[] = [];
  for (let day = from; day <= to; day = nextDay(day)) {
    const start = periodStart(day, group);
    if (starts[starts.length - 1] !== start) starts.push(start);
  }
  return starts;
}

/** The moments a range of Indian days covers: from its first day's 00:00 IST up to (not including) the day after its last. */
export function rangeMoments(from: string, to: string): { start: Date; end: Date } {
  return { start: indianDay(from).start, end: indianDay(to).end };
}

/** The moments of a month (YYYY-MM) in India. */
export function monthMoments(month: string): { start: Date; end: Date } {
  const [year, m] = month.split('-').map(Number);
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return { start: indianDay(`${month}-01`).start, end: indianDay(`${next}-01`).start };
}
