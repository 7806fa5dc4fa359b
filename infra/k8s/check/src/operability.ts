// Rules for the operability parts: the metrics port (exposed to Prometheus only, never through the
// Ingress), the Prometheus Operator objects (kubectl-validate does not know CRDs, so their shape is
// checked here: ServiceMonitor, PrometheusRule with PromQL that parses and metric names the shop
// exports, alerts with `for`, severity and a runbook section), the Grafana dashboard, the migration Jobs
// (same image, configuration and security as their Deployment) and the backup CronJob.
import { isDeepStrictEqual } from 'node:util';
import type { Labels } from './manifest';
import { parsePromQL, unknownMetric, withoutGrafanaVariables, type MetricCatalog } from './promql';

/** What the rules compare the manifests with, read from the repository. */
export interface ShopFacts {
  metrics: MetricCatalog;
  /** Anchors of infra/RUNBOOK.md's headings. */
  runbookSections: Set<string>;
  /** infra/k8s/monitoring/dashboards/shop.json as committed. */
  dashboardFile: string;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- CRDs and Jobs are read as plain YAML trees */
type Doc = Record<string, any>;

export const API_SERVICES = ['gateway', 'catalog', 'orders', 'identity', 'render'];
export const DATABASE_SERVICES = ['catalog', 'orders', 'identity'];
export const METRICS_PORT = 9100;
const SEVERITIES = ['critical', 'warning', 'info'];
/** Alerts the issue asks for, by what they watch (a metric or series the expression must read). */
const REQUIRED_ALERTS: [string, RegExp][] = [
  ['a captured payment without an order', /rmj_oldest_captured_without_order_age_seconds\)?\s*>\s*600/],
  ['webhook failures', /rmj_webhook_failures_total/],
  ['the 5xx rate', /status=~"5\.\."/],
  ['the oldest pending order', /rmj_oldest_pending_order_age_seconds\)?\s*>\s*1800/],
  ["the payment provider's TLS", /outcome="tls"/],
  ['a target down', /\bup\{/],
  ['the backup CronJob', /kube_cronjob_status_last_successful_time/],
  ['a failed migration Job', /kube_job_(failed|status_failed)/],
  ['p99 latency', /histogram_quantile\(0\.99/],
];

const named = (d: Doc) => `${d.kind}/${d.metadata?.name}`;
const selects = (selector: Labels = {}, labels: Labels = {}) =>
  Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels[k] === v);
const byName = (docs: Doc[], kind: string) =>
  new Map(docs.filter((d) => d.kind === kind).map((d) => [d.metadata?.name as string, d]));

function queryProblems(what: string, expr: unknown, facts: ShopFacts, grafana = false): string[] {
  if (typeof expr !== 'string' || expr.trim() === '') return [`${what}: no expression`];
  const { errors, metrics } = parsePromQL(grafana ? withoutGrafanaVariables(expr) : expr);
  if (errors.length > 0) return [`${what}: PromQL does not parse (at character ${errors[0]}): ${expr.trim()}`];
  return metrics
    .map((m) => unknownMetric(m, facts.metrics))
    .filter((p): p is string => !!p)
    .map((p) => `${what}: ${p}`);
}

