// The browsing mix of load.bench.mjs: what a visit to the shop asks the gateway for, weighted. The
// static files are read from the builds (the shell's index.html names its scripts; each remote's
// mf-manifest.json names its remoteEntry and the chunks of its exposed routes), the products from the
// running catalogue. Weights are per 100 requests, then split evenly over the URLs of a group.
import fs from 'node:fs';
import path from 'node:path';

/** The groups and their share of requests (percent). A visit opens ~4 pages; hashed files are cached by returning browsers. */
export const WEIGHTS = {
  html: 12, // /, /category/women, /product/<id>, /search?q=ring (the shell's index.html each time)
  static: 25, // the shell's scripts, each remote's mf-manifest.json, remoteEntry.js and route chunks
  'runtime-config': 5, // /config/runtime.json (preloaded by every page)
  listing: 22, // the home page's first page, the women's category, all products, a customisation listing, /api/test
  search: 10, // /api/products/search?q=ring
  product: 21, // /api/products/<id> over 24 products
  image: 5, // /api/products/images/<file> (the product pictures)
};

/**
 * Remotes a browsing shopper loads: the catalogue pages and the product page with their route chunks;
 * of the cart only its entry and routes module (the header's badge; its checkout chunks come later).
 */
const BROWSING_REMOTES = { catalog: 'all', product: 'all', cart: 'entry' };

/** The scripts and stylesheets the shell's index.html loads or preloads (as a browser would fetch them). */
function shellFiles(root) {
  const html = fs.readFileSync(path.join(root, 'shell/dist/index.html'), 'utf8');
  const attr = (tag, name) => new RegExp(`\\s${name}=["']?([^"'\\s>]+)`).exec(tag)?.[1];
  const files = new Set();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    if (tag.startsWith('<script')) files.add(attr(tag, 'src'));
    else if (attr(tag, 'as') === 'script' || attr(tag, 'rel') === 'stylesheet') files.add(attr(tag, 'href'));
  }
  return [...files].filter((f) => typeof f === 'string' && f.startsWith('/'));
}

function remoteFiles(root, remote, chunks) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, `mfe-${remote}/dist/mf-manifest.json`), 'utf8'));
  const base = `/mfe/${remote}/`;
  const files = [
    `${base}mf-manifest.json`,
    `${base}${manifest.metaData.remoteEntry.path ?? ''}${manifest.metaData.remoteEntry.name}`,
  ];
  for (const expose of manifest.exposes) {
    const async = chunks === 'all' ? expose.assets.js.async : [];
    for (const file of [...expose.assets.js.sync, ...async, ...expose.assets.css.sync]) files.push(base + file);
  }
  return files;
}

/** [{kind, path, weight}] for the browse runner, from the builds under `root` and the live catalogue's `products`. */
export function browsingMix(root, products) {
  const ids = products.slice(0, 24).map((p) => p._id);
  const images = [
    ...new Set(products.map((p) => p.image).filter((i) => typeof i === 'string' && i.startsWith('/api/'))),
  ].slice(0, 12);
  const groups = {
    html: ['/', '/category/women', ...ids.slice(0, 4).map((id) => `/product/${id}`), '/search?q=ring'],
    static: [
      ...shellFiles(root),
      ...Object.entries(BROWSING_REMOTES).flatMap(([r, chunks]) => remoteFiles(root, r, chunks)),
    ],
    'runtime-config': ['/config/runtime.json'],
    listing: [
      '/api/products/search?q=&page=1&limit=12',
      '/api/products/category/women',
      '/api/all-products?limit=1000',
      '/api/women-rings',
      '/api/test',
    ],
    search: ['/api/products/search?q=ring&page=1&limit=12'],
    product: ids.map((id) => `/api/products/${id}`),
    image: images,
  };
  return Object.entries(groups).flatMap(([kind, paths]) =>
    paths.map((p) => ({ kind, path: p, weight: WEIGHTS[kind] / paths.length })),
  );
}
