// The operability rules (operability.ts) on the real prod overlay, rendered once, with one thing
// broken at a time; and through the real check.sh (kustomize, kubectl-validate, rules) for a few.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { shopFactsOf } from './facts';
import type { Manifest } from './manifest';
import { parsePromQL, unknownMetric, withoutGrafanaVariables } from './promql';
import { checkEnvironment } from './rules';
import { declaredPathsOfShop } from './runtime-config';
import { markdownAnchors } from './runbook';

/* eslint-disable @typescript-eslint/no-explicit-any -- the tests edit plain YAML trees */
type Doc = Record<string, any>;

const k8s = resolve(__dirname, '..', '..');
const root = resolve(k8s, '..', '..');
const facts = shopFactsOf(root);
const declared = declaredPathsOfShop(root);
const secretKeys = new Map(
  parseAllDocuments(readFileSync(join(k8s, 'secrets.example.yaml'), 'utf8'))
    .map((d) => d.toJS() as Doc)
    .filter((s) => s?.kind === 'Secret')
    .map((s) => [s.metadata.name as string, Object.keys(s.stringData ?? {})]),
);
const rendered = {
  prod: execFileSync('kubectl', ['kustomize', join(k8s, 'overlays', 'prod')], { encoding: 'utf8' }),
  dev: execFileSync('kubectl', ['kustomize', join(k8s, 'overlays', 'dev')], { encoding: 'utf8' }),
};
const docsOf = (env: 'prod' | 'dev') => parseAllDocuments(rendered[env]).map((d) => d.toJS() as Doc);
const problemsOf = (docs: Doc[]) => checkEnvironment(docs as Manifest[], secretKeys, declared, facts);
const find = (docs: Doc[], kind: string, name: string) =>
  docs.find((d) => d.kind === kind && d.metadata.name === name)!;

/** The prod overlay with `edit` applied, and its problems. */
function broken(edit: (docs: Doc[]) => void): string[] {
  const docs = docsOf('prod');
  edit(docs);
  return problemsOf(docs);
}
const alert = (docs: Doc[], name: string) =>
  find(docs, 'PrometheusRule', 'rmj-shop')
    .spec.groups.flatMap((g: Doc) => g.rules)
    .find((r: Doc) => r.alert === name);

describe('the real overlays', () => {
  it('pass the operability rules (prod with monitoring, dev without)', () => {
    expect(problemsOf(docsOf('prod'))).toEqual([]);
    expect(problemsOf(docsOf('dev'))).toEqual([]);
    const prod = docsOf('prod');
    expect(prod.filter((d) => d.kind === 'ServiceMonitor')).toHaveLength(5); // 4 services and render
    expect(docsOf('dev').filter((d) => d.kind === 'ServiceMonitor')).toHaveLength(0);
  });

  it('read the metric names from the one list (names.ts) and every runbook section', () => {
    expect(facts.metrics.shop.get('rmj_http_requests_total')).toBe('counter');
    expect(facts.metrics.shop.get('rmj_verify_duration_seconds')).toBe('histogram');
    expect(facts.metrics.shop.get('rmj_oldest_captured_without_order_age_seconds')).toBe('gauge');
    expect(facts.runbookSections).toContain('captured-payment-without-an-order');
    expect(facts.runbookSections).toContain('5xx-rate');
  });
});

