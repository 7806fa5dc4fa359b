// Runtime plugin: the first of three failure layers (plugin → error boundary → Retry).
// It returns nothing, so the failure reaches the region that asked for the remote and only that
// region shows its fallback; what it returns would otherwise have to match the stage
// (a module for onLoad, a manifest for afterResolve), or the runtime fails with RUNTIME-013 or
// React error 306. It records which remote failed, so a Retry re-registers that remote and the
// runtime drops its cached manifest, container and loading promises instead of replaying them.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Arguments of errorLoadRemote that we read (the runtime passes more). */
interface ErrorLoadRemoteArgs {
  id: string;
  error: unknown;
  lifecycle?: string;
  remote?: { name?: string };
}

/** The remotes the page knows: a list, or a function that reads the current configuration. */
export type KnownRemotes = readonly string[] | (() => readonly string[]);

/** Name of the remote an errorLoadRemote call is about: from the remote info, else from the id ('mfe_cart/pages'). */
export function remoteNameOf(args: ErrorLoadRemoteArgs, known: KnownRemotes): string | undefined {
  if (args.remote?.name) return args.remote.name;
  return (typeof known === 'function' ? known() : known).find(
    (name) => args.id === name || args.id.startsWith(`${name}/`) || args.id.includes(`/${name}/`),
  );
}

/** Creates the plugin; `onFailure` hears which remote failed and why. */
export function errorLoadRemotePlugin(
  known: KnownRemotes,
  onFailure: (remote: string | undefined, error: unknown) => void,
): ModuleFederationRuntimePlugin {
  return {
    name: 'rmj-error-load-remote',
    errorLoadRemote(args) {
      const info = args as unknown as ErrorLoadRemoteArgs;
      const remote = remoteNameOf(info, known);
      console.warn(`[shell] remote ${remote ?? info.id} failed at ${info.lifecycle ?? 'load'}: ${String(info.error)}`);
      onFailure(remote, info.error);
      return undefined;
    },
  };
}
