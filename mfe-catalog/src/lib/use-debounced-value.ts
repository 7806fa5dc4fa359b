import { useEffect, useState } from 'react';

/** Filter refetch delay (spec section 9). */
const FILTER_DEBOUNCE_MS = 300;

/** The value, once it has stayed unchanged for `delay` milliseconds. */
export function useDebouncedValue<T>(value: T, delay = FILTER_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