function metricsExposure(docs: Doc[]): string[] {
  const problems: string[] = [];
  const services = byName(docs, 'Service');
  const deployments = byName(docs, 'Deployment');
  const configMaps = byName(docs, 'ConfigMap');
  for (const name of API_SERVICES) {
    const d = deployments.get(name);
    const app = d?.spec?.template?.spec?.containers?.find((c: Doc) => c.name === 'app');
    if (!app) continue; // the Deployment rules report a missing Deployment
    const port = (app.ports ?? []).find((p: Doc) => p.name === 'metrics');
    if (port?.containerPort !== METRICS_PORT)
      problems.push(`Deployment/${name}: no container port "metrics" ${METRICS_PORT}`);
    const env = Object.assign(
      {},
      ...(app.envFrom ?? []).map((r: Doc) => configMaps.get(r.configMapRef?.name)?.data ?? {}),
      ...(app.env ?? []).filter((e: Doc) => e.value !== undefined).map((e: Doc) => ({ [e.name]: e.value })),
    ) as Record<string, string>;
    if (env.METRICS_PORT !== String(METRICS_PORT)) {
      problems.push(
        `Deployment/${name}: METRICS_PORT is ${env.METRICS_PORT ?? 'not set'}, not ${METRICS_PORT} (its container port "metrics")`,
      );
    }
    const svcPort = (services.get(name)?.spec?.ports ?? []).find((p: Doc) => p.name === 'metrics');
    if (!svcPort) problems.push(`Service/${name}: no port named "metrics"`);
    else if (svcPort.targetPort !== 'metrics' && svcPort.targetPort !== METRICS_PORT) {
      problems.push(`Service/${name}: port "metrics" targets ${svcPort.targetPort}, not the container port "metrics"`);
    }
  }
  // The Ingress never routes a metrics port.
  for (const ing of docs.filter((d) => d.kind === 'Ingress')) {
    for (const rule of ing.spec?.rules ?? []) {
      for (const p of rule.http?.paths ?? []) {
        const b = p.backend?.service;
        const svcPort = (services.get(b?.name)?.spec?.ports ?? []).find(
          (sp: Doc) => sp.name === b?.port?.name || sp.port === b?.port?.number,
        );
        if (b?.port?.name === 'metrics' || b?.port?.number === METRICS_PORT || svcPort?.name === 'metrics') {
          problems.push(
            `${named(ing)}: path ${p.path} routes the metrics port of Service ${b?.name}: metrics stay internal`,
          );
        }
      }
    }
  }
  // Only the monitoring namespace may reach the metrics port.
  let opened = false;
  for (const np of docs.filter((d) => d.kind === 'NetworkPolicy')) {
    for (const rule of np.spec?.ingress ?? []) {
      const ports = rule.ports as Doc[] | undefined;
      const allowsMetrics = !ports || ports.some((p) => p.port === 'metrics' || p.port === METRICS_PORT);
      if (!allowsMetrics) continue;
      const from = (rule.from ?? []) as Doc[];
      const onlyMonitoring =
        from.length > 0 &&
        from.every(
          (f) => f.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] === 'monitoring' && !f.ipBlock,
        );
      if (!onlyMonitoring) {
        problems.push(
          `${named(np)}: lets ${from.length === 0 ? 'anyone' : 'pods outside namespace monitoring'} reach the metrics port`,
        );
      } else if (selects(np.spec?.podSelector?.matchLabels, { 'app.kubernetes.io/component': 'api' })) opened = true;
    }
  }
  if (!opened) problems.push("NetworkPolicy: none lets namespace monitoring reach the api pods' metrics port");
  return problems;
}

function serviceMonitors(docs: Doc[]): string[] {
  const problems: string[] = [];
  const monitors = docs.filter((d) => d.kind === 'ServiceMonitor');
  const services = docs.filter((d) => d.kind === 'Service');
  for (const sm of monitors) {
    const what = named(sm);
    if (sm.apiVersion !== 'monitoring.coreos.com/v1')
      problems.push(`${what}: apiVersion is ${sm.apiVersion}, not monitoring.coreos.com/v1`);
    const selected = services.filter((s) => selects(sm.spec?.selector?.matchLabels, s.metadata?.labels));
    const endpoints = (sm.spec?.endpoints ?? []) as Doc[];
    if (selected.length === 0) problems.push(`${what}: its selector matches no Service`);
    if (endpoints.length === 0) problems.push(`${what}: no endpoints`);
    for (const ep of endpoints) {
      if (ep.port !== 'metrics') problems.push(`${what}: endpoint port ${ep.port ?? '(none)'} is not "metrics"`);
      if ((ep.path ?? '/metrics') !== '/metrics') problems.push(`${what}: endpoint path ${ep.path} is not /metrics`);
      for (const s of selected) {
        if (!(s.spec?.ports ?? []).some((p: Doc) => p.name === ep.port)) {
          problems.push(`${what}: Service ${s.metadata?.name} has no port named ${ep.port}`);
        }
      }
    }
  }
  // Monitoring is optional (a Component the dev overlay may leave out); when it is there, it covers every service.
  for (const name of monitors.length > 0 ? API_SERVICES : []) {
    const svc = services.find((s) => s.metadata?.name === name);
    if (svc && !monitors.some((sm) => selects(sm.spec?.selector?.matchLabels, svc.metadata?.labels))) {
      problems.push(`Service/${name}: no ServiceMonitor scrapes it`);
    }
  }
  return problems;
}

