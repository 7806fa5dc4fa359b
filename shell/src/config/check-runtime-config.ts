// The browser's own check of the run-time configuration, against the contract in @rmj/contracts.
// Its own chunk: a document the gateway marks as checked never loads it (nor zod) at start-up.
import { RUNTIME_CONFIG_PATH, runtimeConfigSchema, type RuntimeConfig } from '@rmj/contracts';
import { EMPTY_RUNTIME_CONFIG } from './empty-runtime-config';

/** The configuration when it satisfies the contract, else the empty one (and a warning naming each problem). */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  console.warn(`[shell] ${RUNTIME_CONFIG_PATH} is invalid: ${problems.join('; ')}`);
  return EMPTY_RUNTIME_CONFIG;
}
