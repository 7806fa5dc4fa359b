// setTimeout that is cancelled when the component unmounts (the 1 s and 2 s redirects).
import { useCallback, useEffect, useRef } from 'react';

export function useTimeout(): (run: () => void, ms: number) => void {
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.length = 0;
    };
  }, []);
  return useCallback((run: () => void, ms: number) => {
    timers.current.push(setTimeout(run, ms));
  }, []);
}
