// The <head> of a server-rendered page: title, description, canonical URL, Open Graph and Twitter card
// tags and JSON-LD (schema.org Product with Offer, BreadcrumbList, JewelryStore). Built from data
// (`pageHead`), then written as HTML (`headTags`) with every value escaped: a product name with `"<>&`
// stays text, and `</script>` in a name cannot end a JSON-LD block. A Tamil page (/ta/…) is the same
// route's head in Tamil: its declared Tamil name and description, a product's Tamil name, its own
// address as canonical, and both addresses as hreflang alternates on every storefront page.
import {
  BRAND_FULL_NAME,
  BRAND_NAME,
  canonicalPath,
  documentTitle,
  jsonForScript,
  isStaffPath,
  normaliseIndianPhone,
  pageName,
  pathInShopLanguage,
  pathWithoutShopLanguage,
  paths,
  PHOTO_WIDTHS,
  photoVariantPath,
  productIdOf,
  productTitle,
  searchPageOf,
  searchTermOf,
  seoRouteOf,
  shopLanguageOfPath,
  trimEnd,
  withoutTrailingSlashes as trimOrigin,
  type PageSeo,
  type Product,
  type PublicShopSettings,
  type ShopLanguage,
} from '@rmj/contracts';

/** What the head needs of a product (the public product call's body). */
export type SeoProduct = Pick<Product, 'id' | 'name' | 'price' | 'inStock'> &
  Partial<
    Pick<
      Product,
      | 'description'
      | 'nameTa'
      | 'descriptionTa'
      | 'images'
      | 'image'
      | 'photos'
      | 'productType'
      | 'productCategory'
      | 'peopleCategory'
      | 'rating'
      | 'reviews'
    >
  >;

/** A picture for link previews: an absolute URL. */
export interface HeadImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
  /** MIME type ('image/webp', 'image/svg+xml'). */
  type?: string;
}

/** A JSON-LD block (one schema.org object with its @context). */
export type JsonLd = Readonly<Record<string, unknown>>;

/** One address of the page in a language (`<link rel="alternate" hreflang>`). */
export interface HeadAlternate {
  /** 'en-IN', 'ta-IN' or 'x-default' (the English address, for every other language). */
  hreflang: string;
  href: string;
}

/** Everything the <head> of one page carries for link previews and search engines. */
export interface PageHead {
  /** The page's language (its address's). */
  lang: ShopLanguage;
  /** The page's address in each language; none on the back office's pages (English only). */
  alternates: readonly HeadAlternate[];
  title: string;
  /** Meta description, at most 160 characters. */
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  /** 'noindex, follow' for pages search engines should not list; absent otherwise. */
  robots?: string;
  /** Open Graph type. */
  type: 'website' | 'product';
  image?: HeadImage;
  /** A product's price (whole rupees) for `product:price:*`. */
  price?: { amount: number; currency: 'INR' };
  /** A product's availability for `product:availability`. */
  availability?: 'in stock' | 'out of stock';
  jsonLd: readonly JsonLd[];
}

/** What `pageHead` builds from. */
export interface PageHeadInput {
  /** The shop's public origin, 'https://rmjjewellers.in' (a trailing slash is ignored). */
  origin: string;
  pathname: string;
  /** The query string ('?q=ring'): the search page's term. */
  search?: string;
  /** A product page's product, when it could be read. */
  product?: SeoProduct;
  /** The owner's settings (contact details, address, opening hours), when they could be read. */
  store?: PublicShopSettings;
  /** Every page the remotes declare (their builds' manifests): names, descriptions, canonical paths. */
  pages: readonly PageSeo[];
}

/** Currency of every price in the shop. */
export const SEO_CURRENCY = 'INR';
/** Open Graph locale of each language. */
export const SEO_LOCALES: Readonly<Record<ShopLanguage, string>> = { en: 'en_IN', ta: 'ta_IN' };
/** Open Graph locale of English pages. */
export const SEO_LOCALE = SEO_LOCALES.en;
/** BCP 47 tag of each language (hreflang, JSON-LD inLanguage). */
export const SEO_LANGUAGE_TAGS: Readonly<Record<ShopLanguage, string>> = { en: 'en-IN', ta: 'ta-IN' };

