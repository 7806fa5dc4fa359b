// The one list of modules shared between the shell and the remotes.
// Explicit on purpose: spreading all dependencies shares things that must not
// be shared and hides the singletons that must be.
import * as fs from 'node:fs';
import * as path from 'node:path';

/** A shared-module rule as the Module Federation plugin takes it. */
export interface SharedRule {
  singleton?: boolean;
  requiredVersion: string | false;
  eager?: boolean;
}

/**
 * Packages that must exist once per page: React context, the router and the one Redux store depend
 * on it. The router is @rmj/router (the few react-router names the shop uses), not react-router
 * itself, which a shared module would carry whole.
 */
export const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  '@rmj/router',
  // One language context and one react-intl (bundled inside it) for the shell and every remote.
  '@rmj/i18n',
  'react-redux',
  '@reduxjs/toolkit',
  '@rmj/cart',
] as const;

/**
 * Shared (downloaded once) but a second copy would not break anything. @rmj/contracts and zod are
 * NOT shared: a shared module is bundled whole, while each app bundling its own copy keeps only what
 * it imports (contracts is side-effect free ESM for bundlers), so a page without a form carries no zod.
 * RTK Query (@reduxjs/toolkit/query) is bundled by each remote that uses it, tree-shaken; immer and
 * reselect, which it and the shell's toolkit both import, are shared so they download once.
 */
export const SHARED_NON_SINGLETON = ['@rmj/ui', 'immer', 'reselect'] as const;

interface PackageJson {
  name?: string;
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

function readJson(file: string): PackageJson {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson;
}

/** Finds the package.json of `pkg` as seen from the app folder `dir` (works with packages that restrict `exports`). */
function installedPackageJson(dir: string, pkg: string): PackageJson | undefined {
  let current = dir;
  for (;;) {
    const candidate = path.join(current, 'node_modules', pkg, 'package.json');
    if (fs.existsSync(candidate)) return readJson(candidate);
    const parent = path.dirname(current);
    if (parent === current) return undefined;
    current = parent;
  }
}

/**
 * The version range an app asks for: its own declared range, or for a
 * workspace package (`workspace:*`) a caret range of the linked version.
 */
export function requiredVersionOf(dir: string, pkg: string): string | undefined {
  const app = readJson(path.join(dir, 'package.json'));
  const declared = app.dependencies?.[pkg] ?? app.peerDependencies?.[pkg] ?? app.devDependencies?.[pkg];
  if (declared === undefined) return undefined;
  if (!declared.startsWith('workspace:')) return declared;
  const linked = installedPackageJson(dir, pkg);
  return linked?.version ? `^${linked.version}` : undefined;
}

/** Installed version of `pkg` as seen from `dir`, or undefined. */
export function installedVersionOf(dir: string, pkg: string): string | undefined {
  return installedPackageJson(dir, pkg)?.version;
}

/** Builds the `shared` map for the app in `dir`; packages the app does not depend on are left out. */
export function sharedFor(dir: string): Record<string, SharedRule> {
  const result: Record<string, SharedRule> = {};
  const add = (key: string, singleton: boolean): void => {
    const pkg = key.endsWith('/') ? key.slice(0, -1) : key;
    const requiredVersion = requiredVersionOf(dir, pkg);
    if (requiredVersion === undefined) return;
    result[key] = singleton ? { singleton: true, requiredVersion, eager: false } : { requiredVersion, eager: false };
  };
  SINGLETONS.forEach((key) => add(key, true));
  SHARED_NON_SINGLETON.forEach((key) => add(key, false));
  return result;
}
