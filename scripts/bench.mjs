// `pnpm bench`: runs every benchmark (`*/bench/*.bench.mjs`, `services/*/bench/*.bench.mjs`,
// `packages/*/bench/*.bench.mjs`) one after another and prints their output.
// Build first (`pnpm -r build`). `node scripts/bench.mjs catalog` runs only files whose path contains "catalog".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const filter = process.argv[2];

function benchFiles(dir) {
  const bench = path.join(dir, 'bench');
  if (!fs.existsSync(bench)) return [];
  return fs.readdirSync(bench).filter((f) => f.endsWith('.bench.mjs')).sort().map((f) => path.join(bench, f));
}

const dirs = (parent) =>
  fs.existsSync(parent)
    ? fs.readdirSync(parent, { withFileTypes: true }).filter((d) => d.isDirectory() && d.name !== 'node_modules' && !d.name.startsWith('.')).map((d) => path.join(parent, d.name))
    : [];

const files = [...dirs(root), ...dirs(path.join(root, 'services')), ...dirs(path.join(root, 'packages'))]
  .flatMap(benchFiles)
  .filter((f) => !filter || path.relative(root, f).includes(filter));

if (!files.length) {
  process.stdout.write('bench: no benchmark files found\n');
  process.exit(0);
}
let failed = 0;
for (const file of files) {
  process.stdout.write(`\n=== ${path.relative(root, file)}\n`);
  const result = spawnSync(process.execPath, [file], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    failed += 1;
    process.stdout.write(`bench: ${path.relative(root, file)} failed (exit ${result.status ?? result.signal})\n`);
  }
}
process.exit(failed ? 1 : 0);
