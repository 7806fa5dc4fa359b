// Public entry of mfe-product: its pages and the paths they live at (merged by the shell at run time).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../assets.d.ts" />
import type { ComponentType } from 'react';
import type { RemoteRoute, RemoteSeo } from '@rmj/contracts';
import { productAddress } from '../features/product/api/product-url';
import { words } from '../i18n';
import { buildInfo } from '../lib/build-info';

type Page = ComponentType<never>;

/**
 * A page's module together with the remote's style sheet (style-loader injects it once) and this
 * remote's words (the page's language in the browser, both on the server); the page wraps itself in
 * `words.Provider`, which then has its words at once.
 */
const styled = <M>(page: Promise<M>): Promise<M> =>
  Promise.all([import('../styles/product.css'), page, words.load()]).then(([, module]) => module);

/** Paths this remote owns: a literal list, copied by @rmj/mf-config into mf-manifest.json for the runtime config. */
export const paths: readonly string[] = ['/product/*', '/custom', '/customize'];

/**
 * How search engines and the title bar know this remote's pages (title, meta description, listed in
 * the sitemap or kept out of search results), and what robots.txt asks crawlers to leave alone: a
 * literal, copied by @rmj/mf-config into mf-manifest.json for the render service's heads, sitemap and robots.
 */
export const seo: RemoteSeo = {
  pages: [
    {
      path: '/custom',
      aliases: ['/customize'],
      name: 'Customise Your Ring',
      description:
        'Make a ring your own: choose a fingerprint or engraving, preview it and order it in genuine silver, delivered across India.',
      noindex: true,
      ta: {
        name: 'உங்கள் மோதிரத்தைத் தனிப்பயனாக்குங்கள்',
        description:
          'உங்கள் மோதிரத்தை உங்களுடையதாக்குங்கள்: கைரேகை அல்லது பொறிப்பைத் தேர்ந்தெடுத்து, முன்னோட்டம் பார்த்து, அசல் வெள்ளியில் ஆர்டர் செய்யுங்கள்; இந்தியா முழுவதும் டெலிவரி.',
      },
    },
  ],
};

// One chunk per page: the product page does not carry the customise-your-ring page, and back.
export const routes: readonly RemoteRoute<Page>[] = [
  {
    path: '/product/:id',
    page: 'ProductPage',
    load: () => styled(import('../features/product/components/product-page')).then((m) => m.ProductPage),
    // Opened from a link (no product in the navigation state), the page asks for the product first.
    data: ({ params }) => (params.id ? [productAddress(params.id)] : []),
  },
  {
    path: '/custom',
    aliases: ['/customize'],
    page: 'CustomizePage',
    load: () =>
      styled(import(/* webpackChunkName: "customize-page" */ '../features/customize/components/customize-page')).then(
        (m) => m.default,
      ),
  },
];

export const { version, requires } = buildInfo;
