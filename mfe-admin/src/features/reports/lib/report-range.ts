// The reports screen's ranges: the presets worked in India time (the shop's day, whatever the
// browser's zone).
import { DELIVERY_TIME_ZONE, REPORT_GROUPS, type ReportGroup } from '@rmj/contracts';

/** A range of Indian days, both included, and how its days are grouped. */
export interface ReportRange {
  from: string;
  to: string;
  group: ReportGroup;
}

export const GROUP_LABELS: Record<ReportGroup, string> = { day: 'Day', week: 'Week', month: 'Month' };
export { REPORT_GROUPS };

/** Today in India, YYYY-MM-DD. */
export const indianToday = (now: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: DELIVERY_TIME_ZONE }).format(now);

const DAY_MS = 86_400_000;
const shift = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export type RangePreset = 'this-month' | 'last-month' | 'last-7-days';
export const PRESET_LABELS: Record<RangePreset, string> = {
  'this-month': 'This month',
  'last-month': 'Last month',
  'last-7-days': 'Last 7 days',
};

/** The days of a preset on `now`'s Indian date. */
export function presetRange(preset: RangePreset, now: Date): { from: string; to: string } {
  const today = indianToday(now);
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  if (preset === 'this-month') return { from: firstOfMonth, to: today };
  if (preset === 'last-7-days') return { from: shift(today, -6), to: today };
  const lastOfPrevious = shift(firstOfMonth, -1);
  return { from: `${lastOfPrevious.slice(0, 7)}-01`, to: lastOfPrevious };
}

/** The month a range's last day falls in (YYYY-MM): the GST section's default. */
export const monthOf = (day: string): string => day.slice(0, 7);
