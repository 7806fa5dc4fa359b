// How to run pnpm: the installed one, or the exact version through npx (no global install), as the
// shop's start script decided (RMJ_PNPM).
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';

/** The pnpm command line: ['pnpm'] or ['npx', '--yes', 'pnpm@10.34.9']. */
export function pnpmCommand(): [string, ...string[]] {
  const words = (process.env.RMJ_PNPM ?? 'pnpm').split(' ').filter(Boolean);
  return words.length > 0 ? (words as [string, ...string[]]) : ['pnpm'];
}

/** Runs pnpm with `args`; returns the exit status (1 when it could not run). */
export function runPnpm(args: string[], options: SpawnSyncOptions = {}): number {
  const [command, ...prefix] = pnpmCommand();
  return spawnSync(command, [...prefix, ...args], { stdio: 'inherit', ...options }).status ?? 1;
}

/** pnpm's standard output (for `pnpm ls --json`). */
export function pnpmOutput(args: string[], cwd: string): string {
  const [command, ...prefix] = pnpmCommand();
  const result = spawnSync(command, [...prefix, ...args], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}
