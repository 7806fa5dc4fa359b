// Builds each workspace part whose sources (or whose workspace dependencies'
// sources) changed since its last build, in dependency order. `--all` builds
// everything. A warm start with nothing changed builds nothing.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './stack.mjs';

const all = process.argv.includes('--all');
const SKIP = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report', '.cache', 'bench']);

const list = JSON.parse(execFileSync('pnpm', ['ls', '-r', '--depth', '-1', '--json'], { cwd: root, encoding: 'utf8' }));
const parts = new Map();
for (const entry of list) {
  const pkg = JSON.parse(fs.readFileSync(path.join(entry.path, 'package.json'), 'utf8'));
  if (!pkg.scripts?.build || entry.path === root) continue;
  const deps = Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })
    .filter(([, v]) => String(v).startsWith('workspace:'))
    .map(([k]) => k);
  parts.set(pkg.name, { name: pkg.name, dir: entry.path, deps });
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

const sourceTime = new Map();
function inputsTime(name, seen = new Set()) {
  if (seen.has(name)) return 0;
  seen.add(name);
  const part = parts.get(name);
  if (!part) return 0;
  if (!sourceTime.has(name)) sourceTime.set(name, newestMtime(part.dir));
  return Math.max(sourceTime.get(name), ...part.deps.map((d) => inputsTime(d, seen)));
}

const stampOf = (part) => path.join(part.dir, 'dist', '.build-stamp');
const stale = [...parts.values()].filter((part) => {
  if (all) return true;
  const stamp = stampOf(part);
  return !fs.existsSync(stamp) || fs.statSync(stamp).mtimeMs < inputsTime(part.name);
});

if (stale.length === 0) {
  process.stdout.write('Everything is up to date.\n');
  process.exit(0);
}
process.stdout.write(`Building: ${stale.map((p) => p.name).join(', ')}\n`);
const args = ['-r', '--workspace-concurrency=2', ...stale.flatMap((p) => ['--filter', p.name]), 'build'];
const result = spawnSync('pnpm', args, { cwd: root, stdio: 'inherit' });
if (result.status !== 0) {
  process.stderr.write('Build failed.\n');
  process.exit(result.status ?? 1);
}
for (const part of stale) {
  fs.mkdirSync(path.dirname(stampOf(part)), { recursive: true });
  fs.writeFileSync(stampOf(part), new Date().toISOString());
}
