// node dist/cli.js <rendered.yaml> <secrets.example.yaml> <repo root>: the shop's own rules over one
// rendered environment (check.sh runs the Kubernetes schema validation first). Exit 1 on any problem.
import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';
import type { Manifest } from './manifest';
import { shopFactsOf } from './facts';
import { checkEnvironment } from './rules';
import { declaredPathsOfShop } from './runtime-config';

/** Every document of a multi-document YAML file; a syntax error throws with its position. */
export function readManifests(file: string): Manifest[] {
  const docs = parseAllDocuments(readFileSync(file, 'utf8'));
  for (const doc of docs) {
    if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors.map((e) => e.message).join('; ')}`);
  }
  return docs.map((doc) => doc.toJS() as Manifest).filter((d) => d !== null);
}

function main(): void {
  const [renderedPath, secretsPath, root] = process.argv.slice(2);
  if (!renderedPath || !secretsPath || !root) {
    throw new Error('usage: cli.js <rendered.yaml> <secrets.example.yaml> <repo root>');
  }
  const docs = readManifests(renderedPath);
  const secretKeys = new Map(
    readManifests(secretsPath)
      .filter((s) => s.kind === 'Secret')
      .map((s) => [s.metadata?.name ?? '', Object.keys(s.stringData ?? s.data ?? {})]),
  );
  const problems = checkEnvironment(docs, secretKeys, declaredPathsOfShop(root), shopFactsOf(root));
  if (problems.length > 0) {
    process.stderr.write(`${problems.map((p) => `  - ${p}`).join('\n')}\n`);
    process.exit(1);
  }
  const deployments = docs.filter((d) => d.kind === 'Deployment').length;
  process.stdout.write(
    `  ${docs.length} objects, ${deployments} Deployments: probes, resources, security, PDBs, autoscalers, ` +
      `runtime configuration (paths as the remotes declare them), the shell nginx page limit, metrics port, monitoring (ServiceMonitors, ` +
      `alerts, dashboard), migration Jobs, backup CronJob OK\n`,
  );
}

if (require.main === module) {
  try {
    main();
  } catch (error) {
    process.stderr.write(`  - ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