function prometheusRules(docs: Doc[], facts: ShopFacts): string[] {
  const problems: string[] = [];
  const exprs: string[] = [];
  for (const pr of docs.filter((d) => d.kind === 'PrometheusRule')) {
    const what = named(pr);
    if (pr.apiVersion !== 'monitoring.coreos.com/v1')
      problems.push(`${what}: apiVersion is ${pr.apiVersion}, not monitoring.coreos.com/v1`);
    const groups = (pr.spec?.groups ?? []) as Doc[];
    if (groups.length === 0) problems.push(`${what}: no rule groups`);
    for (const g of groups) {
      if (!g.name) problems.push(`${what}: a group has no name`);
      for (const r of (g.rules ?? []) as Doc[]) {
        const id = `${what} ${r.alert ?? r.record ?? '(unnamed rule)'}`;
        if (!r.alert && !r.record) problems.push(`${id}: neither alert nor record`);
        problems.push(...queryProblems(id, r.expr, facts));
        if (typeof r.expr === 'string' && parsePromQL(r.expr).errors.length === 0) exprs.push(r.expr);
        if (!r.alert) continue;
        if (!/^\d+[smhdwy]$/.test(String(r.for ?? ''))) problems.push(`${id}: no \`for:\` duration`);
        if (!SEVERITIES.includes(r.labels?.severity))
          problems.push(`${id}: severity label is not one of ${SEVERITIES.join(', ')}`);
        for (const a of ['summary', 'description', 'runbook_url']) {
          if (!r.annotations?.[a]) problems.push(`${id}: no ${a} annotation`);
        }
        const anchor = /infra\/RUNBOOK\.md#([\w-]+)$/.exec(r.annotations?.runbook_url ?? '')?.[1];
        if (r.annotations?.runbook_url && !anchor)
          problems.push(`${id}: runbook_url does not point to a section of infra/RUNBOOK.md`);
        else if (anchor && !facts.runbookSections.has(anchor))
          problems.push(`${id}: infra/RUNBOOK.md has no section #${anchor}`);
      }
    }
  }
  if (docs.some((d) => d.kind === 'PrometheusRule')) {
    for (const [about, pattern] of REQUIRED_ALERTS) {
      if (!exprs.some((e) => pattern.test(e))) problems.push(`PrometheusRule: no alert on ${about}`);
    }
  }
  return problems;
}

function dashboards(docs: Doc[], facts: ShopFacts): string[] {
  const problems: string[] = [];
  const maps = docs.filter((d) => d.kind === 'ConfigMap' && d.metadata?.labels?.grafana_dashboard === '1');
  if (docs.some((d) => d.kind === 'ServiceMonitor') && maps.length === 0) {
    problems.push('ConfigMap: no Grafana dashboard (label grafana_dashboard: "1") beside the ServiceMonitors');
  }
  for (const cm of maps) {
    for (const [key, text] of Object.entries((cm.data ?? {}) as Record<string, string>)) {
      const what = `${named(cm)} ${key}`;
      let dash: Doc;
      try {
        dash = JSON.parse(text) as Doc;
      } catch (error) {
        problems.push(`${what}: not JSON (${(error as Error).message})`);
        continue;
      }
      if (key === 'shop.json' && text !== facts.dashboardFile) {
        problems.push(`${what}: differs from infra/k8s/monitoring/dashboards/shop.json`);
      }
      const panels = ((dash.panels ?? []) as Doc[]).flatMap((p) => [p, ...((p.panels ?? []) as Doc[])]);
      if (!dash.title || panels.length === 0) problems.push(`${what}: no title or no panels`);
      for (const p of panels) {
        if (p.type === 'row') continue;
        const targets = (p.targets ?? []) as Doc[];
        if (targets.length === 0) problems.push(`${what} panel "${p.title}": no query`);
        targets.forEach((t) => problems.push(...queryProblems(`${what} panel "${p.title}"`, t.expr, facts, true)));
      }
    }
  }
  return problems;
}

