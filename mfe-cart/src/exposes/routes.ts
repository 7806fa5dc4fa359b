// Public entry of mfe-cart: its pages and the paths they live at (merged by the shell at run time).
// /checkout shows the cart: checkout starts there.
import type { ComponentType } from 'react';
import type { RemoteRoute, RemoteSeo } from '@rmj/contracts';
import { words } from '../i18n';
import { buildInfo } from '../lib/build-info';
import { withWords } from '../lib/with-words';

type Page = ComponentType<never>;

/** Paths this remote owns: a literal list, copied by @rmj/mf-config into mf-manifest.json for the runtime config. */
export const paths: readonly string[] = ['/cart/*', '/checkout/*', '/track-order/*', '/order-proof/*'];

/**
 * How search engines and the title bar know this remote's pages (title, meta description, listed in
 * the sitemap or kept out of search results), and what robots.txt asks crawlers to leave alone: a
 * literal, copied by @rmj/mf-config into mf-manifest.json for the render service's heads, sitemap and robots.
 */
export const seo: RemoteSeo = {
  pages: [
    {
      path: '/track-order',
      name: 'Track Your Order',
      description:
        'Follow your RMJ Jewellers order from payment to delivery: enter your order number to see its status, items and address.',
      ta: {
        name: 'உங்கள் ஆர்டரைக் கண்காணியுங்கள்',
        description:
          'RMJ Jewellers ஆர்டரைக் கட்டணம் முதல் டெலிவரி வரை கண்காணியுங்கள்: ஆர்டர் எண்ணை உள்ளிட்டு அதன் நிலை, பொருட்கள், முகவரியைப் பாருங்கள்.',
      },
    },
    {
      path: '/cart',
      aliases: ['/checkout'],
      name: 'Your Cart',
      description:
        'Your RMJ Jewellers shopping cart: review your jewellery, sizes and customisations, then check out securely.',
      noindex: true,
      ta: {
        name: 'உங்கள் கூடை',
        description: 'உங்கள் RMJ Jewellers கூடை: நகைகள், அளவுகள், தனிப்பயனாக்கங்களைச் சரிபார்த்து, பாதுகாப்பாகப் பணம் செலுத்துங்கள்.',
      },
    },
  ],
  disallow: ['/cart', '/checkout', '/order-proof/'],
};

// One chunk per page: tracking an order downloads nothing of the checkout. Each page comes with its
// words (the page's language in the browser, both on the server) and inside their Provider.
export const routes: readonly RemoteRoute<Page>[] = [
  {
    path: '/cart',
    aliases: ['/checkout'],
    page: 'CartPage',
    clientOnly: true,
    load: () =>
      Promise.all([import('../features/cart/components/cart-page'), words.load()]).then(([m]) => withWords(m.CartPage)),
  },
  {
    path: '/track-order',
    page: 'TrackOrderPage',
    load: () =>
      Promise.all([import('../features/track-order/components/track-order-page'), words.load()]).then(([m]) =>
        withWords(m.TrackOrderPage),
      ),
  },
  {
    path: '/order-proof/:token',
    page: 'OrderProofPage',
    clientOnly: true,
    load: () =>
      Promise.all([import('../features/order-proof/components/order-proof-page'), words.load()]).then(([m]) =>
        withWords(m.OrderProofPage),
      ),
  },
];

export const { version, requires } = buildInfo;
