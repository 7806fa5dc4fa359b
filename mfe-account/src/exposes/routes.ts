// Public entry of mfe-account: its pages and the paths they live at (merged by the shell at run time).
import type { ComponentType } from 'react';
import type { RemoteRoute, RemoteSeo } from '@rmj/contracts';
import { words } from '../i18n';
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
      ta: {
        name: 'உங்கள் கணக்கு',
        description:
          'உங்கள் RMJ Jewellers கணக்கில் உள்நுழையுங்கள், அல்லது புதிய கணக்கைப் பதிவு செய்து ஆர்டர்களைக் கண்காணித்து விரைவாக வாங்குங்கள்.',
      },
    },
    {
      path: '/account/addresses',
      name: 'Your Addresses',
      description:
        'Your saved RMJ Jewellers delivery addresses: add, change or remove them, and choose one at checkout.',
      noindex: true,
      ta: {
        name: 'உங்கள் முகவரிகள்',
        description:
          'RMJ Jewellers-இல் நீங்கள் சேமித்த டெலிவரி முகவரிகள்: சேர்க்கலாம், மாற்றலாம், நீக்கலாம்; பணம் செலுத்தும்போது ஒன்றைத் தேர்ந்தெடுக்கலாம்.',
      },
    },
    {
      path: '/welcome',
      name: 'Welcome',
      description:
        'Welcome to RMJ Jewellers: you are signed in. Continue to the collection of silver and gold jewellery.',
      noindex: true,
      ta: {
        name: 'வருக',
        description: 'RMJ Jewellers-க்கு வருக: நீங்கள் உள்நுழைந்துவிட்டீர்கள். எங்கள் வெள்ளி, தங்க நகைகளின் தொகுப்பைப் பாருங்கள்.',
      },
    },
  ],
  disallow: ['/account', '/welcome'],
};

// One chunk per page: a shopper opening /account downloads nothing of /welcome. Each page's words
// (the page's language in the browser, both on a server) load beside its code.
export const routes: readonly RemoteRoute<Page>[] = [
  {
    path: '/account',
    page: 'AccountPage',
    load: () =>
      Promise.all([import('../features/account/components/account-page'), words.load()]).then(([m]) => m.AccountPage),
  },
  {
    path: '/account/addresses',
    page: 'AddressesPage',
    // Personal data: never rendered or cached on the server (this remote has no server build anyway).
    clientOnly: true,
    load: () =>
      Promise.all([import('../features/addresses/components/addresses-page'), words.load()]).then(
        ([m]) => m.AddressesPage,
      ),
  },
  {
    path: '/welcome',
    page: 'WelcomePage',
    load: () =>
      Promise.all([import('../features/welcome/components/welcome-page'), words.load()]).then(([m]) => m.WelcomePage),
  },
];

export const { version, requires } = buildInfo;
