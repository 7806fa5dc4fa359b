// The shell's runtime configuration in Kubernetes: the ConfigMap `runtime-config` (from
// base/runtime-config.json), mounted into the gateway as RUNTIME_CONFIG_FILE. The gateway there
// serves no builds, so it cannot read the paths each remote's build declares: the ConfigMap lists
// them, generated from the remotes' route lists (`pnpm --filter @rmj/k8s-check runtime-config`), and
// this check fails when a list differs from the remote's declaration.
import { join } from 'node:path';
import {
  pathDifferences,
  runtimeConfigFileSchema,
  SHOP_REMOTE_NAMES,
  type RemoteName,
  type RuntimeConfigFile,
} from '@rmj/contracts';
import { remoteDeclaredPaths, remoteFolder } from '@rmj/mf-config';
import type { Manifest } from './manifest';

/** Each remote's declared paths, read from its route list. */
export type DeclaredPaths = Partial<Record<RemoteName, readonly string[]>>;

/**
 * The declared paths of every remote this repository builds (the storefront's four and the back
 * office): each is deployed, so the ConfigMap names each of them.
 */
export function declaredPathsOfShop(root: string): DeclaredPaths {
  return Object.fromEntries(
    SHOP_REMOTE_NAMES.map((name) => [name, remoteDeclaredPaths(join(root, remoteFolder(name)))]),
  );
}

const WHERE = 'ConfigMap/runtime-config';
const GENERATE = 'run pnpm --filter @rmj/k8s-check runtime-config';

/** The file's problems: the contract, every remote present with its paths, each list equal to its declaration. */
export function runtimeConfigFileProblems(text: string, declared: DeclaredPaths): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return [`${WHERE}: runtime.json is not JSON (${(error as Error).message})`];
  }
  const result = runtimeConfigFileSchema.safeParse(parsed);
  if (!result.success) {
    return result.error.issues.map((i) => `${WHERE}: ${i.path.join('.') || 'runtime.json'}: ${i.message}`);
  }
  const out: string[] = [];
  for (const name of Object.keys(declared) as RemoteName[]) {
    const remote = result.data.remotes[name];
    if (!remote) out.push(`${WHERE}: no entry for ${name}`);
    else if (!remote.paths) {
      out.push(`${WHERE}: ${name} has no paths (the gateway cannot read its build here; ${GENERATE})`);
    } else {
      const { missing, extra } = pathDifferences(remote.paths, declared[name] ?? []);
      if (missing.length + extra.length > 0) {
        out.push(
          `${WHERE}: ${name}'s paths differ from those its route list declares:` +
            `${missing.length ? ` missing ${missing.join(', ')};` : ''}` +
            `${extra.length ? ` not declared ${extra.join(', ')};` : ''} ${GENERATE}`,
        );
      }
    }
  }
  return out;
}

/** The ConfigMap's runtime.json and its mount into the gateway as RUNTIME_CONFIG_FILE. */
export function runtimeConfigProblems(
  deployments: Manifest[],
  configMaps: Map<string, Manifest>,
  declared: DeclaredPaths,
): string[] {
  const text = configMaps.get('runtime-config')?.data?.['runtime.json'];
  const out = text ? runtimeConfigFileProblems(text, declared) : [`${WHERE}: no runtime.json`];
  const gateway = deployments.find((d) => d.metadata?.name === 'gateway')?.spec?.template?.spec;
  const container = gateway?.containers?.[0];
  const volume = gateway?.volumes?.find((v) => v.configMap?.name === 'runtime-config');
  const mount = container?.volumeMounts?.find((m) => m.name === volume?.name);
  const file = container?.env?.find((e) => e.name === 'RUNTIME_CONFIG_FILE')?.value;
  if (!volume || !mount || file !== `${mount.mountPath}/runtime.json`) {
    out.push(
      'Deployment/gateway: does not mount ConfigMap runtime-config and point RUNTIME_CONFIG_FILE at its runtime.json',
    );
  }
  return out;
}

/** `config` with every remote's paths replaced by its declaration (entries and chat phone kept). */
export function withDeclaredPaths(config: RuntimeConfigFile, declared: DeclaredPaths): RuntimeConfigFile {
  const remotes = Object.fromEntries(
    (Object.keys(declared) as RemoteName[]).map((name) => [
      name,
      {
        entry: config.remotes[name]?.entry ?? `/mfe/${name.replace('mfe_', '')}/mf-manifest.json`,
        paths: [...(declared[name] ?? [])],
      },
    ]),
  );
  return { ...config, remotes };
}
