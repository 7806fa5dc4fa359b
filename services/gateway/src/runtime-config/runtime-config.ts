import { readFileSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import { runtimeConfigFileSchema, type RemoteName, type RuntimeConfig, type RuntimeConfigFile } from '@rmj/contracts';
import { compose, declarationStamp, refusal, type Composition } from './compose';
import { fileStamp } from './declared-paths';

/** What the runtime configuration is made from (the gateway's validated environment). */
export interface SourceEnv {
  /** Manifest URL per remote (REMOTE_MFE_<NAME>_URL): the storefront's four, and any other remote so configured. */
  remoteUrls: Partial<Record<RemoteName, string>>;
  /** Configured paths per remote (REMOTE_MFE_<NAME>_PATHS); undefined: those its build declares. */
  remotePaths: Partial<Record<RemoteName, readonly string[] | undefined>>;
  SELLER_PHONE: string;
  /** Where the gateway serves the builds from, if it does: their declarations are read there. */
  STATIC_ROOT?: string;
  /** A file with the whole configuration (a mounted ConfigMap), overriding the variables above. */
  RUNTIME_CONFIG_FILE?: string;
}

/** What the REMOTE_MFE_* variables configure (each checked by the config schema): manifest URLs, and paths where given. */
export function configuredFromEnv(config: SourceEnv): RuntimeConfigFile {
  const remotes: RuntimeConfigFile['remotes'] = {};
  for (const [name, entry] of Object.entries(config.remoteUrls) as [RemoteName, string | undefined][]) {
    if (!entry) continue;
    const paths = config.remotePaths[name];
    remotes[name] = paths ? { entry, paths: [...paths] } : { entry };
  }
  return { remotes, chatPhone: config.SELLER_PHONE };
}

/** Reads and validates a runtime configuration file; throws with every problem named. */
export function readRuntimeConfigFile(file: string): RuntimeConfigFile {
  const result = runtimeConfigFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!result.success) {
    throw new Error(
      `${file}: ${result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`,
    );
  }
  return result.data;
}

/** What the gateway is configured with: the file when there is one, else the environment. */
function readConfigured(config: SourceEnv): RuntimeConfigFile {
  return config.RUNTIME_CONFIG_FILE ? readRuntimeConfigFile(config.RUNTIME_CONFIG_FILE) : configuredFromEnv(config);
}

/**
 * The configuration the gateway starts with; throws when it cannot start (a broken file, a path
 * claimed by two remotes). A remote whose paths are unknown is left out, and said so in `problems`.
 */
export function startingComposition(config: SourceEnv, configured = readConfigured(config)): Composition {
  const composition = compose(configured, config.STATIC_ROOT);
  const refused = refusal(composition);
  if (refused) throw new Error(refused);
  return composition;
}

/**
 * Where /config/runtime.json comes from: the environment, or RUNTIME_CONFIG_FILE (a mounted
 * ConfigMap in Kubernetes), completed with the paths each remote's build declares where the gateway
 * serves that build. The file and those builds are re-read whenever they change, so a remote can be
 * re-pointed, or released with a new prefix, while everything keeps running. A broken file, a
 * conflict or a bad declaration never takes the shop down: the last good configuration stays in use
 * and the problem is logged.
 */
export class RuntimeConfigSource {
  private readonly logger = new Logger('RuntimeConfig');
  private configured: RuntimeConfigFile;
  private current: RuntimeConfig;
  private stamp: string;
  private noticed = new Set<string>();

  constructor(private readonly config: SourceEnv) {
    const fileStampBefore = this.fileStamp();
    this.configured = readConfigured(config);
    this.stamp = `${fileStampBefore}|${declarationStamp(this.configured, config.STATIC_ROOT)}`;
    const first = startingComposition(config, this.configured);
    this.current = first.config;
    this.report(first);
  }

  private fileStamp(): string {
    return this.config.RUNTIME_CONFIG_FILE ? fileStamp(this.config.RUNTIME_CONFIG_FILE) : '';
  }

  /** Logs each left-out remote and each drift once, until it changes. */
  private report({ problems, drift }: Composition): void {
    problems.filter((p) => !this.noticed.has(p)).forEach((p) => this.logger.error(`left out: ${p}`));
    drift.filter((d) => !this.noticed.has(d)).forEach((d) => this.logger.warn(d));
    this.noticed = new Set([...problems, ...drift]);
  }

  get(): RuntimeConfig {
    const fileStampBefore = this.fileStamp();
    if (`${fileStampBefore}|${declarationStamp(this.configured, this.config.STATIC_ROOT)}` === this.stamp) {
      return this.current;
    }
    try {
      // Stamped before reading: anything written after this point is seen on the next request.
      if (this.config.RUNTIME_CONFIG_FILE) this.configured = readRuntimeConfigFile(this.config.RUNTIME_CONFIG_FILE);
      this.stamp = `${fileStampBefore}|${declarationStamp(this.configured, this.config.STATIC_ROOT)}`;
      const next = compose(this.configured, this.config.STATIC_ROOT);
      const refused = refusal(next, this.current);
      if (refused) throw new Error(refused);
      this.report(next);
      if (JSON.stringify(next.config) !== JSON.stringify(this.current)) {
        this.current = next.config;
        this.logger.log('runtime configuration reloaded');
      }
    } catch (error) {
      this.stamp = `${fileStampBefore}|${declarationStamp(this.configured, this.config.STATIC_ROOT)}`;
      this.logger.error(
        `keeping the last good runtime configuration: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return this.current;
  }
}
