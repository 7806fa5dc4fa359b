// Real second and third builds of mfe-cart, made from a copy of its sources, for the journeys
// that prove a remote is replaced at run time without rebuilding or restarting the shell:
//   release B: one more route (/cart/release-notes) showing its build version,
//   release C: the same cart, declaring that it needs @rmj/cart 2.x (an incompatible major).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RELEASE_NOTES_PAGE = `import type { JSX } from 'react';
import { buildInfo } from './build-info';

/** Only in release B: proves a new route reached the running shop without a shell build. */
export function ReleaseNotesPage(): JSX.Element {
  return <h1>Cart release notes ({buildInfo.version})</h1>;
}
`;

const RELEASE_NOTES_ROUTE = `  { path: '/cart/release-notes', page: 'ReleaseNotesPage', load: () => import('../release-notes-page').then((m) => m.ReleaseNotesPage) },
];`;

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

/** Builds release B (a new route) and returns its dist folder. */
export function buildReleaseB(root: string): string {
  const dir = copyCart(root, 'b');
  fs.writeFileSync(path.join(dir, 'src', 'release-notes-page.tsx'), RELEASE_NOTES_PAGE);
  const routesFile = path.join(dir, 'src', 'exposes', 'routes.ts');
  const routes = fs.readFileSync(routesFile, 'utf8');
  if (!routes.includes('\n];')) throw new Error('mfe-cart routes list changed shape: update cart-releases.ts');
  fs.writeFileSync(routesFile, routes.replace('\n];', `\n${RELEASE_NOTES_ROUTE}`));
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
