// The shop's route table: every path (aliases included) and the remote page it renders.
// Routes are case-sensitive so the capitalised aliases (/category/Female, /custom/women/Pendants)
// are explicit entries, not accidents of case-insensitive matching.
import type { RemoteName } from '../config/runtime-config';

/** One registered path and the page that renders it. */
export interface RouteEntry {
  path: string;
  remote: RemoteName;
  /** Named export of the remote's './pages'. */
  page: string;
  props?: Record<string, string>;
}

const catalog = (path: string, page: string, props?: Record<string, string>): RouteEntry => ({ path, remote: 'mfe_catalog', page, props });

const categories: [string, string][] = [
  ['/category/women', 'women'],
  ['/womens', 'women'],
  ['/category/Female', 'women'],
  ['/category/men', 'men'],
  ['/mens', 'men'],
  ['/category/Male', 'men'],
  ['/category/kids', 'kids'],
  ['/category/Kids', 'kids'],
  ['/category/couples', 'couples'],
  ['/category/rings', 'rings'],
  ['/category/pendants', 'pendants'],
];

const people = ['women', 'men', 'kids'] as const;
const pieces = ['rings', 'bracelets', 'pendants'] as const;

const customListings: RouteEntry[] = [
  ...people.flatMap((who) => pieces.map((piece) => catalog(`/custom/${who}/${piece}`, 'CustomListingPage', { people: who, piece }))),
  catalog('/custom/women/Pendants', 'CustomListingPage', { people: 'women', piece: 'pendants' }),
  catalog('/womens-rings', 'CustomListingPage', { people: 'women', piece: 'rings' }),
];

export const ROUTES: readonly RouteEntry[] = [
  catalog('/', 'HomePage'),
  catalog('/vel-kada', 'VelKadaPage'),
  { path: '/custom', remote: 'mfe_product', page: 'CustomizePage' },
  { path: '/customize', remote: 'mfe_product', page: 'CustomizePage' },
  catalog('/contact', 'ContactPage'),
  { path: '/track-order', remote: 'mfe_cart', page: 'TrackOrderPage' },
  catalog('/search', 'SearchPage'),
  { path: '/account', remote: 'mfe_account', page: 'AccountPage' },
  { path: '/welcome', remote: 'mfe_account', page: 'WelcomePage' },
  { path: '/cart', remote: 'mfe_cart', page: 'CartPage' },
  { path: '/checkout', remote: 'mfe_cart', page: 'CartPage' },
  { path: '/product/:id', remote: 'mfe_product', page: 'ProductPage' },
  ...categories.map(([path, category]) => catalog(path, 'CategoryPage', { category })),
  ...customListings,
  catalog('/all-products', 'AllProductsPage'),
  catalog('/all-procuct', 'AllProductsPage'),
];
