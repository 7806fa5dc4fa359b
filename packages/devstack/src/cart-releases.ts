// Real second and third builds of mfe-cart, made from a copy of its sources, for the journeys
// that prove a remote is replaced at run time without rebuilding or restarting the shell:
//   release B: one more route under its prefixes (/cart/release-notes) and a page under a NEW prefix
//     (/gift-cards, declared in its `paths`), both showing the build's version,
//   release C: the same cart, declaring that it needs @rmj/cart 2.x (an incompatible major).
// The test command builds them beside the benchmarks (`rmj cart-releases DIR`, two production builds,
// about 84 s of CPU) and names the folder in E2E_CART_RELEASES; the journey run alone builds them itself.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A page of release B only: proves a new route reached the running shop without a shell build. */
const releasePage = (name: string, heading: string) => `import type { JSX } from 'react';

declare const __RMJ_BUILD__: { version: string };

export function ${name}(): JSX.Element {
  return <h1>${heading} ({__RMJ_BUILD__.version})</h1>;
}
`;

const RELEASE_B_ROUTES = `  { path: '/cart/release-notes', page: 'ReleaseNotesPage', load: () => import('../release-b/release-notes-page').then((m) => m.ReleaseNotesPage) },
  { path: '/gift-cards', page: 'GiftCardsPage', load: () => import('../release-b/gift-cards-page').then((m) => m.GiftCardsPage) },
];`;

/** The prefix release B adds to the paths mfe-cart declares. */
export const RELEASE_B_PREFIX = '/gift-cards/*';

/** Copies mfe-cart's sources to a temp folder that resolves packages through mfe-cart's node_modules. */
function copyCart(root: string, label: string): string {
  const from = path.join(root, 'mfe-cart');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `rmj-cart-${label}-`));
  for (const name of ['src', 'package.json', 'webpack.config.js'])
    fs.cpSync(path.join(from, name), path.join(dir, name), { recursive: true });
  const tsconfig = JSON.parse(fs.readFileSync(path.join(from, 'tsconfig.json'), 'utf8'));
  tsconfig.extends = path.join(root, 'tsconfig.base.json');
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
  fs.symlinkSync(path.join(from, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

function build(root: string, dir: string, env: Record<string, string>): string {
  const cli = require.resolve('webpack-cli/bin/cli.js', { paths: [path.join(root, 'mfe-cart')] });
  execFileSync(process.execPath, [cli, '--mode', 'production'], {
    cwd: dir,
    env: { ...process.env, ...env },
    stdio: 'pipe',
  });
  return path.join(dir, 'dist');
}

/** Builds release B (a new route, and a page under a new prefix it declares) and returns its dist folder. */
export function buildReleaseB(root: string): string {
  const dir = copyCart(root, 'b');
  fs.mkdirSync(path.join(dir, 'src', 'release-b'));
  fs.writeFileSync(
    path.join(dir, 'src', 'release-b', 'release-notes-page.tsx'),
    releasePage('ReleaseNotesPage', 'Cart release notes'),
  );
  fs.writeFileSync(
    path.join(dir, 'src', 'release-b', 'gift-cards-page.tsx'),
    releasePage('GiftCardsPage', 'Gift cards'),
  );
  const routesFile = path.join(dir, 'src', 'exposes', 'routes.ts');
  const source = fs.readFileSync(routesFile, 'utf8');
  const declaration = 'export const paths: readonly string[] = [';
  const routesEnd = source.indexOf('\n];', source.indexOf('export const routes'));
  if (!source.includes(declaration) || routesEnd < 0) {
    throw new Error('mfe-cart routes list changed shape: update packages/devstack/src/cart-releases.ts');
  }
  const withRoutes = `${source.slice(0, routesEnd)}\n${RELEASE_B_ROUTES}${source.slice(routesEnd + 4)}`;
  fs.writeFileSync(routesFile, withRoutes.replace(declaration, `${declaration}'${RELEASE_B_PREFIX}', `));
  return build(root, dir, { BUILD_ID: 'release-b' });
}

/** Builds release C (needs @rmj/cart 2.x) and returns its dist folder. */
export function buildReleaseC(root: string): string {
  return build(root, copyCart(root, 'c'), { BUILD_ID: 'release-c', RMJ_REQUIRE_OVERRIDE: '@rmj/cart@^2.0.0' });
}

/**
 * A static root for a second gateway: the real shell and remotes, except mfe-cart/dist, which
 * holds release A (the current build) with B and C deployed beside it under releases/.
 */
export function staticRootWithReleases(root: string, releases: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rmj-static-'));
  for (const part of ['shell', 'mfe-catalog', 'mfe-product', 'mfe-account'])
    fs.symlinkSync(path.join(root, part), path.join(dir, part), 'dir');
  const cartDist = path.join(dir, 'mfe-cart', 'dist');
  fs.cpSync(path.join(root, 'mfe-cart', 'dist'), cartDist, { recursive: true });
  for (const [name, dist] of Object.entries(releases))
    fs.cpSync(dist, path.join(cartDist, 'releases', name), { recursive: true });
  return dir;
}

/** The releases' folders by name. */
export type CartReleases = Record<'b' | 'c', string>;

/** Where the test command tells the journey its prebuilt releases are. */
export const CART_RELEASES_ENV = 'E2E_CART_RELEASES';

/** Builds releases B and C into `dir/b` and `dir/c`. */
export function buildCartReleases(root: string, dir: string): CartReleases {
  const releases: CartReleases = { b: buildReleaseB(root), c: buildReleaseC(root) };
  for (const [name, dist] of Object.entries(releases)) {
    fs.rmSync(path.join(dir, name), { recursive: true, force: true });
    fs.cpSync(dist, path.join(dir, name), { recursive: true });
    fs.rmSync(path.dirname(dist), { recursive: true, force: true });
  }
  return { b: path.join(dir, 'b'), c: path.join(dir, 'c') };
}

/** The releases the test command built for this run, else freshly built ones (a journey run alone). */
export function cartReleases(root: string): CartReleases {
  const dir = process.env[CART_RELEASES_ENV];
  if (dir && ['b', 'c'].every((name) => fs.existsSync(path.join(dir, name, 'mf-manifest.json'))))
    return { b: path.join(dir, 'b'), c: path.join(dir, 'c') };
  return { b: buildReleaseB(root), c: buildReleaseC(root) };
}
