// node dist/schema-input.js <rendered.yaml> <out.yaml>: the rendered documents kubectl-validate has
// schemas for. Custom resources of the groups below (the Prometheus Operator's) have no schema in it:
// they are left out of the schema check and checked by the shop's rules instead (operability.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';

/** API groups whose objects the rules check by shape (kubectl-validate does not know the CRDs). */
export const CRD_GROUPS = ['monitoring.coreos.com'];

export function withoutCustomResources(text: string): { kept: string; skipped: string[] } {
  const skipped: string[] = [];
  const kept = parseAllDocuments(text).filter((doc) => {
    const obj = doc.toJS() as { apiVersion?: string; kind?: string; metadata?: { name?: string } } | null;
    if (!obj) return false;
    const group = (obj.apiVersion ?? '').includes('/') ? (obj.apiVersion ?? '').split('/')[0] : '';
    if (!CRD_GROUPS.includes(group)) return true;
    skipped.push(`${obj.kind}/${obj.metadata?.name}`);
    return false;
  });
  return { kept: kept.map((d) => d.toString()).join('---\n'), skipped };
}

if (require.main === module) {
  const [input, output] = process.argv.slice(2);
  if (!input || !output) throw new Error('usage: schema-input.js <rendered.yaml> <out.yaml>');
  const { kept, skipped } = withoutCustomResources(readFileSync(input, 'utf8'));
  writeFileSync(output, kept);
  if (skipped.length > 0)
    process.stdout.write(`  ${skipped.length} custom resources checked by the rules only: ${skipped.join(', ')}\n`);
}
