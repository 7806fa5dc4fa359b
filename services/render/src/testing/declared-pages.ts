// Pages as the remotes declare them in their src/exposes/routes.ts (a few of each kind; the words are
// the tests' own, but the contact page's, which the owner's settings reword), and the gateway's side of reading them: a runtime configuration naming each remote's
// mf-manifest.json, and those manifests with the declarations under `metaData.rmj`.
import { MANIFEST_DECLARATION_KEY, type PageSeo, type RemoteSeo } from '@rmj/contracts';
import { SHOP_SETTINGS_FIXTURE } from '@rmj/catalog/testing';
import { contactDescription } from '../seo/page-head';

const page = (path: string, name: string, more: Partial<PageSeo> = {}): PageSeo => ({
  path,
  name,
  description: `${name} at the test shop: silver and gold jewellery, hallmarked, delivered across India.`,
  ...more,
});

export const DECLARED: Readonly<Record<'mfe_catalog' | 'mfe_cart' | 'mfe_account', RemoteSeo>> = {
  mfe_catalog: {
    pages: [
      page('/', 'Genuine Silver Jewellery', { listed: true }),
      page('/category/women', "Women's Jewellery", { aliases: ['/womens', '/category/Female'], listed: true }),
      page('/category/men', "Men's Jewellery", { aliases: ['/mens', '/category/Male'], listed: true }),
      page('/contact', 'Contact Us', { description: contactDescription(SHOP_SETTINGS_FIXTURE), listed: true }),
      page('/search', 'Search'),
    ],
  },
  mfe_cart: {
    pages: [page('/cart', 'Your Cart', { aliases: ['/checkout'], noindex: true })],
    disallow: ['/cart', '/checkout', '/order-proof/'],
  },
  mfe_account: {
    pages: [page('/account', 'Your Account', { noindex: true })],
    disallow: ['/account', '/welcome'],
  },
};

/** Every declared page, in the runtime configuration's order. */
export const DECLARED_PAGES = Object.values(DECLARED).flatMap((seo) => seo.pages);

/** The runtime configuration naming the remotes' manifests (on the same origin). */
export const declaringRuntimeConfig = {
  remotes: {
    mfe_catalog: { entry: '/mfe/catalog/mf-manifest.json', paths: ['/', '/category/*', '/search', '/contact'] },
    mfe_cart: { entry: '/mfe/cart/mf-manifest.json', paths: ['/cart/*', '/checkout/*', '/order-proof/*'] },
    mfe_account: { entry: '/mfe/account/mf-manifest.json', paths: ['/account/*', '/welcome'] },
  },
  chatPhone: '919000000000',
};

/** The body of `path` when it is the runtime configuration or a remote's manifest, else undefined. */
export function declarationFile(path: string): unknown {
  if (path === '/config/runtime.json') return declaringRuntimeConfig;
  const remote = /^\/mfe\/([a-z]+)\/mf-manifest\.json$/.exec(path)?.[1];
  const seo = remote ? DECLARED[`mfe_${remote}` as keyof typeof DECLARED] : undefined;
  if (!seo) return undefined;
  const paths = declaringRuntimeConfig.remotes[`mfe_${remote}` as keyof typeof DECLARED].paths;
  return { metaData: { name: `mfe_${remote}`, [MANIFEST_DECLARATION_KEY]: { paths, seo } } };
}
