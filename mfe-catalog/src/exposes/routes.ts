// Public entry of mfe-catalog: its pages and the paths they live at. The shell merges this list
// at run time, so a new catalogue page is a release of mfe-catalog alone. Routes are
// case-sensitive: the capitalised aliases are explicit entries.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../assets.d.ts" />
import type { ComponentType } from 'react';
import type { RemoteRoute, RemoteSeo } from '@rmj/contracts';
import { buildInfo } from '../lib/build-info';
import type { CategoryKey } from '../features/category/lib/category-config';
import { categoryData, homeData, searchData } from './route-data';

type Page = ComponentType<never>;

/** A page's module together with the catalogue's style sheet (style-loader injects it once). */
const styled = <M>(page: Promise<M>): Promise<M> =>
  Promise.all([import('../styles/catalog.css'), page]).then(([, module]) => module);
const categoryPage = () => styled(import('../features/category/components/category-page')).then((m) => m.CategoryPage);
const customListingPage = () =>
  styled(import('../features/custom-listing/components/custom-listing-page')).then((m) => m.CustomListingPage);

const category = (path: string, value: CategoryKey, aliases: string[] = []): RemoteRoute<Page> => ({
  path,
  aliases,
  page: 'CategoryPage',
  load: categoryPage,
  props: { category: value },
  data: categoryData(value),
});

const customListing = (
  people: 'women' | 'men' | 'kids',
  piece: 'rings' | 'bracelets' | 'pendants',
  aliases: string[] = [],
): RemoteRoute<Page> => ({
  path: `/custom/${people}/${piece}`,
  aliases,
  page: 'CustomListingPage',
  load: customListingPage,
  props: { people, piece },
});

/** Paths this remote owns: a literal list, copied by @rmj/mf-config into mf-manifest.json for the runtime config. */
export const paths: readonly string[] = [
  '/',
  '/vel-kada',
  '/contact',
  '/grievance',
  '/old-gold',
  '/privacy',
  '/seller',
  '/policies',
  '/search',
  '/category/*',
  '/womens',
  '/mens',
  '/womens-rings',
  '/custom/*',
  '/all-products',
  '/all-procuct',
];

/**
 * How search engines and the title bar know this remote's pages (title, meta description, listed in
 * the sitemap or kept out of search results), and what robots.txt asks crawlers to leave alone: a
 * literal, copied by @rmj/mf-config into mf-manifest.json for the render service's heads, sitemap and robots.
 */
