// What a client-side route change tells a screen-reader or keyboard user: the document
// title names the new page, and the focus moves to the page's main heading (the h1 in #main), as a
// full page load would start them at the top of the new page. Not on the first load (the browser's
// own order then) and not when only the query changes (search typing, filters: the focus stays in
// the control being used). A remote page whose code or data is still coming gets its heading
// focused when it appears; without one, #main itself takes the focus.
import { useEffect, useRef } from 'react';
import { useLocation } from '@rmj/router';
import { documentTitle, type PageSeo } from '@rmj/contracts';
import { useLang } from '@rmj/i18n';

/** How long a new page may take to show its heading before #main takes the focus instead. */
export const HEADING_WAIT_MS = 5000;

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

function focusElement(element: HTMLElement): void {
  // A heading or a landmark is focusable by script only (tabIndex -1): never a Tab stop.
  if (!element.matches(FOCUSABLE)) element.tabIndex = -1;
  element.focus({ preventScroll: true });
}

/** Focuses #main's h1 now or when it appears; returns what stops waiting. */
function focusMainHeading(): () => void {
  const main = document.getElementById('main');
  if (!main) return () => undefined;
  const heading = () => main.querySelector<HTMLElement>('h1');
  const now = heading();
  if (now) {
    focusElement(now);
    return () => undefined;
  }
  // Later, only if the shopper has not moved the focus themselves meanwhile.
  const before = document.activeElement;
  const untouched = () => {
    const active = document.activeElement;
    return active === before || active === null || active === document.body || !active.isConnected;
  };
  const observer = new MutationObserver(() => {
    const found = heading();
    if (!found) return;
    stop();
    if (untouched()) focusElement(found);
  });
  const timer = setTimeout(() => {
    stop();
    if (untouched()) focusElement(main);
  }, HEADING_WAIT_MS);
  function stop(): void {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

/**
 * Keeps the title and the focus in step with the route. Renders nothing; mount once inside the router.
 * `pages` are the remotes' declared pages (their titles), undefined while the route's owner has not
 * answered: the title then stays as it is until it has.
 */
export function RouteFocus({ pages }: { pages: readonly PageSeo[] | undefined }): null {
  // The route's path (no /ta): titled in the page's language.
  const { pathname, search } = useLocation();
  const lang = useLang();
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (pages) document.title = documentTitle(pathname, search, pages, lang);
  }, [pathname, search, pages, lang]);

  useEffect(() => {
    if (shownPath.current === pathname) return undefined;
    shownPath.current = pathname;
    return focusMainHeading();
  }, [pathname]);

  return null;
}
