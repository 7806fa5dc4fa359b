// Public entry of mfe-account: its pages and the paths they live at (merged by the shell at run time).
import type { ComponentType } from 'react';
import type { RemoteRoute } from '@rmj/contracts';
import { buildInfo } from '../lib/build-info';

type Page = ComponentType<never>;

/** Paths this remote owns: a literal list, copied by @rmj/mf-config into mf-manifest.json for the runtime config. */
export const paths: readonly string[] = ['/account/*', '/welcome'];

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