export const seo: RemoteSeo = {
  pages: [
    {
      path: '/',
      name: 'Genuine Silver Jewellery',
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
    {
      path: '/custom/women/rings',
      aliases: ['/womens-rings'],
      name: "Women's Custom Rings",
      description:
        "Women's silver rings made for you: engrave a name or a date, or keep a fingerprint or a picture, hallmarked and gift-boxed.",
      listed: true,
    },
    {
      path: '/custom/women/bracelets',
      name: "Women's Custom Bracelets",
      description:
        "Women's silver bracelets made for you: engrave a name or a date, or keep a fingerprint or a picture, hallmarked and gift-boxed.",
      listed: true,
    },
    {
      path: '/custom/women/pendants',
      aliases: ['/custom/women/Pendants'],
      name: "Women's Custom Pendants",
      description:
        "Women's silver pendants made for you: engrave a name or a date, or keep a fingerprint or a picture, hallmarked and gift-boxed.",
      listed: true,
    },
    {
      path: '/custom/men/rings',
      name: "Men's Custom Rings",
      description:
        "Men's silver rings made for you: engrave a name or a date, or keep a fingerprint or a picture, hallmarked and gift-boxed.",
      listed: true,
    },
    {
      path: '/custom/men/bracelets',
      name: "Men's Custom Bracelets",
      description:
        "Men's silver bracelets made for you: engrave a name or a date, or keep a fingerprint or a picture, hallmarked and gift-boxed.",
      listed: true,
    },
    {
      path: '/custom/men/pendants',
      name: "Men's Custom Pendants",
      description:
        "Men's silver pendants made for you: engrave a name or a date, or keep a fingerprint or a picture, hallmarked and gift-boxed.",
      listed: true,
    },
    {
      path: '/custom/kids/rings',
      name: "Kids' Custom Rings",
      description:
        "Kids' silver rings made for you: engrave a name or a date, or keep a fingerprint or a picture, hallmarked and gift-boxed.",
      listed: true,
    },
    {
      path: '/custom/kids/bracelets',
      name: "Kids' Custom Bracelets",
      description:
        "Kids' silver bracelets made for you: engrave a name or a date, or keep a fingerprint or a picture, hallmarked and gift-boxed.",
      listed: true,
    },
    {
      path: '/custom/kids/pendants',
      name: "Kids' Custom Pendants",
      description:
        "Kids' silver pendants made for you: engrave a name or a date, or keep a fingerprint or a picture, hallmarked and gift-boxed.",
      listed: true,
    },
    {
      path: '/contact',
      name: 'Contact Us',
      description:
        'Visit the RMJ Jewellers store in Palani, Tamil Nadu, open every day 10:30 am to 9:30 pm, or write to us: address, phone, e-mail and map.',
      listed: true,
    },
    {
      path: '/privacy',
      name: 'Privacy Notice',
      description:
        "How RMJ Jewellers collects, uses, keeps and deletes your personal data, your rights under India's DPDP Act 2023, and whom to contact with a grievance.",
      listed: true,
    },
    {
      path: '/seller',
      name: 'Seller Information',
      description:
        'Who sells on this website: the legal name, address, GSTIN and contact of RMJ Jewellers, and the grievance officer who answers complaints.',
      listed: true,
    },
    {
      path: '/policies',
      name: 'Returns, Refunds and Shipping',
      description:
        "RMJ Jewellers's returns, refunds, cancellation, exchange and shipping policies: return window, personalised pieces, delivery times and charges.",
      listed: true,
    },
    {
      path: '/old-gold',
      name: 'Exchange Your Old Gold',
      description:
        "Estimate your old gold or silver at RMJ Jewellers's buy-back rate today and ask for a visit or a call. The final value is set after testing in our store.",
      listed: true,
    },
    {
      path: '/grievance',
      name: 'Complaints',
      description:
        'Raise a complaint with RMJ Jewellers: get a ticket number at once, an acknowledgement within 48 hours and a resolution within one month.',
      listed: true,
    },
    {
      path: '/search',
      name: 'Search',
      description:
        'Search the RMJ Jewellers catalogue of silver and gold jewellery by name, category, material or price.',
    },
  ],
};

export const routes: readonly RemoteRoute<Page>[] = [
  // One chunk per page (shared pieces land in shared chunks): the home page carries no contact form.
  {
    path: '/',
    page: 'HomePage',
    load: () => styled(import('../features/collection/components/home-page')).then((m) => m.HomePage),
    data: homeData,
  },
  {
    path: '/vel-kada',
    page: 'VelKadaPage',
    load: () => styled(import('../features/vel-kada/components/vel-kada-page')).then((m) => m.VelKadaPage),
  },
  {
    path: '/contact',
    page: 'ContactPage',
    load: () => styled(import('../features/contact/components/contact-page')).then((m) => m.ContactPage),
  },
  {
    path: '/grievance',
    page: 'GrievancePage',
    load: () => styled(import('../features/grievance/components/grievance-page')).then((m) => m.GrievancePage),
  },
  {
    path: '/old-gold',
    page: 'OldGoldPage',
    load: () => styled(import('../features/old-gold/components/old-gold-page')).then((m) => m.OldGoldPage),
  },
  {
    path: '/privacy',
    page: 'PrivacyPage',
    load: () => styled(import('../features/privacy/components/privacy-page')).then((m) => m.PrivacyPage),
  },
  {
    path: '/seller',
    page: 'SellerPage',
    load: () => styled(import('../features/seller/components/seller-page')).then((m) => m.SellerPage),
  },
  {
    path: '/policies',
    page: 'PoliciesPage',
    load: () => styled(import('../features/seller/components/policies-page')).then((m) => m.PoliciesPage),
  },
  {
    path: '/search',
    page: 'SearchPage',
    load: () => styled(import('../features/search/components/search-page')).then((m) => m.SearchPage),
    data: searchData,
  },
  {
    path: '/all-products',
    aliases: ['/all-procuct'],
    page: 'AllProductsPage',
    load: () => styled(import('../features/collection/components/all-products-page')).then((m) => m.AllProductsPage),
  },
  category('/category/women', 'women', ['/womens', '/category/Female']),
  category('/category/men', 'men', ['/mens', '/category/Male']),
  category('/category/kids', 'kids', ['/category/Kids']),
  category('/category/couples', 'couples'),
  category('/category/rings', 'rings'),
  category('/category/pendants', 'pendants'),
  customListing('women', 'rings', ['/womens-rings']),
  customListing('women', 'bracelets'),
  customListing('women', 'pendants', ['/custom/women/Pendants']),
  customListing('men', 'rings'),
  customListing('men', 'bracelets'),
  customListing('men', 'pendants'),
  customListing('kids', 'rings'),
  customListing('kids', 'bracelets'),
  customListing('kids', 'pendants'),
];

export const { version, requires } = buildInfo;
