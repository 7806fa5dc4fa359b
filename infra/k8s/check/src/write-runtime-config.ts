// node dist/write-runtime-config.js [repo root]: writes every remote's declared paths (from its
// route list) into infra/k8s/base/runtime-config.json, keeping each entry and the chat phone. The
// package script formats the file with Prettier afterwards.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runtimeConfigFileSchema } from '@rmj/contracts';
import { declaredPathsOfShop, withDeclaredPaths } from './runtime-config';

function main(): void {
  const root = resolve(process.argv[2] ?? join(__dirname, '..', '..', '..', '..'));
  const file = join(root, 'infra', 'k8s', 'base', 'runtime-config.json');
  const current = runtimeConfigFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const next = runtimeConfigFileSchema.parse(withDeclaredPaths(current, declaredPathsOfShop(root)));
  writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
  process.stdout.write(`${file}: paths written from the remotes' route lists\n`);
}

if (require.main === module) {
  try {
    main();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
