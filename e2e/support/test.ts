// The `test` and `expect` every spec imports: Playwright's, with pages that, after a full page load
// (`goto`, `reload`) of the shop, wait until the page answers to input. A server-rendered page looks
// finished before React has attached its handlers; a click in that gap is lost (a menu that does not
// open, a checkbox whose filter never runs). The shell marks `#root` with `data-hydrated` once the
// page's region has hydrated or been rendered in the browser, so this waits for that signal, never
// for a fixed time. Pages of every context a spec opens wait the same way (the fixture page, pages of
// `browser.newContext()` and `browser.newPage()`), except with JavaScript turned off.
import { test as base, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test';

export * from '@playwright/test';

/** What the shell sets once the page answers to input (`shell/src/startup/hydration-signal.tsx`). */
const HYDRATED = '#root[data-hydrated]';
/** A cold remote on a busy two-core machine can take this long to load and hydrate. */
const HYDRATION_TIMEOUT_MS = 30_000;

/** Waits until the shop's page in `page` has hydrated (after a load the spec started itself). */
export async function waitForHydration(page: Page): Promise<void> {
  await page
    .locator(HYDRATED)
    .waitFor({ state: 'attached', timeout: HYDRATION_TIMEOUT_MS })
    .catch((error: unknown) => {
      throw new Error(`the page ${page.url()} did not hydrate (no ${HYDRATED}): ${String(error)}`);
    });
}

/** After a load: waits when the answer was one of the shop's pages (HTML with the shell's #root). */
/**
 * Contexts with JavaScript turned off: their pages never hydrate, so loads there never wait. Kept
 * apart from the patching, because Playwright may hand the fixture a context already watched.
 */
const scriptless = new WeakSet<BrowserContext>();

async function afterLoad(page: Page, response: Response | null): Promise<void> {
  if (scriptless.has(page.context())) return;
  if (!response || !(response.headers()['content-type'] ?? '').includes('text/html')) return;
  const isShopPage = await page.evaluate(() => document.getElementById('root') !== null).catch(() => false);
  if (isShopPage) await waitForHydration(page);
}

const patched = new WeakSet<Page>();

/** Makes `page.goto` and `page.reload` resolve only once the loaded shop page has hydrated. */
export function waitsForHydration(page: Page): Page {
  if (patched.has(page)) return page;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await afterLoad(page, response);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await afterLoad(page, response);
    return response;
  };
  return page;
}

function watchContext(context: BrowserContext): BrowserContext {
  for (const page of context.pages()) waitsForHydration(page);
  context.on('page', waitsForHydration);
  return context;
}

/** Contexts and pages a spec opens from the browser itself wait the same way (unless JavaScript is off). */
function watchBrowser(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options?: Parameters<Browser['newContext']>[0]) => {
    const context = await newContext(options);
    if (options?.javaScriptEnabled === false) scriptless.add(context);
    return options?.javaScriptEnabled === false ? context : watchContext(context);
  };
  browser.newPage = async (options?: Parameters<Browser['newPage']>[0]) => {
    const page = await newPage(options);
    return options?.javaScriptEnabled === false ? page : waitsForHydration(page);
  };
  return browser;
}

export const test = base.extend<object, { watchedBrowser: Browser }>({
  watchedBrowser: [async ({ browser }, provide) => provide(watchBrowser(browser)), { scope: 'worker', auto: true }],
  context: async ({ context, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled === false) scriptless.add(context);
    await provide(javaScriptEnabled === false ? context : watchContext(context));
  },
  page: async ({ page, javaScriptEnabled }, provide) => {
    await provide(javaScriptEnabled === false ? page : waitsForHydration(page));
  },
});
