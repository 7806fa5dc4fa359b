// What each storefront page is called (the document title), what it is about (the meta description),
// and its one canonical address: the remotes' route lists give some pages several paths (`/womens` and
// `/category/women`), and search engines should know them as one. The shell sets the same titles on
// client-side route changes, the render service puts them into the first HTML.
import { BRAND_FULL_NAME, BRAND_NAME } from '../brand';
import { isStaffPath } from '../shop-paths';
import { trimEnd } from './text';

/** A storefront page as search engines see it. */
export interface SeoRoute {
  /** The canonical path. */
  path: string;
  /** Other paths of the same page (the remotes' route `aliases`, and paths the spec links to). */
  aliases?: readonly string[];
  /** The page's own part of the title ('Women's Jewellery'); the home page's title is whole. */
  name: string;
  /** Meta description, 50-160 characters. */
  description: string;
  /** Listed in the sitemap (a listing or an information page anyone may open). */
  listed?: boolean;
  /** Search engines should not index it (personal pages). Search results are indexed under their canonical query. */
  noindex?: boolean;
}

const HOME_NAME = 'Genuine Silver Jewellery';

/** Every storefront page at a fixed path, canonical path first. */
export const SEO_ROUTES: readonly SeoRoute[] = [
  {
    path: '/',
    name: HOME_NAME,
    description:
      'Hallmarked genuine silver and gold jewellery for women, men and kids, made to order with engraving and fingerprint options. Cash on delivery across India.',
    listed: true,
  },
  {
    path: '/vel-kada',
    name: 'Vel Kada Collection',
    description:
      'Sacred Vel kadas in pure 92.5 sterling silver, finished by hand and packed in a gift box. Hallmarked, with resale value across India.',
    listed: true,
  },
  {
    path: '/all-products',
    aliases: ['/all-procuct'],
    name: 'All Jewellery',
    description:
      'Every piece of RMJ Jewellers in one place: silver and gold rings, bracelets, pendants, anklets and kadas for women, men and kids.',
    listed: true,
  },
  {
    path: '/category/women',
    aliases: ['/womens', '/category/Female'],
    name: "Women's Jewellery",
    description:
      'Graceful silver and gold jewellery for her: rings, anklets, bracelets, chains and pendants, hallmarked and delivered across India.',
    listed: true,
  },
  {
    path: '/category/men',
    aliases: ['/mens', '/category/Male'],
    name: "Men's Jewellery",
    description:
      'Bold, timeless silver and gold for him: kadas, bracelets, chains and rings, hallmarked, with a 2-year warranty on bracelets.',
    listed: true,
  },
  {
    path: '/category/kids',
    aliases: ['/category/Kids'],
    name: "Kids' Jewellery",
    description:
      'Safe, charming silver for little ones: light anklets, thandas, bracelets and chains, hallmarked and packed in a gift box.',
    listed: true,
  },
  {
    path: '/category/couples',
    name: 'Couple Rings',
    description:
      'Matching silver and gold couple rings for promises, engagements, weddings and anniversaries, sized for free and engraved on request.',
    listed: true,
  },
  {
    path: '/category/rings',
    name: 'Rings',
    description:
      'Silver and gold rings for promises, engagements, weddings and anniversaries, with complimentary sizing and optional engraving.',
    listed: true,
  },
  {
    path: '/category/pendants',
    name: 'Luxury Pendants',
    description:
      'Statement pendants in diamond, gold, pearl and precious stones, certified gemstones and secure packaging with every order.',
    listed: true,
  },
  ...(['women', 'men', 'kids'] as const).flatMap((people) =>
    (['rings', 'bracelets', 'pendants'] as const).map((piece): SeoRoute => {
      const path = `/custom/${people}/${piece}`;
      const aliases =
        path === '/custom/women/rings'
          ? ['/womens-rings']
          : path === '/custom/women/pendants'
            ? ['/custom/women/Pendants']
            : [];
      const whose = people === 'kids' ? "Kids'" : people === 'women' ? "Women's" : "Men's";
      const Piece = piece.charAt(0).toUpperCase() + piece.slice(1);
      return {
        path,
        aliases,
        name: `${whose} Custom ${Piece}`,
        description: `${whose} silver ${piece} made for you: engrave a name or a date, or keep a fingerprint or a picture, hallmarked and gift-boxed.`,
        listed: true,
      };
    }),
  ),
  {
    path: '/custom',
    aliases: ['/customize'],
    name: 'Customise Your Ring',
    description:
      'Make a ring your own: choose a fingerprint or engraving, preview it and order it in genuine silver, delivered across India.',
    // Opened from a product (navigation state); on its own it asks for one: not a page to list.
    noindex: true,
  },
  {
    path: '/contact',
    name: 'Contact Us',
    description: `Visit the ${BRAND_NAME} store in Palani, Tamil Nadu, open every day 10:30 am to 9:30 pm, or write to us: address, phone, e-mail and map.`,
    listed: true,
  },
  {
    path: '/privacy',
    name: 'Privacy Notice',
    description: `How ${BRAND_NAME} collects, uses, keeps and deletes your personal data, your rights under India's DPDP Act 2023, and whom to contact with a grievance.`,
    listed: true,
  },
  {
    path: '/seller',
    name: 'Seller Information',
    description: `Who sells on this website: the legal name, address, GSTIN and contact of ${BRAND_NAME}, and the grievance officer who answers complaints.`,
    listed: true,
  },
  {
    path: '/policies',
    name: 'Returns, Refunds and Shipping',
    description: `${BRAND_NAME}'s returns, refunds, cancellation, exchange and shipping policies: return window, personalised pieces, delivery times and charges.`,
    listed: true,
  },
  {
    path: '/grievance',
    name: 'Complaints',
    description: `Raise a complaint with ${BRAND_NAME}: get a ticket number at once, an acknowledgement within 48 hours and a resolution within one month.`,
    listed: true,
  },
  {
    path: '/track-order',
    name: 'Track Your Order',
    description: `Follow your ${BRAND_NAME} order from payment to delivery: enter your order number to see its status, items and address.`,
  },
  {
    path: '/search',
    name: 'Search',
    description: `Search the ${BRAND_NAME} catalogue of silver and gold jewellery by name, category, material or price.`,
  },
  {
    path: '/cart',
    aliases: ['/checkout'],
    name: 'Your Cart',
    description: `Your ${BRAND_NAME} shopping cart: review your jewellery, sizes and customisations, then check out securely.`,
    noindex: true,
  },
  {
    path: '/account',
    name: 'Your Account',
    description: `Sign in to your ${BRAND_NAME} account or create one to follow orders and check out faster.`,
    noindex: true,
  },
  {
    path: '/account/addresses',
    name: 'Your Addresses',
    description: `Your saved ${BRAND_NAME} delivery addresses: add, change or remove them, and choose one at checkout.`,
    noindex: true,
  },
  {
    path: '/welcome',
    name: 'Welcome',
    description: `Welcome to ${BRAND_NAME}: you are signed in. Continue to the collection of silver and gold jewellery.`,
    noindex: true,
  },
];

