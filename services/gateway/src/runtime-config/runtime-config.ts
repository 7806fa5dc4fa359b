import { readFileSync, statSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import { REMOTE_NAMES, runtimeConfigSchema, type RemoteName, type RuntimeConfig } from '@rmj/contracts';
import type { GatewayConfig } from '../config/gateway.config';

type RemoteEnv = Pick<GatewayConfig, 'remoteUrls' | 'remotePaths' | 'SELLER_PHONE'>;

/** The shell's runtime configuration, from the gateway's environment. */
export function buildRuntimeConfig(config: RemoteEnv): RuntimeConfig {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name: RemoteName) => [
      name,
      { entry: config.remoteUrls[name], paths: [...config.remotePaths[name]] },
    ]),
  );
  return runtimeConfigSchema.parse({ remotes, chatPhone: config.SELLER_PHONE });
}

/** Reads and validates a runtime configuration file; throws with every problem named. */
export function readRuntimeConfigFile(file: string): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!result.success) {
    throw new Error(
      `${file}: ${result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`,
    );
  }
  return result.data;
}

/**
 * Where /config/runtime.json comes from: the environment (fixed for the process's life), or
 * RUNTIME_CONFIG_FILE (a mounted ConfigMap in Kubernetes), re-read whenever the file changes so a
 * remote can be re-pointed while everything keeps running. A broken file never takes the shop
 * down: the last valid configuration stays in use and the problem is logged.
 */
export class RuntimeConfigSource {
  private readonly logger = new Logger('RuntimeConfig');
  private current: RuntimeConfig;
  private stamp = '';

  constructor(private readonly config: RemoteEnv & Pick<GatewayConfig, 'RUNTIME_CONFIG_FILE'>) {
    const file = config.RUNTIME_CONFIG_FILE;
    this.current = file ? readRuntimeConfigFile(file) : buildRuntimeConfig(config);
    if (file) this.stamp = this.stampOf(file);
  }

  private stampOf(file: string): string {
    const stat = statSync(file);
    return `${stat.mtimeMs}:${stat.size}`;
  }

  get(): RuntimeConfig {
    const file = this.config.RUNTIME_CONFIG_FILE;
    if (!file) return this.current;
    try {
      const stamp = this.stampOf(file);
      if (stamp !== this.stamp) {
        this.stamp = stamp;
        this.current = readRuntimeConfigFile(file);
        this.logger.log(`reloaded ${file}`);
      }
    } catch (error) {
      this.logger.error(
        `keeping the last valid runtime configuration: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return this.current;
  }
}
