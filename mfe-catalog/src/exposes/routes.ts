// Public entry of mfe-catalog: its pages and the paths they live at. The shell merges this list
// at run time, so a new catalogue page is a release of mfe-catalog alone. Routes are
// case-sensitive: the capitalised aliases are explicit entries.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../assets.d.ts" />
import type { ComponentType } from 'react';
import type { RemoteRoute } from '@rmj/contracts';
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
