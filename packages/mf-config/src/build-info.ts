// Build information every app carries (read through `__RMJ_BUILD__`, typed by BuildInfo in
// @rmj/contracts): its version label and, for each shared singleton, the range it needs and the
// version it bundles.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { installedVersionOf, requiredVersionOf, SINGLETONS } from './shared';

interface BuildInfo {
  version: string;
  requires: Record<string, string>;
  provides: Record<string, string>;
}

/** BUILD_ID from the environment (CI), else the current git commit, else 'local'. */
function buildId(dir: string): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'local';
  }
}

/**
 * Ranges overridden for a compatibility check, e.g. RMJ_REQUIRE_OVERRIDE='@rmj/cart@^2.0.0' builds a
 * remote that declares it needs cart 2.x (the test that proves the shell refuses it uses this).
 */
function overrides(): Record<string, string> {
  const raw = process.env.RMJ_REQUIRE_OVERRIDE ?? '';
  return Object.fromEntries(
    raw
      .split(',')
      .map((entry) => /^(@?[^@\s]+)@(\S+)$/.exec(entry.trim()))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1], m[2]]),
  );
}

/** The build information of the app in `dir`. */
export function buildInfoFor(dir: string): BuildInfo {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: string };
  const requires: Record<string, string> = {};
  const provides: Record<string, string> = {};
  for (const key of SINGLETONS.filter((k) => !k.endsWith('/'))) {
    const required = requiredVersionOf(dir, key);
    const installed = installedVersionOf(dir, key);
    if (required) requires[key] = required;
    if (installed) provides[key] = installed;
  }
  return { version: `${pkg.version ?? '0.0.0'}+${buildId(dir)}`, requires: { ...requires, ...overrides() }, provides };
}