/** The container named "app" of a pod template, and the template's pod spec. */
const podOf = (template: Doc | undefined) => template?.spec ?? {};
const appOf = (template: Doc | undefined) => (podOf(template).containers ?? []).find((c: Doc) => c.name === 'app');
const envByName = (c: Doc) => Object.fromEntries(((c?.env ?? []) as Doc[]).map((e) => [e.name, e]));

function migrationJobs(docs: Doc[]): string[] {
  const problems: string[] = [];
  const deployments = byName(docs, 'Deployment');
  const jobs = byName(docs, 'Job');
  for (const service of DATABASE_SERVICES) {
    const name = `${service}-migrate`;
    const job = jobs.get(name);
    if (!job) {
      problems.push(`Job/${name}: missing (migrations run by a Job before ${service} rolls out)`);
      continue;
    }
    const what = `Job/${name}`;
    const c = appOf(job.spec?.template);
    const dc = appOf(deployments.get(service)?.spec?.template);
    if (!c || !dc) {
      problems.push(`${what}: no container "app" (or Deployment/${service} has none)`);
      continue;
    }
    if (!isDeepStrictEqual(c.command, ['node', 'dist/migrate.js']))
      problems.push(`${what}: command is not ["node","dist/migrate.js"]`);
    if (c.image !== dc.image)
      problems.push(`${what}: image ${c.image} differs from Deployment/${service}'s ${dc.image}`);
    if (!isDeepStrictEqual(c.envFrom, dc.envFrom))
      problems.push(`${what}: envFrom differs from Deployment/${service}'s`);
    if (!isDeepStrictEqual(envByName(c), envByName(dc)))
      problems.push(`${what}: env differs from Deployment/${service}'s`);
    if (!isDeepStrictEqual(c.securityContext, dc.securityContext))
      problems.push(`${what}: container securityContext differs from Deployment/${service}'s`);
    const pod = podOf(job.spec?.template);
    if (!isDeepStrictEqual(pod.securityContext, podOf(deployments.get(service)?.spec?.template).securityContext)) {
      problems.push(`${what}: pod securityContext differs from Deployment/${service}'s`);
    }
    for (const field of ['backoffLimit', 'activeDeadlineSeconds', 'ttlSecondsAfterFinished']) {
      if (typeof job.spec?.[field] !== 'number') problems.push(`${what}: no ${field}`);
    }
    if (!['Never', 'OnFailure'].includes(pod.restartPolicy))
      problems.push(`${what}: restartPolicy must be Never or OnFailure`);
    if (job.metadata?.annotations?.['argocd.argoproj.io/hook'] !== 'PreSync') {
      problems.push(`${what}: no Argo CD PreSync hook annotation (argocd.argoproj.io/hook: PreSync)`);
    }
  }
  return problems;
}

