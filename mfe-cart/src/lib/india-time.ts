// Times on the tracking page in India time, whatever the shopper's device says:
// "Thu, 26 Nov 2026, 3:05 pm". Assembled from parts, as browsers put commas differently.
const FORMAT = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});

/** "Thu, 26 Nov 2026, 3:05 pm" (India time); an unreadable time is shown as given. */
export function indiaDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = Object.fromEntries(FORMAT.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.weekday}, ${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} ${part.dayPeriod.toLowerCase()}`;
}
