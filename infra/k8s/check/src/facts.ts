import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ShopFacts } from './operability';
import { EXTERNAL_METRICS, NODE_DEFAULT_METRICS, shopMetricsFromSource } from './promql';
import { markdownAnchors } from './runbook';

/** The one list of metric names (owned by the metrics code). */
export const METRIC_NAMES_FILE = 'packages/nest-common/src/metrics/names.ts';

/** What the operability rules compare the manifests with, read from the repository at `root`. */
export function shopFactsOf(root: string): ShopFacts {
  const shop = shopMetricsFromSource(readFileSync(join(root, METRIC_NAMES_FILE), 'utf8'));
  if (shop.size === 0) throw new Error(`${METRIC_NAMES_FILE}: no metric definitions found (def({ type, name }))`);
  return {
    metrics: { shop, external: new Set([...NODE_DEFAULT_METRICS, ...EXTERNAL_METRICS]) },
    runbookSections: markdownAnchors(readFileSync(join(root, 'infra', 'RUNBOOK.md'), 'utf8')),
    dashboardFile: readFileSync(join(root, 'infra', 'k8s', 'monitoring', 'dashboards', 'shop.json'), 'utf8'),
  };
}