describe('the metrics port', () => {
  it('must never be routed by the Ingress', () => {
    const problems = broken((docs) => {
      find(docs, 'Ingress', 'shop').spec.rules[0].http.paths[0].backend.service.port = { name: 'metrics' };
    });
    expect(problems).toContain(
      'Ingress/shop: path /api routes the metrics port of Service gateway: metrics stay internal',
    );
  });

  it('must be reachable from the monitoring namespace only', () => {
    const problems = broken((docs) => {
      find(docs, 'NetworkPolicy', 'from-ingress-controller').spec.ingress[0].ports.push({ port: 'metrics' });
    });
    expect(problems).toContain(
      'NetworkPolicy/from-ingress-controller: lets pods outside namespace monitoring reach the metrics port',
    );
  });

  it('must be declared on the container, set as METRICS_PORT and published by the Service', () => {
    const problems = broken((docs) => {
      const app = find(docs, 'Deployment', 'orders').spec.template.spec.containers[0];
      app.ports = app.ports.filter((p: Doc) => p.name !== 'metrics');
      const cm = docs.find((d) => d.kind === 'ConfigMap' && d.metadata.name.startsWith('catalog-config'))!;
      delete cm.data.METRICS_PORT;
      find(docs, 'Service', 'identity').spec.ports.pop();
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'Deployment/orders: no container port "metrics" 9100',
        'Deployment/catalog: METRICS_PORT is not set, not 9100 (its container port "metrics")',
        'Service/identity: no port named "metrics"',
      ]),
    );
  });
});

describe('ServiceMonitors (a CRD: checked by the rules, not kubectl-validate)', () => {
  it('must select an existing Service through its metrics port, and cover every service', () => {
    const problems = broken((docs) => {
      find(docs, 'ServiceMonitor', 'orders').spec.selector.matchLabels['app.kubernetes.io/name'] = 'order';
      find(docs, 'ServiceMonitor', 'catalog').spec.endpoints[0].port = 'http-metrics';
      find(docs, 'ServiceMonitor', 'gateway').apiVersion = 'monitoring.coreos.com/v1alpha1';
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'ServiceMonitor/orders: its selector matches no Service',
        'Service/orders: no ServiceMonitor scrapes it',
        'ServiceMonitor/catalog: endpoint port http-metrics is not "metrics"',
        'ServiceMonitor/catalog: Service catalog has no port named http-metrics',
        'ServiceMonitor/gateway: apiVersion is monitoring.coreos.com/v1alpha1, not monitoring.coreos.com/v1',
      ]),
    );
  });
});

describe('the PrometheusRule', () => {
  it('refuses an expression that does not parse as PromQL, and a metric the shop does not export', () => {
    const problems = broken((docs) => {
      alert(docs, 'RmjOldPendingOrder').expr = 'max(rmj_oldest_pending_order_age_seconds > 1800';
      alert(docs, 'RmjWebhookFailures').expr = 'sum(rate(rmj_webhook_failed_total[5m])) > 0';
      alert(docs, 'RmjVerifySlow').expr = 'histogram_quantile(0.95, rate(rmj_verify_duration_seconds[5m])) > 5';
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^PrometheusRule\/rmj-shop RmjOldPendingOrder: PromQL does not parse \(at character \d+\)/,
        ),
        expect.stringMatching(/^PrometheusRule\/rmj-shop RmjWebhookFailures: unknown metric rmj_webhook_failed_total/),
        'PrometheusRule/rmj-shop RmjVerifySlow: rmj_verify_duration_seconds is a histogram: use rmj_verify_duration_seconds_bucket, _sum or _count',
        'PrometheusRule: no alert on the oldest pending order',
        'PrometheusRule: no alert on webhook failures',
      ]),
    );
  });

  it('wants for, a severity, summary, description and a runbook section that exists', () => {
    const problems = broken((docs) => {
      const a = alert(docs, 'RmjHighErrorRate');
      delete a.for;
      a.labels.severity = 'page';
      delete a.annotations.summary;
      a.annotations.runbook_url = 'https://git.example.com/rmj/shop/blob/main/infra/RUNBOOK.md#no-such-section';
      delete alert(docs, 'RmjTargetDown').annotations.description;
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'PrometheusRule/rmj-shop RmjHighErrorRate: no `for:` duration',
        'PrometheusRule/rmj-shop RmjHighErrorRate: severity label is not one of critical, warning, info',
        'PrometheusRule/rmj-shop RmjHighErrorRate: no summary annotation',
        'PrometheusRule/rmj-shop RmjHighErrorRate: infra/RUNBOOK.md has no section #no-such-section',
        'PrometheusRule/rmj-shop RmjTargetDown: no description annotation',
      ]),
    );
  });
});

