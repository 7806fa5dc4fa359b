// Writes a remote's declared paths into its mf-manifest.json (`metaData.rmj`, the contract's
// MANIFEST_DECLARATION_KEY), through the manifest plugin's `additionalData` hook. The route list is
// read on every compilation, so a dev server's manifest follows an edited declaration; a missing or
// bad declaration fails the build with the file and the problem named.
import { MANIFEST_DECLARATION_KEY, type RemoteDeclaration } from '@rmj/contracts';
import { declaredPathsIn } from './declared-paths';

/** What the manifest plugin hands to `additionalData` (only what is used here). */
interface AdditionalDataOptions {
  stats: { metaData: Record<string, unknown> };
  compilation: { errors: unknown[] };
  compiler: { webpack: { WebpackError: new (message: string) => Error } };
}

/** The ModuleFederationPlugin `manifest` option of a remote whose route list is `routesFile`. */
export function declarationManifest(routesFile: string) {
  return {
    additionalData({ stats, compilation, compiler }: AdditionalDataOptions) {
      try {
        const declaration: RemoteDeclaration = { paths: declaredPathsIn(routesFile) };
        stats.metaData[MANIFEST_DECLARATION_KEY] = declaration;
      } catch (error) {
        compilation.errors.push(new compiler.webpack.WebpackError((error as Error).message));
      }
      return stats;
    },
  };
}
