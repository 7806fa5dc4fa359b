// Small-screen layout checks shared by the storefront's and the back office's specs.
import type { Page } from '@playwright/test';

/** The document's scroll width and, when wider than the viewport, the elements that stick out (widest first). */
export async function sidewaysOverflow(
  page: Page,
  width: number,
): Promise<{ scrollWidth: number; offenders: string[] }> {
  return page.evaluate((limit) => {
    const describe = (el: Element): string => {
      const id = el.id ? `#${el.id}` : '';
      const classes =
        typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${id}${classes}`;
    };
    const path = (el: Element): string => {
      const parts: string[] = [];
      for (let node: Element | null = el; node && node !== document.body && parts.length < 4; node = node.parentElement)
        parts.unshift(describe(node));
      return parts.join(' > ');
    };
    /** Whether an ancestor clips sideways (its overflow does not reach the page). */
    const clipped = (el: Element): boolean => {
      for (
        let node = el.parentElement;
        node && node !== document.body && node !== document.documentElement;
        node = node.parentElement
      ) {
        if (getComputedStyle(node).overflowX !== 'visible') return true;
      }
      return false;
    };
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= limit) return { scrollWidth, offenders: [] };
    const found: { right: number; depth: number; text: string }[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= limit + 0.5 || clipped(el)) continue;
      let depth = 0;
      for (let node = el.parentElement; node; node = node.parentElement) depth += 1;
      found.push({
        right: rect.right,
        depth,
        text: `${path(el)} (right ${Math.round(rect.right)}px, width ${Math.round(rect.width)}px)`,
      });
    }
    // Widest first; among equally wide ones the innermost (the likeliest cause) first.
    found.sort((a, b) => b.right - a.right || b.depth - a.depth);
    return { scrollWidth, offenders: found.slice(0, 6).map((item) => item.text) };
  }, width);
}
