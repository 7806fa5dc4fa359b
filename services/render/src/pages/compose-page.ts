// The page the shopper receives: the shell's own index.html with the server's render written into it.
import { SSR_STATE_ELEMENT_ID, TAP_KEEPER_SCRIPT, type SsrRendered } from '@rmj/contracts';

// The build minifies index.html: attribute quotes may be left out (`<div id=root></div>`, `href=/main.css`).
const ROOT = /<div id=(?:"root"|'root'|root)\s*><\/div>/;
const LINK = /<link\b[^>]*>/gi;
const HREF = /\shref=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const NOSCRIPT = /<noscript\b[^>]*>[\s\S]*?<\/noscript>/gi;
const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/i;
const HEAD_END = /<\/head>/i;
const FONT_PRELOAD = /<link\b[^>]*\brel=(?:"preload"|'preload'|preload)[^>]*\bas=(?:"font"|'font'|font)[^>]*>/i;
// The tap keeper goes first in <head> (after the charset): before any stylesheet, which would hold an
// inline script (and the parser) until it arrived, and before any of the page it guards is parsed.
const HEAD_START = /<head\b[^>]*>(?:\s*<meta\s+charset=[^>]*>)?/i;

/** The shell's index.html has no empty root element (or no head) to write into. */
export class ShellPageShapeError extends Error {}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The stylesheet links the page still needs: each URL once, none that index.html links already. */
function styleLinks(indexHtml: string, styles: readonly string[]): string {
  const linked = new Set<string>();
  for (const [tag] of indexHtml.matchAll(LINK)) {
    const href = HREF.exec(tag);
    if (href) linked.add(href[1] ?? href[2] ?? href[3]);
  }
  const links: string[] = [];
  for (const href of styles) {
    const written = escapeAttribute(href);
    if (linked.has(href) || linked.has(written)) continue;
    linked.add(href);
    links.push(`<link rel="stylesheet" href="${written}">`);
  }
  return links.join('');
}

/**
 * The scripts the page's hydration asks for once the shell runs, asked for now: beside the shell's own
 * files instead of a round trip each after them. The container is preloaded (`as="script"` without
 * `crossorigin`, as the federation runtime asks for it, so that request takes the preloaded answer).
 * The route list's files are prefetched into the HTTP cache instead: a failed preload would be handed
 * to webpack's later request for the same address (a Retry after a failed load would fail again),
 * while a failed prefetch leaves nothing behind. Their addresses are content-hashed and immutable.
 */
function scriptHints(scripts: SsrRendered['scripts'], indexHtml: string): string {
  // Not on a page that preloads its text font (Tamil): on a phone's bandwidth they would share the line
  // with the font its first words wait for (Lighthouse: the Tamil listing's LCP 2.2 s became 2.6 s).
  if (!scripts || FONT_PRELOAD.test(indexHtml)) return '';
  const routes = [...new Set(scripts.routes)].filter((src) => src !== scripts.container);
  return [
    `<link rel="preload" as="script" href="${escapeAttribute(scripts.container)}">`,
    ...routes.map((src) => `<link rel="prefetch" as="script" href="${escapeAttribute(src)}">`),
  ].join('');
}

/**
 * index.html with the rendered root, the store's state for hydration right after it and then the hints
 * for the scripts hydration asks for first (see scriptHints), the page's style sheets and head tags
 * before `</head>` (the head's `<title>` replaces index.html's own), the tap keeper first in `<head>`
 * (contracts' TAP_KEEPER_SCRIPT: a tap before hydration is kept, not lost), and without its `<noscript>`
 * notice (the page shows its content without scripts). Replacements are functions, so a `$` in the
 * page's text is never read as a replacement pattern.
 */
export function composePage(
  indexHtml: string,
  page: Pick<SsrRendered, 'html' | 'state' | 'styles' | 'scripts'>,
  headTags: string,
): string {
  if (!ROOT.test(indexHtml) || !HEAD_END.test(indexHtml)) {
    throw new ShellPageShapeError('the shell\'s index.html has no empty <div id="root"></div> or no </head>');
  }
  let html = indexHtml.replace(NOSCRIPT, '');
  html = html.replace(HEAD_START, (start) => `${start}<script>${TAP_KEEPER_SCRIPT}</script>`);
  if (/<title\b/i.test(headTags)) html = html.replace(TITLE, '');
  const head = `${styleLinks(html, page.styles)}${headTags}`;
  html = html.replace(HEAD_END, () => `${head}</head>`);
  // The hints follow the page's content: the browser asks for them after the page's pictures, so the
  // first photograph (the listing's largest paint) does not share the line with them.
  return html.replace(
    ROOT,
    () =>
      `<div id="root">${page.html}</div><script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${page.state}</script>${scriptHints(page.scripts, indexHtml)}`,
  );
}
