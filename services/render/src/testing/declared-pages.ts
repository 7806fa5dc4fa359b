// Pages as the remotes declare them in their src/exposes/routes.ts (a few of each kind, their real
// words), and the gateway's side of reading them: a runtime configuration naming each remote's
// mf-manifest.json, and those manifests with the declarations under `metaData.rmj`.
import { MANIFEST_DECLARATION_KEY, type RemoteSeo } from '@rmj/contracts';

export const DECLARED: Readonly<Record<'mfe_catalog' | 'mfe_cart' | 'mfe_account', RemoteSeo>> = {
  mfe_catalog: {
    pages: [
      {
        path: '/',
        name: 'Genuine Silver Jewellery',
        description:
          'Hallmarked genuine silver and gold jewellery for women, men and kids, made to order with engraving and fingerprint options. Cash on delivery across India.',
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
        path: '/contact',
        name: 'Contact Us',
        description:
          'Visit the RMJ Jewellers store in Palani, Tamil Nadu, open every day 10:30 am to 9:30 pm, or write to us: address, phone, e-mail and map.',
        listed: true,
      },
      {
        path: '/search',
        name: 'Search',
        description:
          'Search the RMJ Jewellers catalogue of silver and gold jewellery by name, category, material or price.',
      },
    ],
  },
  mfe_cart: {
    pages: [
      {
        path: '/cart',
        aliases: ['/checkout'],
        name: 'Your Cart',
        description:
          'Your RMJ Jewellers shopping cart: review your jewellery, sizes and customisations, then check out securely.',
        noindex: true,
      },
    ],
    disallow: ['/cart', '/checkout', '/order-proof/'],
  },
  mfe_account: {
    pages: [
      {
        path: '/account',
        name: 'Your Account',
        description: 'Sign in to your RMJ Jewellers account or create one to follow orders and check out faster.',
        noindex: true,
      },
    ],
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
