// Runs the benchmarks (`*/bench/*.bench.mjs` of the root scripts, services and packages) one after
// another. Smoke mode (BENCH_SMOKE=1) asks each for tiny data and about a second of load: the test
// command runs them that way so a benchmark cannot silently rot. Arguments after the filter reach every
// benchmark it selects as its own argv (`pnpm bench load --fault orders --seconds 60`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

function benchFiles(root: string): string[] {
  const dirs = (parent: string) =>
    fs.existsSync(parent)
      ? fs
          .readdirSync(parent, { withFileTypes: true })
          .filter((d) => d.isDirectory() && d.name !== 'node_modules' && !d.name.startsWith('.'))
          .map((d) => path.join(parent, d.name))
      : [];
  return [
    path.join(root, 'scripts'),
    ...dirs(path.join(root, 'services')),
    ...dirs(path.join(root, 'packages')),
  ].flatMap((dir) => {
    const bench = path.join(dir, 'bench');
    return fs.existsSync(bench)
      ? fs
          .readdirSync(bench)
          .filter((f) => f.endsWith('.bench.mjs'))
          .sort()
          .map((f) => path.join(bench, f))
      : [];
  });
}

/**
 * `bench` arguments: the filter (the first argument that is neither a flag nor a flag's value), --smoke,
 * and everything else, passed on to the benchmarks.
 */
export function benchArguments(argv: string[]): { filter?: string; smoke: boolean; args: string[] } {
  const takesValue = (i: number) =>
    i > 0 && argv[i - 1].startsWith('--') && !argv[i - 1].includes('=') && argv[i - 1] !== '--smoke';
  const at = argv.findIndex((arg, i) => !arg.startsWith('--') && !takesValue(i));
  return {
    filter: at >= 0 ? argv[at] : undefined,
    smoke: argv.includes('--smoke'),
    args: argv.filter((arg, i) => i !== at && arg !== '--smoke'),
  };
}

/** The benchmarks whose path contains `filter`: each one's name and file. */
export function selectBenchmarks(root: string, filter?: string): { name: string; file: string }[] {
  return benchFiles(root)
    .filter((f) => !filter || path.relative(root, f).includes(filter))
    .map((file) => ({ name: path.basename(file, '.bench.mjs'), file }));
}

/** A smoke run is short; one that has not ended by then hangs and must not hold up the test command. */
export const SMOKE_TIME_LIMIT_MS = 5 * 60_000;

/** Runs the benchmarks whose path contains `filter`; returns [name, succeeded, seconds] for each. */
export function runBenchmarks(
  root: string,
  { filter, smoke = false, args = [] }: { filter?: string; smoke?: boolean; args?: string[] } = {},
): [string, boolean, number][] {
  return selectBenchmarks(root, filter).map(({ name, file }) => {
    process.stdout.write(`\n=== ${path.relative(root, file)}${smoke ? ' (smoke)' : ''}\n`);
    const began = Date.now();
    const result = spawnSync(process.execPath, [file, ...args], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...(smoke ? { BENCH_SMOKE: '1' } : {}) },
      ...(smoke ? { timeout: SMOKE_TIME_LIMIT_MS, killSignal: 'SIGKILL' as const } : {}),
    });
    if (result.status !== 0) process.stdout.write(`bench: ${name} failed (exit ${result.status ?? result.signal})\n`);
    return [name, result.status === 0, (Date.now() - began) / 1000];
  });
}
