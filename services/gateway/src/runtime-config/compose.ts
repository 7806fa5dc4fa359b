// The runtime configuration the shell gets, composed from what the gateway is configured with
// (RUNTIME_CONFIG_FILE or the REMOTE_MFE_* variables) and what each remote's build declares: a
// remote's paths are the configured ones when given (an override, compared with the declaration),
// else the ones its build declares.
import {
  isRemoteName,
  pathDifferences,
  runtimeConfigSchema,
  type RemoteName,
  type RuntimeConfig,
  type RuntimeConfigFile,
} from '@rmj/contracts';
import { fileStamp, readDeclaredPaths, servedManifestFile } from './declared-paths';

/** One candidate configuration and what was noticed while making it. */
export interface Composition {
  /** Every remote whose paths are known; one without is left out (see `problems`). */
  config: RuntimeConfig;
  /** Why a configured remote was left out. */
  problems: string[];
  /** Configured paths that differ from what the remote's build declares (the configured ones are served). */
  drift: string[];
  /** Where each served remote's paths come from, for the logs. */
  origins: Partial<Record<RemoteName, string>>;
}

const envName = (name: RemoteName) => `REMOTE_${name.toUpperCase()}_PATHS`;

/** The remotes a configuration names, whichever they are (the schema has checked each name). */
const namesIn = (remotes: Partial<Record<RemoteName, unknown>>): RemoteName[] =>
  Object.keys(remotes).filter(isRemoteName);

/** The remotes' declaration files the gateway can read, with stamps that change when one is rebuilt. */
export function declarationStamp(configured: RuntimeConfigFile, staticRoot: string | undefined): string {
  return namesIn(configured.remotes)
    .map((name) => {
      const entry = configured.remotes[name]?.entry;
      const file = entry && servedManifestFile(staticRoot, entry);
      return file ? `${name}=${fileStamp(file)}` : '';
    })
    .join(';');
}

/** Completes each configured remote with its paths (configured, else declared by its build). */
export function compose(configured: RuntimeConfigFile, staticRoot: string | undefined): Composition {
  const composition: Composition = {
    config: { remotes: {}, chatPhone: configured.chatPhone },
    problems: [],
    drift: [],
    origins: {},
  };
  for (const name of namesIn(configured.remotes)) {
    const remote = configured.remotes[name];
    if (!remote) continue;
    const file = servedManifestFile(staticRoot, remote.entry);
    let declared: string[] | undefined;
    let unreadable: string | undefined;
    if (file) {
      try {
        declared = readDeclaredPaths(file);
      } catch (error) {
        unreadable = (error as Error).message;
      }
    }
    if (remote.paths) {
      composition.config.remotes[name] = { entry: remote.entry, paths: remote.paths };
      composition.origins[name] = 'configured';
      const { missing, extra } = pathDifferences(remote.paths, declared ?? remote.paths);
      if (missing.length + extra.length > 0) {
        composition.drift.push(
          `${name}: the configured paths differ from those its build declares (${file}):` +
            `${missing.length ? ` not configured ${missing.join(', ')};` : ''}` +
            `${extra.length ? ` not declared ${extra.join(', ')};` : ''} serving the configured ones`,
        );
      }
    } else if (declared) {
      composition.config.remotes[name] = { entry: remote.entry, paths: declared };
      composition.origins[name] = `declared by ${file}`;
    } else {
      composition.problems.push(
        unreadable
          ? `${name}: ${unreadable}`
          : `${name}: its build at ${remote.entry} is not served by this gateway (STATIC_ROOT), so the paths it ` +
              `declares cannot be read: configure them (${envName(name)}, or paths in RUNTIME_CONFIG_FILE)`,
      );
    }
  }
  return composition;
}

/**
 * Why `composition` must not replace `last` (undefined: it may): two remotes claiming one path, or a
 * remote `last` serves that the new one lost to a bad or missing declaration.
 */
export function refusal(composition: Composition, last?: RuntimeConfig): string | undefined {
  const { config, origins } = composition;
  const result = runtimeConfigSchema.safeParse(config);
  if (!result.success) {
    const where = Object.entries(origins)
      .map(([name, origin]) => `${name} ${origin}`)
      .join('; ');
    return `${result.error.issues.map((i) => i.message).join('; ')} (paths: ${where})`;
  }
  const lost = namesIn(last?.remotes ?? {}).filter((name) => !config.remotes[name]);
  const reasons = composition.problems.filter((p) => lost.some((name) => p.startsWith(`${name}:`)));
  return reasons.length > 0 ? reasons.join('; ') : undefined;
}
