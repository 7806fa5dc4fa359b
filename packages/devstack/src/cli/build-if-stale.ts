// Builds each workspace part whose sources (or whose workspace dependencies' sources) changed since
// its last build, in dependency order. `all` builds everything; `packages` only the shared packages
// (what unit tests need, no apps or services). A warm start with nothing changed builds nothing.
import fs from 'node:fs';
import path from 'node:path';
import { pnpmCommand, pnpmOutput, runPnpm } from '../pnpm';
import { runLogged } from './run-logged';

/** A build in the background that has not ended by then hangs. */
const BUILD_TIME_LIMIT_MS = 30 * 60_000;

const SKIP = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report', '.cache', 'bench']);

interface Part {
  name: string;
  dir: string;
  deps: string[];
}

interface PackageJson {
  name: string;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

function workspaceParts(root: string): Map<string, Part> {
  const list = JSON.parse(pnpmOutput(['ls', '-r', '--depth', '-1', '--json'], root)) as { path: string }[];
  const parts = new Map<string, Part>();
  for (const entry of list) {
    if (entry.path === root) continue;
    const pkg = JSON.parse(fs.readFileSync(path.join(entry.path, 'package.json'), 'utf8')) as PackageJson;
    if (!pkg.scripts?.build) continue;
    const deps = Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })
      .filter(([, range]) => range.startsWith('workspace:'))
      .map(([name]) => name);
    parts.set(pkg.name, { name: pkg.name, dir: entry.path, deps });
  }
  return parts;
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

export type BuildScope = 'stale' | 'all' | 'packages';

const stampOf = (part: Part) => path.join(part.dir, 'dist', '.build-stamp');

/** The parts `scope` asks for whose build is older than their sources (or their dependencies'). */
function staleParts(root: string, scope: BuildScope): Part[] {
  const parts = workspaceParts(root);
  const sourceTime = new Map<string, number>();
  const inputsTime = (name: string, seen = new Set<string>()): number => {
    if (seen.has(name)) return 0;
    seen.add(name);
    const part = parts.get(name);
    if (!part) return 0;
    if (!sourceTime.has(name)) sourceTime.set(name, newestMtime(part.dir));
    return Math.max(sourceTime.get(name) ?? 0, ...part.deps.map((dep) => inputsTime(dep, seen)));
  };
  const isPackage = (part: Part) => ['packages', 'infra'].includes(path.relative(root, part.dir).split(path.sep)[0]);
  const wanted = [...parts.values()].filter((part) => scope !== 'packages' || isPackage(part));
  return wanted.filter(
    (part) =>
      scope === 'all' || !fs.existsSync(stampOf(part)) || fs.statSync(stampOf(part)).mtimeMs < inputsTime(part.name),
  );
}

/** pnpm's arguments that build `stale` in dependency order, two at a time. */
const buildArgs = (stale: Part[]) => [
  '-r',
  '--workspace-concurrency=2',
  ...stale.flatMap((p) => ['--filter', p.name]),
  'build',
];

/**
 * Marks the parts built. The stamp says when the build began, not when it ended: a source saved while
 * the build ran (a checkout, a merge, an editor) is newer than the stamp and is built the next time.
 */
function stamp(built: Part[], startedAt: Date): void {
  for (const part of built) {
    fs.mkdirSync(path.dirname(stampOf(part)), { recursive: true });
    fs.writeFileSync(stampOf(part), startedAt.toISOString());
    fs.utimesSync(stampOf(part), startedAt, startedAt);
  }
}

/** Builds what `scope` asks for, its output on the terminal; returns the exit status. */
export function buildIfStale(root: string, scope: BuildScope = 'stale'): number {
  const stale = staleParts(root, scope);
  if (stale.length === 0) {
    process.stdout.write('Everything is up to date.\n');
    return 0;
  }
  process.stdout.write(`Building: ${stale.map((p) => p.name).join(', ')}\n`);
  const startedAt = new Date();
  const status = runPnpm(buildArgs(stale), { cwd: root });
  if (status !== 0) {
    process.stderr.write('Build failed.\n');
    return status;
  }
  stamp(stale, startedAt);
  return 0;
}

/**
 * The same in the background with its output in `log` (the test command builds the apps beside the
 * unit stage, which needs only the shared packages); resolves to the exit status.
 */
export async function buildIfStaleLogged(root: string, scope: BuildScope, log: string): Promise<number> {
  const stale = staleParts(root, scope);
  if (stale.length === 0) {
    fs.writeFileSync(log, 'Everything is up to date.\n');
    return 0;
  }
  const startedAt = new Date();
  const [command, ...prefix] = pnpmCommand();
  const args = [...prefix, ...buildArgs(stale)];
  const status = await runLogged({ command, args, cwd: root, log, timeoutMs: BUILD_TIME_LIMIT_MS });
  if (status === 0) stamp(stale, startedAt);
  return status;
}