/** The head's own words in each language. */
const HEAD_WORDS: Readonly<
  Record<
    ShopLanguage,
    {
      home: string;
      productPage: string;
      notFound: (name: string) => string;
      sale: (price: string, material: string) => string;
    }
  >
> = {
  en: {
    home: 'Home',
    productPage: `Genuine silver and gold jewellery from ${BRAND_NAME}: hallmarked, sized for free and delivered across India.`,
    notFound: (name) =>
      `${name}: this page of ${BRAND_NAME} does not exist. Browse our hallmarked silver and gold jewellery instead.`,
    sale: (price, material) =>
      `${price} at ${BRAND_NAME}: hallmarked ${material ? `${material.toLowerCase()} ` : ''}jewellery, delivered across India.`,
  },
  ta: {
    home: 'முகப்பு',
    productPage: `${BRAND_NAME} வழங்கும் அசல் வெள்ளி, தங்க நகைகள்: ஹால்மார்க் சான்றுடன், இலவச அளவு மாற்றம், இந்தியா முழுவதும் டெலிவரி.`,
    notFound: (name) => `${name}: ${BRAND_NAME} கடையில் இந்தப் பக்கம் இல்லை. எங்கள் ஹால்மார்க் வெள்ளி, தங்க நகைகளைப் பாருங்கள்.`,
    sale: (price) => `${price} — ${BRAND_NAME}: ஹால்மார்க் நகைகள், இந்தியா முழுவதும் டெலிவரி.`,
  },
};
/** Longest meta description (characters). */
export const DESCRIPTION_MAX = 160;
/** Width (px) of the photograph variant link previews prefer. */
export const PREVIEW_PHOTO_WIDTH = 1280;

const SCHEMA = 'https://schema.org';
const NOINDEX = 'noindex, follow';
const AUDIENCE_PATHS: Readonly<Record<string, string>> = {
  women: '/category/women',
  men: '/category/men',
  kids: '/category/kids',
  couples: '/category/couples',
};

