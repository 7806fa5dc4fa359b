// Public entry of mfe-cart: its pages and the paths they live at (merged by the shell at run time).
// /checkout shows the cart: checkout starts there.
import type { ComponentType } from 'react';
import type { RemoteRoute, RemoteSeo } from '@rmj/contracts';
import { buildInfo } from '../lib/build-info';

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
    },
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
};

// One chunk per page: tracking an order downloads nothing of the checkout.
export const routes: readonly RemoteRoute<Page>[] = [
  {
    path: '/cart',
    aliases: ['/checkout'],
    page: 'CartPage',
    clientOnly: true,
    load: () => import('../features/cart/components/cart-page').then((m) => m.CartPage),
  },
  {
    path: '/track-order',
    page: 'TrackOrderPage',
    load: () => import('../features/track-order/components/track-order-page').then((m) => m.TrackOrderPage),
  },
  {
    path: '/order-proof/:token',
    page: 'OrderProofPage',
    clientOnly: true,
    load: () => import('../features/order-proof/components/order-proof-page').then((m) => m.OrderProofPage),
  },
];

export const { version, requires } = buildInfo;
