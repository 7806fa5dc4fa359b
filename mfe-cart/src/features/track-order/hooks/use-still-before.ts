// True while `iso` is in the future, turning false when it passes (the shopper's own cancellation
// window closes while the page is open). An unreadable or missing time is never "still before".
import { useEffect, useState } from 'react';

export function useStillBefore(iso: string | undefined): boolean {
  const until = iso ? Date.parse(iso) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!(until > Date.now())) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), until - Date.now() + 50);
    return () => clearTimeout(timer);
  }, [until]);
  return until > now;
}