describe('the Grafana dashboard', () => {
  it('must be JSON equal to the committed file, with panel queries that parse and known metrics', () => {
    const problems = broken((docs) => {
      const cm = find(docs, 'ConfigMap', 'rmj-shop-dashboard');
      const dash = JSON.parse(cm.data['shop.json']);
      dash.panels[0].targets[0].expr = 'sum by (service) (rate(rmj_http_requests_total[$__rate_interval])';
      dash.panels[1].targets[0].expr = 'rmj_requests_total';
      cm.data['shop.json'] = JSON.stringify(dash);
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'ConfigMap/rmj-shop-dashboard shop.json: differs from infra/k8s/monitoring/dashboards/shop.json',
        expect.stringMatching(
          /^ConfigMap\/rmj-shop-dashboard shop\.json panel "Requests per second by service": PromQL does not parse/,
        ),
        expect.stringMatching(
          /^ConfigMap\/rmj-shop-dashboard shop\.json panel "5xx share by service": unknown metric rmj_requests_total/,
        ),
      ]),
    );
    expect(
      broken((docs) => (find(docs, 'ConfigMap', 'rmj-shop-dashboard').data['shop.json'] = '{"panels": [')),
    ).toContain('ConfigMap/rmj-shop-dashboard shop.json: not JSON (Unexpected end of JSON input)');
  });
});

describe('the migration Jobs and the backup CronJob', () => {
  it('run with the Deployment’s image, configuration and security, as an Argo CD PreSync hook', () => {
    const problems = broken((docs) => {
      const job = find(docs, 'Job', 'orders-migrate');
      job.spec.template.spec.containers[0].image = 'rmj/orders:0.0.9';
      job.spec.template.spec.containers[0].env = job.spec.template.spec.containers[0].env.filter(
        (e: Doc) => e.name !== 'RAZORPAY_KEY_SECRET',
      );
      delete job.metadata.annotations;
      delete find(docs, 'Job', 'catalog-migrate').spec.activeDeadlineSeconds;
      find(docs, 'Job', 'identity-migrate').spec.template.spec.containers[0].securityContext.readOnlyRootFilesystem =
        false;
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        "Job/orders-migrate: image rmj/orders:0.0.9 differs from Deployment/orders's rmj/orders:0.1.0",
        "Job/orders-migrate: env differs from Deployment/orders's",
        'Job/orders-migrate: no Argo CD PreSync hook annotation (argocd.argoproj.io/hook: PreSync)',
        'Job/catalog-migrate: no activeDeadlineSeconds',
        "Job/identity-migrate: container securityContext differs from Deployment/identity's",
        'Job/identity-migrate container app: readOnlyRootFilesystem is not true',
      ]),
    );
    expect(broken((docs) => docs.splice(docs.indexOf(find(docs, 'Job', 'catalog-migrate')), 1))).toContain(
      'Job/catalog-migrate: missing (migrations run by a Job before catalog rolls out)',
    );
  });

  it('back up every database nightly, one run at a time, encrypted, to the db-backups volume, with retention', () => {
    const problems = broken((docs) => {
      const cron = find(docs, 'CronJob', 'db-backup');
      cron.spec.concurrencyPolicy = 'Allow';
      const c = cron.spec.jobTemplate.spec.template.spec.containers[0];
      c.command = ['sh', '-c', 'node dist/cli.js dump --db rmj_catalog --db rmj_orders --out /backups'];
      c.env[0].valueFrom.secretKeyRef.name = 'backup-secret';
      c.env = c.env.filter((e: { name: string }) => e.name !== 'BACKUP_ENCRYPTION_KEY');
      docs.splice(docs.indexOf(find(docs, 'PersistentVolumeClaim', 'db-backups')), 1);
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'CronJob/db-backup: concurrencyPolicy is not Forbid',
        'CronJob/db-backup: does not dump rmj_identity',
        'CronJob/db-backup: no retention (prune)',
        'CronJob/db-backup: BACKUP_ENCRYPTION_KEY does not come from a Secret (dumps in the clear)',
        'CronJob/db-backup: PersistentVolumeClaim db-backups is not rendered',
        'CronJob/db-backup container backup: Secret backup-secret key MONGODB_URI is not documented in secrets.example.yaml',
      ]),
    );
  });
});