/** Rupees written the Indian way: 12,34,567. */
const rupees = (amount: number): string => `₹${Math.round(amount).toLocaleString('en-IN')}`;
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Text cut to `max` characters at a word, with '…' when cut. */
export function clampDescription(text: string, max = DESCRIPTION_MAX): string {
  const clean = oneLine(text);
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${trimEnd(space > max / 2 ? cut.slice(0, space) : cut, ' \t\n,.;:–—-')}…`;
}

/** An address made absolute on the shop's origin; undefined for data: or unusable addresses. */
function absoluteUrl(origin: string, address: string | undefined): string | undefined {
  if (!address) return undefined;
  if (/^https?:\/\//i.test(address)) return address;
  if (address.startsWith('/') && !address.startsWith('//')) return `${origin}${address}`;
  return undefined;
}

/**
 * The picture of a product for link previews: its first photograph's 1280 px WebP (else the largest
 * WebP made of it), else its drawn picture (the first of `images`, else `image`, as the cards pick it).
 */
export function productPreviewImage(origin: string, product: SeoProduct): HeadImage | undefined {
  const base = trimOrigin(origin);
  const photo = product.photos?.[0];
  if (photo && photo.widths.length) {
    const width = photo.widths.includes(PREVIEW_PHOTO_WIDTH)
      ? PREVIEW_PHOTO_WIDTH
      : Math.max(...photo.widths.filter((w) => (PHOTO_WIDTHS as readonly number[]).includes(w)), ...photo.widths);
    return {
      url: `${base}${photoVariantPath(photo.id, width, 'webp')}`,
      alt: oneLine(photo.alt || product.name),
      width,
      height: Math.round((photo.height * width) / photo.width),
      type: 'image/webp',
    };
  }
  const drawn = absoluteUrl(base, product.images?.find(Boolean) ?? product.image);
  if (!drawn) return undefined;
  const svg = /\.svg(?:$|\?)/i.test(drawn);
  return { url: drawn, alt: oneLine(product.name), ...(svg ? { type: 'image/svg+xml' } : {}) };
}

/** schema.org `BreadcrumbList` of named steps (absolute URLs). */
export function breadcrumbJsonLd(steps: readonly { name: string; url: string }[], lang: ShopLanguage = 'en'): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    inLanguage: SEO_LANGUAGE_TAGS[lang],
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/**
 * schema.org `JewelryStore`: the physical store (address, phone, e-mail, opening hours) as the owner's
 * settings give them. When they cannot be read, the store is named by the brand alone: a page never
 * tells search engines an address or a number the owner may have changed.
 */
export function jewelryStoreJsonLd(origin: string, store?: PublicShopSettings): JsonLd {
  const base = trimOrigin(origin);
  const named = {
    '@context': SCHEMA,
    '@type': 'JewelryStore',
    '@id': `${base}/#store`,
    name: BRAND_NAME,
    url: `${base}/`,
    priceRange: '₹₹',
    currenciesAccepted: SEO_CURRENCY,
  };
  if (!store) return named;
  const phone = normaliseIndianPhone(store.phone);
  return {
    ...named,
    ...(phone ? { telephone: `+91${phone}` } : {}),
    email: store.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: store.streetAddress,
      addressLocality: store.city,
      addressRegion: store.state,
      postalCode: store.pin,
      addressCountry: 'IN',
    },
    openingHoursSpecification: store.openingHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...hours.days],
      opens: hours.opens,
      closes: hours.closes,
    })),
  };
}

/** schema.org `WebSite` with the search box (home page). */
export function webSiteJsonLd(origin: string, lang: ShopLanguage = 'en'): JsonLd {
  const base = trimOrigin(origin);
  return {
    '@context': SCHEMA,
    '@type': 'WebSite',
    name: BRAND_FULL_NAME,
    url: `${base}${pathInShopLanguage('/', lang)}`,
    inLanguage: SEO_LANGUAGE_TAGS[lang],
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${base}${pathInShopLanguage('/search', lang)}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** A product's meta description: its own text, then its price and the shop, within 160 characters. */
export function productDescription(product: SeoProduct, lang: ShopLanguage = 'en'): string {
  const own = oneLine(productText(product, lang).description ?? '');
  const sale = HEAD_WORDS[lang].sale(rupees(product.price), product.productType ?? '');
  const lead = own || oneLine(productText(product, lang).name);
  const joined = `${/[.!?]$/.test(lead) ? lead : `${lead}.`} ${sale}`;
  return joined.length <= DESCRIPTION_MAX ? joined : clampDescription(lead, DESCRIPTION_MAX);
}

/** A product's name and description in `lang`: Tamil where the piece has them, else English. */
export function productText(product: SeoProduct, lang: ShopLanguage): { name: string; description?: string } {
  if (lang === 'en') return { name: product.name, description: product.description };
  return { name: product.nameTa || product.name, description: product.descriptionTa || product.description };
}

/** schema.org `Product` with its `Offer` (INR, availability from stock). */
export function productJsonLd(origin: string, product: SeoProduct, lang: ShopLanguage = 'en'): JsonLd {
  const base = trimOrigin(origin);
  const url = `${base}${pathInShopLanguage(paths.product(product.id), lang)}`;
  const image = productPreviewImage(base, product);
  const rated = (product.reviews ?? 0) > 0 && (product.rating ?? 0) > 0;
  const text = productText(product, lang);
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    '@id': `${url}#product`,
    inLanguage: SEO_LANGUAGE_TAGS[lang],
    name: oneLine(text.name),
    ...(text.description ? { description: oneLine(text.description) } : {}),
    ...(image ? { image: [image.url] } : {}),
    sku: product.id,
    brand: { '@type': 'Brand', name: BRAND_NAME },
    ...(product.productType ? { material: product.productType } : {}),
    ...(product.productCategory ? { category: product.productCategory } : {}),
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.reviews,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: SEO_CURRENCY,
      price: product.price,
      availability: `${SCHEMA}/${product.inStock ? 'InStock' : 'OutOfStock'}`,
      itemCondition: `${SCHEMA}/NewCondition`,
      seller: { '@type': 'Organization', name: BRAND_NAME },
    },
  };
}

