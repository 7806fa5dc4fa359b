// Dates of the orders area, always in India time whatever the browser's zone: the workshop's due
// date as the job card prints it ("Due Thu 3 Dec 2026"), a short day for the board ("3 Dec 2026").
const dueFormatter = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

function valid(iso: string | undefined): Date | undefined {
  if (!iso) return undefined;
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? undefined : time;
}

/** "Thu 3 Dec 2026" (India time); '—' when missing or unreadable. */
export function formatDueDay(iso: string | undefined): string {
  const time = valid(iso);
  if (!time) return '—';
  // Built from the parts: some engines put a comma after the weekday, the card does not.
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    dueFormatter.formatToParts(time).find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/** True once `iso` has passed (an unreadable or missing time never has). */
export function hasPassed(iso: string | undefined, now: Date = new Date()): boolean {
  const time = valid(iso);
  return time !== undefined && time.getTime() <= now.getTime();
}
