// Public entry of mfe-cart: its pages and the paths they live at (merged by the shell at run time).
// /checkout shows the cart: checkout starts there.
import type { ComponentType } from 'react';
import type { RemoteRoute } from '@rmj/contracts';
import { buildInfo } from '../lib/build-info';

type Page = ComponentType<never>;

/** Paths this remote owns: a literal list, copied by @rmj/mf-config into mf-manifest.json for the runtime config. */
export const paths: readonly string[] = ['/cart/*', '/checkout/*', '/track-order/*', '/order-proof/*'];

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
