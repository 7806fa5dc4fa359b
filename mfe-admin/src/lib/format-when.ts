// Times in the back office: the shop is in India, so every time is shown in India's time zone
// whatever the browser's, e.g. "26 Nov 2026, 2:05 pm".
const formatter = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** An ISO 8601 time as the back office shows it; '—' when missing or unreadable. */
export function formatWhen(iso: string | undefined): string {
  if (!iso) return '—';
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? '—' : formatter.format(time);
}