/** A declared page's name and description in `lang` (its Tamil ones where it declares them). */
const routeText = (route: PageSeo, lang: ShopLanguage): { name: string; description: string } =>
  (lang === 'ta' ? route.ta : undefined) ?? route;

/** The head of a product page whose product is known (the `lang` and alternates are added by pageHead). */
function productHead(
  base: string,
  product: SeoProduct,
  pages: readonly PageSeo[],
  lang: ShopLanguage,
): Omit<PageHead, 'lang' | 'alternates'> {
  const at = (path: string) => `${base}${pathInShopLanguage(path, lang)}`;
  const url = at(paths.product(product.id));
  const audience = product.peopleCategory ? AUDIENCE_PATHS[product.peopleCategory] : undefined;
  const listing = audience ? seoRouteOf(audience, pages) : undefined;
  const name = oneLine(productText(product, lang).name);
  const steps = [
    { name: HEAD_WORDS[lang].home, url: at('/') },
    ...(audience && listing ? [{ name: routeText(listing, lang).name, url: at(audience) }] : []),
    { name, url },
  ];
  return {
    title: productTitle(name, lang),
    description: productDescription(product, lang),
    canonical: url,
    type: 'product',
    image: productPreviewImage(base, product),
    price: { amount: product.price, currency: SEO_CURRENCY },
    availability: product.inStock ? 'in stock' : 'out of stock',
    jsonLd: [productJsonLd(base, product, lang), breadcrumbJsonLd(steps, lang)],
  };
}

/**
 * The page's address in each language (the canonical address, its query kept) and x-default (the
 * English one): on every storefront page, none on the back office's.
 */
function alternatesOf(base: string, canonicalAddress: string): HeadAlternate[] {
  if (isStaffPath(canonicalAddress.split('?')[0])) return [];
  const en = `${base}${pathInShopLanguage(canonicalAddress, 'en')}`;
  return [
    { hreflang: SEO_LANGUAGE_TAGS.en, href: en },
    { hreflang: SEO_LANGUAGE_TAGS.ta, href: `${base}${pathInShopLanguage(canonicalAddress, 'ta')}` },
    { hreflang: 'x-default', href: en },
  ];
}

/**
 * The head of a page: a product page with its product gets the product's name, picture, price and
 * JSON-LD; every other page (and a product page whose product could not be read) its static title and
 * description, the canonical URL of its main path, a breadcrumb, and the store on home and contact.
 */
