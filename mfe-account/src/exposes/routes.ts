// Public entry of mfe-account: its pages and the paths they live at (merged by the shell at run time).
import type { ComponentType } from 'react';
import type { RemoteRoute, RemoteSeo } from '@rmj/contracts';
import { buildInfo } from '../lib/build-info';

type Page = ComponentType<never>;

/** Paths this remote owns: a literal list, copied by @rmj/mf-config into mf-manifest.json for the runtime config. */
export const paths: readonly string[] = ['/account/*', '/welcome'];

/**
 * How search engines and the title bar know this remote's pages (title, meta description, listed in
 * the sitemap or kept out of search results), and what robots.txt asks crawlers to leave alone: a
 * literal, copied by @rmj/mf-config into mf-manifest.json for the render service's heads, sitemap and robots.
 */
export const seo: RemoteSeo = {
  pages: [
    {
      path: '/account',
      name: 'Your Account',
      description: 'Sign in to your RMJ Jewellers account or create one to follow orders and check out faster.',
      noindex: true,
    },
    {
      path: '/account/addresses',
      name: 'Your Addresses',
      description:
        'Your saved RMJ Jewellers delivery addresses: add, change or remove them, and choose one at checkout.',
      noindex: true,
    },
    {
      path: '/welcome',
      name: 'Welcome',
      description:
        'Welcome to RMJ Jewellers: you are signed in. Continue to the collection of silver and gold jewellery.',
      noindex: true,
    },
  ],
  disallow: ['/account', '/welcome'],
};

// One chunk per page: a shopper opening /account downloads nothing of /welcome.
export const routes: readonly RemoteRoute<Page>[] = [
  {
    path: '/account',
    page: 'AccountPage',
    load: () => import('../features/account/components/account-page').then((m) => m.AccountPage),
  },
  {
    path: '/account/addresses',
    page: 'AddressesPage',
    // Personal data: never rendered or cached on the server (this remote has no server build anyway).
    clientOnly: true,
    load: () => import('../features/addresses/components/addresses-page').then((m) => m.AddressesPage),
  },
  {
    path: '/welcome',
    page: 'WelcomePage',
    load: () => import('../features/welcome/components/welcome-page').then((m) => m.WelcomePage),
  },
];

export const { version, requires } = buildInfo;
