// What the browser downloaded, as Chromium's own network log has it (the DevTools protocol). Playwright's
// request events also fire for answers the browser takes from its cache (a prefetched file asked for
// again by the page), which are not downloads.
import type { Page } from '@playwright/test';

/** Starts counting the page's downloads by address (path and query); the map fills as the page loads. */
export async function countDownloads(page: Page): Promise<Map<string, number>> {
  const downloads = new Map<string, number>();
  const fromCache = new Set<string>();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (fromCache.has(requestId) || response.fromDiskCache || response.fromPrefetchCache) return;
    const url = new URL(response.url);
    const address = url.pathname + url.search;
    downloads.set(address, (downloads.get(address) ?? 0) + 1);
  });
  return downloads;
}