describe('PromQL, Grafana variables and runbook anchors', () => {
  it('parse with the official grammar', () => {
    expect(parsePromQL('sum by (le) (rate(a_bucket{x="y"}[5m])) > 1 and on (service) b').errors).toEqual([]);
    expect(parsePromQL('sum by (le) (rate(a_bucket{x="y"}[5m])) > 1 and on (service) b').metrics).toEqual([
      'a_bucket',
      'b',
    ]);
    expect(parsePromQL('rate(a[5m]').errors).not.toEqual([]);
    expect(parsePromQL('a b').errors).not.toEqual([]);
    expect(parsePromQL('').errors).not.toEqual([]);
    expect(withoutGrafanaVariables('rate(a{s="$service"}[$__rate_interval]) / ${x}')).toBe(
      'rate(a{s="var"}[5m]) / var',
    );
    expect(unknownMetric('rmj_verify_duration_seconds_count', facts.metrics)).toBeUndefined();
    expect(unknownMetric('rmj_orders_bucket', facts.metrics)).toMatch(/unknown metric/);
    expect([...markdownAnchors('# A: b/c\n```\n# not\n```\n## 5xx rate\n')]).toEqual(['a-bc', '5xx-rate']);
  });
});

describe('check.sh on broken overlays (kustomize render, kubectl-validate, the rules)', () => {
  const made: string[] = [];
  afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  function check(patch: object[], target: string) {
    const dir = mkdtempSync(join(tmpdir(), 'rmj-k8s-broken-'));
    made.push(dir);
    writeFileSync(
      join(dir, 'kustomization.yaml'),
      [
        'apiVersion: kustomize.config.k8s.io/v1beta1',
        'kind: Kustomization',
        'resources:',
        `  - ${relative(dir, join(k8s, 'overlays', 'prod'))}`,
        'patches:',
        `  - target: ${target}`,
        `    patch: '${JSON.stringify(patch).replace(/'/g, "''")}'`,
        '',
      ].join('\n'),
    );
    const run = spawnSync('bash', [join(k8s, 'check.sh'), dir], { encoding: 'utf8' });
    return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
  }

  it('fails an alert whose expression does not parse', () => {
    const { status, output } = check(
      [
        {
          op: 'replace',
          path: '/spec/groups/0/rules/0/expr',
          value: 'max(rmj_oldest_captured_without_order_age_seconds) >',
        },
      ],
      '{ kind: PrometheusRule, name: rmj-shop }',
    );
    expect(status).toBe(1);
    expect(output).toContain('Kubernetes 1.30 schemas OK');
    expect(output).toMatch(/PrometheusRule\/rmj-shop RmjCapturedPaymentWithoutOrder: PromQL does not parse/);
  });

  it('fails an Ingress path that routes the metrics port', () => {
    const { status, output } = check(
      [{ op: 'replace', path: '/spec/rules/0/http/paths/1/backend/service/port', value: { name: 'metrics' } }],
      '{ kind: Ingress, name: shop }',
    );
    expect(status).toBe(1);
    expect(output).toContain(
      'Ingress/shop: path /config routes the metrics port of Service gateway: metrics stay internal',
    );
  });
});
