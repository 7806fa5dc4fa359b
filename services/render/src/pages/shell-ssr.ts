// Where the shell's server module comes from: in production the shell's `./ssr` loaded through Module
// Federation's Node runtime (federation/load-shell.ts), in tests a fake given through SHELL_SSR.
import type { SsrModule } from '@rmj/contracts';

/** Injection token of the ShellSsrSource. */
export const SHELL_SSR = Symbol('SHELL_SSR');

export interface ShellSsrSource {
  /** The shell's server module (loaded once, then the same one until `reload`). */
  load(): Promise<SsrModule>;
  /** Forgets the loaded module: the shell was redeployed, the next `load` fetches the new build. */
  reload(): Promise<void> | void;
}

/** The shell's `./ssr` from its mf-manifest.json at `shellUrl`, through Module Federation's Node runtime. */
export function federatedShell(shellUrl: string): ShellSsrSource {
  // Loaded on first use: the federation runtime is not needed to start, answer health probes or the sitemap.
  const federation = () => import('../federation/load-shell');
  return {
    load: async () => (await federation()).loadShellSsr(`${shellUrl}/mf-manifest.json`),
    reload: async () => {
      await (await federation()).reloadShellSsr();
    },
  };
}