/** Pages with a parameter in the path. */
const PRODUCT_PATH = /^\/product\/([^/]+)$/;
const ORDER_PROOF_PATH = /^\/order-proof\/[^/]+$/;

/** The generic product page's name, until the product's own name is known. */
export const PRODUCT_TITLE_NAME = 'Product';
/** Name of a page no route serves. */
export const NOT_FOUND_NAME = 'Page Not Found';
/** Longest title search engines show in full (characters). */
export const TITLE_MAX = 60;

const BY_PATH = new Map<string, SeoRoute>(
  SEO_ROUTES.flatMap((route) => [route.path, ...(route.aliases ?? [])].map((path) => [path, route] as const)),
);

/** A path without a trailing slash ('/womens/' → '/womens'; '/' stays). */
const trimSlash = (pathname: string): string => trimEnd(pathname, '/', 1);

/** The storefront route a path shows, if it is one of the fixed paths (aliases included; case-sensitive). */
export function seoRouteOf(pathname: string): SeoRoute | undefined {
  return BY_PATH.get(trimSlash(pathname));
}

/** The product id of a product page's path, else undefined. */
export function productIdOf(pathname: string): string | undefined {
  const match = PRODUCT_PATH.exec(trimSlash(pathname));
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/**
 * The one path of a page: an alias becomes its main path ('/womens' → '/category/women',
 * '/checkout' → '/cart'), a trailing slash goes; any other path stays as it is.
 */
export function canonicalPath(pathname: string): string {
  const path = trimSlash(pathname || '/');
  return BY_PATH.get(path)?.path ?? path;
}

/** '<page> | RMJ Jewellers — Silver & Gold', or with the short brand when that is too long. */
function titled(name: string): string {
  const full = `${name} | ${BRAND_FULL_NAME}`;
  if (full.length <= TITLE_MAX) return full;
  const short = `${name} | ${BRAND_NAME}`;
  if (short.length <= TITLE_MAX) return short;
  const room = TITLE_MAX - ` | ${BRAND_NAME}`.length - 1;
  const cut = name.slice(0, room);
  const atWord = cut.lastIndexOf(' ') > room / 2 ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return `${atWord.trimEnd()}… | ${BRAND_NAME}`;
}

/** The title of a product page: 'Lotus Silver Ring | RMJ Jewellers — Silver & Gold' (shortened past 60 characters). */
export function productTitle(name: string): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  return titled(clean || PRODUCT_TITLE_NAME);
}

/** The search term of a query string ('?q=ring' → 'ring'), trimmed; '' when there is none. */
export function searchTermOf(search = ''): string {
  try {
    return (new URLSearchParams(search).get('q') ?? '').replace(/\s+/g, ' ').trim();
  } catch {
    return '';
  }
}

/** The page part of the title of a path (no brand), as `documentTitle` uses it. */
export function pageName(pathname: string, search?: string): string {
  const path = trimSlash(pathname || '/');
  if (path === '/search') {
    const term = searchTermOf(search);
    if (!term) return 'Search';
    const shown = term.length > 24 ? `${term.slice(0, 23)}…` : term;
    return `Search results for "${shown}"`;
  }
  const route = BY_PATH.get(path);
  if (route) return route.name;
  if (PRODUCT_PATH.test(path)) return PRODUCT_TITLE_NAME;
  if (ORDER_PROOF_PATH.test(path)) return 'Order Proof';
  if (isStaffPath(path)) return 'Staff';
  return NOT_FOUND_NAME;
}

/**
 * The static title of a storefront page: 'Women's Jewellery | RMJ Jewellers — Silver & Gold',
 * 'Search results for "ring" | …', a product page's generic 'Product | …' until its name is known
 * (then `productTitle(name)`), 'Page Not Found | …' for any path no page serves.
 */
export function documentTitle(pathname: string, search?: string): string {
  const path = trimSlash(pathname || '/');
  if (path === '/') return titled(HOME_NAME);
  return titled(pageName(path, search));
}
