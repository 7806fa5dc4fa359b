// /sitemap.xml and /robots.txt: every published product and every listing at its canonical path, and
// the rules that keep crawlers out of personal pages and the API. The remotes declare their pages and
// the paths they want left alone (their builds' manifests); the back office and the API are the
// platform's own. Every page has two addresses, English and Tamil (/ta/…): both are listed, and both
// of a personal page are closed.
import {
  API_BASE,
  pathInShopLanguage,
  paths,
  SHOP_LANGUAGES,
  STAFF_AREA,
  withoutTrailingSlashes as trimOrigin,
  type PageSeo,
} from '@rmj/contracts';

/** A path in every language: '/cart' → ['/cart', '/ta/cart']; a folder keeps its slash ('/order-proof/'). */
const inEveryLanguage = (path: string): string[] =>
  SHOP_LANGUAGES.map((lang) => {
    const folder = path.length > 1 && path.endsWith('/');
    const localised = pathInShopLanguage(folder ? path.slice(0, -1) : path, lang);
    return folder ? `${localised}/` : localised;
  });

/** One address of the sitemap. */
export interface SitemapEntry {
  /** Path on the shop's origin ('/category/women'). */
  path: string;
  /** Last change, W3C date ('2026-11-26' or a full ISO time). */
  lastmod?: string;
  changefreq?: 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';
  /** 0.0-1.0. */
  priority?: number;
}

/**
 * Paths crawlers are asked to leave alone: the staff's area, the remotes' declared paths (single pages
 * before whole folders, each once), the API.
 */
export function robotsDisallow(declared: readonly string[]): string[] {
  const remotes = [...new Set(declared.flatMap(inEveryLanguage))];
  const folders = remotes.filter((path) => path.endsWith('/'));
  const pages = remotes.filter((path) => !path.endsWith('/'));
  return [STAFF_AREA, ...pages, ...folders, `${API_BASE}/`];
}

/** Text made safe inside XML elements and attributes. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The sitemap XML (sitemaps.org 0.9) of the entries on the origin, each path once. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const base = trimOrigin(origin);
  const seen = new Set<string>();
  const urls = entries
    .filter((entry) => !seen.has(entry.path) && seen.add(entry.path))
    .map((entry) =>
      [
        '  <url>',
        `    <loc>${escapeXml(`${base}${entry.path}`)}</loc>`,
        ...(entry.lastmod ? [`    <lastmod>${escapeXml(entry.lastmod)}</lastmod>`] : []),
        ...(entry.changefreq ? [`    <changefreq>${entry.changefreq}</changefreq>`] : []),
        ...(entry.priority !== undefined
          ? [`    <priority>${Math.min(1, Math.max(0, entry.priority)).toFixed(1)}</priority>`]
          : []),
        '  </url>',
      ].join('\n'),
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The listing and information pages of the sitemap (canonical paths only). */
export function listingSitemapEntries(pages: readonly PageSeo[]): SitemapEntry[] {
  return pages
    .filter((route) => route.listed)
    .flatMap((route) =>
      inEveryLanguage(route.path).map((path): SitemapEntry => ({
        path,
        changefreq: 'daily',
        priority: route.path === '/' ? 1 : 0.8,
      })),
    );
}

/** Every listing, then every product given (the public catalogue: published products only). */
export function storefrontSitemapEntries(
  pages: readonly PageSeo[],
  products: readonly { id: string }[],
): SitemapEntry[] {
  return [
    ...listingSitemapEntries(pages),
    ...products.flatMap((product) =>
      inEveryLanguage(paths.product(product.id)).map((path): SitemapEntry => ({
        path,
        changefreq: 'weekly',
        priority: 0.6,
      })),
    ),
  ];
}

/** robots.txt: the storefront open to every crawler, personal pages and the API closed, the sitemap named. */
export function robotsTxt(origin: string, declared: readonly string[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...robotsDisallow(declared).map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${trimOrigin(origin)}/sitemap.xml`,
    '',
  ].join('\n');
}
