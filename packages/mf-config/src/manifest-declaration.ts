// Writes a remote's declared paths and pages' words into its mf-manifest.json (`metaData.rmj`, the contract's
// MANIFEST_DECLARATION_KEY), through the manifest plugin's `additionalData` hook. The route list is
// read on every compilation, so a dev server's manifest follows an edited declaration; a missing or
// bad declaration fails the build with the file and the problem named.
import { MANIFEST_DECLARATION_KEY, type RemoteDeclaration } from '@rmj/contracts';
import { declaredPathsIn, declaredSeoIn } from './declared-paths';

/** What the manifest plugin hands to `additionalData` (only what is used here). */
interface AdditionalDataOptions {
  stats: { metaData: Record<string, unknown> };
  compilation: { errors: unknown[] };
  compiler: { webpack: { WebpackError: new (message: string) => Error } };
}

/** The ModuleFederationPlugin `manifest` option of a remote whose route list is `routesFile`. */
export function declarationManifest(routesFile: string) {
  return manifestOption(routesFile);
}

/** Where an app's server build is, as Module Federation's manifest names it (`metaData.ssrRemoteEntry`). */
export interface ServerEntry {
  name: string;
  path: string;
}

/**
 * The ModuleFederationPlugin `manifest` option of an app: a remote's declared paths (from its route list
 * `routesFile`), and the server build's entry when there is one (the Node runtime loads it from there).
 */
export function manifestOption(routesFile?: string, serverEntry?: ServerEntry) {
  return {
    additionalData({ stats, compilation, compiler }: AdditionalDataOptions) {
      if (serverEntry) stats.metaData.ssrRemoteEntry = { ...serverEntry, type: 'commonjs-module' };
      if (!routesFile) return stats;
      try {
        const seo = declaredSeoIn(routesFile);
        const declaration: RemoteDeclaration = { paths: declaredPathsIn(routesFile), ...(seo ? { seo } : {}) };
        stats.metaData[MANIFEST_DECLARATION_KEY] = declaration;
      } catch (error) {
        compilation.errors.push(new compiler.webpack.WebpackError((error as Error).message));
      }
      return stats;
    },
  };
}