function backupCronJob(docs: Doc[]): string[] {
  const problems: string[] = [];
  const cron = docs.find((d) => d.kind === 'CronJob' && d.metadata?.name === 'db-backup');
  if (!cron) return ['CronJob/db-backup: missing (nightly database backup)'];
  const what = 'CronJob/db-backup';
  if (cron.spec?.concurrencyPolicy !== 'Forbid') problems.push(`${what}: concurrencyPolicy is not Forbid`);
  if (!cron.spec?.schedule) problems.push(`${what}: no schedule`);
  const pod = podOf(cron.spec?.jobTemplate?.spec?.template);
  const command = ((pod.containers ?? []) as Doc[])
    .map((c) => [...(c.command ?? []), ...(c.args ?? [])].join(' '))
    .join(' ');
  for (const db of ['rmj_catalog', 'rmj_orders', 'rmj_identity']) {
    if (!command.includes(`--db ${db}`)) problems.push(`${what}: does not dump ${db}`);
  }
  if (!/\bprune\b/.test(command)) problems.push(`${what}: no retention (prune)`);
  // The dumps hold personal data and customers' files: encrypted at rest with a key from a Secret.
  const keyFromSecret = ((pod.containers ?? []) as Doc[]).some((c) =>
    ((c.env ?? []) as Doc[]).some((e) => e.name === 'BACKUP_ENCRYPTION_KEY' && e.valueFrom?.secretKeyRef),
  );
  if (!keyFromSecret) problems.push(`${what}: BACKUP_ENCRYPTION_KEY does not come from a Secret (dumps in the clear)`);
  const claims = ((pod.volumes ?? []) as Doc[]).map((v) => v.persistentVolumeClaim?.claimName).filter(Boolean);
  const pvcs = byName(docs, 'PersistentVolumeClaim');
  if (!claims.includes('db-backups')) problems.push(`${what}: does not write to the PersistentVolumeClaim db-backups`);
  for (const claim of claims)
    if (!pvcs.has(claim)) problems.push(`${what}: PersistentVolumeClaim ${claim} is not rendered`);
  return problems;
}

/**
 * Pod templates of Jobs and CronJobs: the same security baseline as the Deployments (non-root, read-only
 * root, no escalation, all capabilities dropped, requests and limits), Secret keys documented.
 */
export function batchPodProblems(docs: Doc[], secretKeys: Map<string, string[]>): string[] {
  const problems: string[] = [];
  for (const d of docs.filter((x) => x.kind === 'Job' || x.kind === 'CronJob')) {
    const template = d.kind === 'Job' ? d.spec?.template : d.spec?.jobTemplate?.spec?.template;
    const pod = podOf(template);
    for (const c of (pod.containers ?? []) as Doc[]) {
      const what = `${named(d)} container ${c.name}`;
      const sc = c.securityContext ?? {};
      if (!(sc.runAsNonRoot ?? pod.securityContext?.runAsNonRoot)) problems.push(`${what}: runAsNonRoot is not set`);
      if (sc.readOnlyRootFilesystem !== true) problems.push(`${what}: readOnlyRootFilesystem is not true`);
      if (sc.allowPrivilegeEscalation !== false) problems.push(`${what}: allowPrivilegeEscalation is not false`);
      if (!(sc.capabilities?.drop ?? []).includes('ALL')) problems.push(`${what}: capabilities do not drop ALL`);
      for (const side of ['requests', 'limits']) {
        for (const res of ['cpu', 'memory'])
          if (!c.resources?.[side]?.[res]) problems.push(`${what}: no resources.${side}.${res}`);
      }
      if (!/:[^:/@]+$/.test(c.image ?? ''))
        problems.push(`${what}: image ${c.image} has no tag (set it in the overlay's images:)`);
      for (const env of (c.env ?? []) as Doc[]) {
        const ref = env.valueFrom?.secretKeyRef;
        if (ref && !(secretKeys.get(ref.name) ?? []).includes(ref.key)) {
          problems.push(`${what}: Secret ${ref.name} key ${ref.key} is not documented in secrets.example.yaml`);
        }
      }
    }
  }
  return problems;
}

/** Every operability problem of one rendered environment. */
export function operabilityProblems(docs: Doc[], secretKeys: Map<string, string[]>, facts: ShopFacts): string[] {
  return [
    ...metricsExposure(docs),
    ...serviceMonitors(docs),
    ...prometheusRules(docs, facts),
    ...dashboards(docs, facts),
    ...migrationJobs(docs),
    ...backupCronJob(docs),
    ...batchPodProblems(docs, secretKeys),
  ];
}
