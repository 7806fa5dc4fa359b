// The page's "you can use me now" signal. A server-rendered page looks finished before React has
// attached its handlers, and a tap in that gap does nothing (a slow phone shows it for seconds). Once
// React has committed the page's region (hydrated or rendered in the browser), `#root` carries
// `data-hydrated`: end-to-end tests wait for it before they tap, never for a fixed time.
import { useEffect } from 'react';

/** The attribute `#root` carries once the page in it answers to input. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Rendered inside the page's Suspense boundary (beside the page), so its effect runs when that
 * boundary commits, which during hydration comes after the shell's frame. Renders nothing.
 */
export function HydrationSignal(): null {
  useEffect(() => {
    document.getElementById('root')?.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