export function pageHead(input: PageHeadInput): PageHead {
  const base = trimOrigin(input.origin);
  const { pages } = input;
  // A Tamil address is its route's page in Tamil: looked up without /ta, its addresses written with it.
  const lang = shopLanguageOfPath(input.pathname);
  const at = (address: string) => `${base}${pathInShopLanguage(address, lang)}`;
  const path = canonicalPath(pathWithoutShopLanguage(input.pathname), pages);
  if (input.product && productIdOf(path) === input.product.id) {
    return {
      lang,
      alternates: alternatesOf(base, paths.product(input.product.id)),
      ...productHead(base, input.product, pages, lang),
    };
  }

  const route = seoRouteOf(path, pages);
  const productId = productIdOf(path);
  const name = pageName(path, input.search, pages, lang);
  const term = path === '/search' ? searchTermOf(input.search) : '';
  // Each results page is its own canonical address (page 2 lists other pieces than page 1), as search
  // engines ask of paginated lists; page 1 is the bare query.
  const address = path === '/search' && term ? paths.search(term, searchPageOf(input.search)) : path;
  const canonical = at(address);
  const jsonLd: JsonLd[] = [];
  if (path === '/') jsonLd.push(webSiteJsonLd(base, lang), jewelryStoreJsonLd(base, input.store));
  else if (route) {
    jsonLd.push(
      breadcrumbJsonLd(
        [
          { name: HEAD_WORDS[lang].home, url: at('/') },
          { name: routeText(route, lang).name, url: at(route.path) },
        ],
        lang,
      ),
    );
  }
  if (path === '/contact') jsonLd.push(jewelryStoreJsonLd(base, input.store));

  // The contact page's words from the owner's settings are English; a Tamil page keeps its declared ones.
  const description = productId
    ? HEAD_WORDS[lang].productPage
    : path === '/contact' && input.store && lang === 'en'
      ? contactDescription(input.store)
      : route
        ? routeText(route, lang).description
        : HEAD_WORDS[lang].notFound(name);
  const indexable = Boolean(productId) || (route !== undefined && !route.noindex);
  return {
    lang,
    alternates: alternatesOf(base, address),
    title: documentTitle(path, input.search, pages, lang),
    description: clampDescription(description),
    canonical,
    ...(indexable ? {} : { robots: NOINDEX }),
    type: 'website',
    jsonLd,
  };
}

/**
 * The contact page's description from the owner's settings: the town and hours as set now (the route's
 * static words, used without settings, are these with today's values).
 */
export function contactDescription(store: Pick<PublicShopSettings, 'city' | 'state' | 'storeHours'>): string {
  // 'Every day ...' reads on as 'open every day ...'; a day's name keeps its capital.
  const hours = /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b/.test(store.storeHours)
    ? store.storeHours
    : store.storeHours.charAt(0).toLowerCase() + store.storeHours.slice(1);
  return `Visit the ${BRAND_NAME} store in ${store.city}, ${store.state}, open ${hours}, or write to us: address, phone, e-mail and map.`;
}

/** Text made safe for HTML text and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const meta = (attribute: 'name' | 'property', key: string, content: string | number | undefined): string[] =>
  content === undefined || content === ''
    ? []
    : [`<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`];

/**
 * The head as HTML, one tag a line: <title>, description, canonical link, robots, Open Graph,
 * Twitter card and JSON-LD scripts. Every value escaped; JSON-LD through `jsonForScript`.
 */
export function headTags(head: PageHead): string {
  const { image } = head;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...head.alternates.map(
      (alternate) =>
        `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}">`,
    ),
    ...meta('name', 'robots', head.robots),
    ...meta('property', 'og:site_name', BRAND_FULL_NAME),
    ...meta('property', 'og:locale', SEO_LOCALES[head.lang]),
    ...(head.alternates.length
      ? meta('property', 'og:locale:alternate', SEO_LOCALES[head.lang === 'en' ? 'ta' : 'en'])
      : []),
    ...meta('property', 'og:type', head.type),
    ...meta('property', 'og:title', head.title),
    ...meta('property', 'og:description', head.description),
    ...meta('property', 'og:url', head.canonical),
    ...meta('property', 'og:image', image?.url),
    ...meta('property', 'og:image:alt', image?.alt),
    ...meta('property', 'og:image:type', image?.type),
    ...meta('property', 'og:image:width', image?.width),
    ...meta('property', 'og:image:height', image?.height),
    ...meta('property', 'product:price:amount', head.price?.amount),
    ...meta('property', 'product:price:currency', head.price?.currency),
    ...meta('property', 'product:availability', head.availability),
    ...meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    ...meta('name', 'twitter:title', head.title),
    ...meta('name', 'twitter:description', head.description),
    ...meta('name', 'twitter:image', image?.url),
    ...meta('name', 'twitter:image:alt', image?.alt),
    ...head.jsonLd.map((block) => `<script type="application/ld+json">${jsonForScript(block)}</script>`),
  ].join('\n');
}
