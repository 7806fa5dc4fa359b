// The page's "you can use me now" signal. A server-rendered page looks finished before React has
// attached its handlers (a slow phone shows it for seconds). Once React has committed the page's region
// (hydrated or rendered in the browser), `#root` carries `data-hydrated`: the tap keeper the server
// writes into the page (TAP_KEEPER_SCRIPT in @rmj/contracts) holds taps on buttons until then and
// presses the last one again on this mark, and end-to-end tests wait for it before they tap, never for
// a fixed time.
import { useEffect } from 'react';
import { TAP_KEEPER_LIVE_ATTRIBUTE } from '@rmj/contracts';

/** The attribute `#root` carries once the page in it answers to input (the tap keeper watches it). */
export const HYDRATED_ATTRIBUTE = TAP_KEEPER_LIVE_ATTRIBUTE;

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
