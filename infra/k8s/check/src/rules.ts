// The shop's own rules for a rendered environment, beyond the Kubernetes schemas: probes, resources,
// a locked-down security context, one PodDisruptionBudget, a Service, a version label equal to the
// image tag, autoscalers for the services, references (ConfigMaps, Secret keys, Ingress backends)
// that exist, the runtime configuration (runtime-config.ts), the in-cluster connections the configuration
// asks for against the Services and NetworkPolicies (connections.ts), and with `facts` the operability rules
// (operability.ts: metrics port, ServiceMonitors, alerts, dashboard, migration Jobs, backups). Returns every problem found.
import { connectionProblems } from './connections';
import { pageLimitProblems } from './page-limits';
import type { Container, Labels, Manifest } from './manifest';
import { operabilityProblems, type ShopFacts } from './operability';
import { runtimeConfigProblems, type DeclaredPaths } from './runtime-config';

const NAMESPACE = 'rmj-shop';
// 4 services (gateway included), the render service, the shell, 5 remotes (the storefront's 4 and the back office)
const DEPLOYMENTS = 11;

const named = (d: Manifest) => `${d.kind}/${d.metadata?.name}`;
const matches = (selector: Labels = {}, labels: Labels = {}) =>
  Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels[k] === v);

function containerProblems(
  c: Container,
  pod: NonNullable<NonNullable<Manifest['spec']>['template']>['spec'],
  d: Manifest,
): string[] {
  const out: string[] = [];
  for (const probe of ['livenessProbe', 'readinessProbe', 'startupProbe'] as const) {
    if (!c[probe]?.httpGet?.path) out.push(`no HTTP ${probe}`);
  }
  if (!c.lifecycle?.preStop) out.push('no preStop hook (draining)');
  for (const side of ['requests', 'limits'] as const) {
    for (const res of ['cpu', 'memory']) if (!c.resources?.[side]?.[res]) out.push(`no resources.${side}.${res}`);
  }
  const sc = c.securityContext ?? {};
  if (!(sc.runAsNonRoot ?? pod?.securityContext?.runAsNonRoot)) out.push('runAsNonRoot is not set');
  if (sc.readOnlyRootFilesystem !== true) out.push('readOnlyRootFilesystem is not true');
  if (sc.allowPrivilegeEscalation !== false) out.push('allowPrivilegeEscalation is not false');
  if (!(sc.capabilities?.drop ?? []).includes('ALL')) out.push('capabilities do not drop ALL');
  if ((c.image ?? '').includes('@'))
    out.push(`image ${c.image}: pin by tag, not digest (the tag is the version label)`);
  const [, tag] = /:([^:/@]+)$/.exec(c.image ?? '') ?? [];
  if (!tag) out.push(`image ${c.image} has no tag (set it in the overlay's images:)`);
  const version = d.metadata?.labels?.['app.kubernetes.io/version'];
  if (version !== tag || d.spec?.template?.metadata?.labels?.['app.kubernetes.io/version'] !== tag) {
    out.push(`app.kubernetes.io/version label (${version}) differs from the image tag (${tag})`);
  }
  return out;
}

/**
 * Every problem of one rendered environment; `secretKeys` are the keys documented per Secret,
 * `declared` the paths each remote declares in its route list.
 */
export function checkEnvironment(
  docs: Manifest[],
  secretKeys: Map<string, string[]>,
  declared: DeclaredPaths,
  facts?: ShopFacts,
): string[] {
  const problems: string[] = [];
  const fail = (what: string, msg: string) => problems.push(`${what}: ${msg}`);
  const of = (kind: string) => docs.filter((d) => d.kind === kind);

  for (const d of docs) {
    if (d.kind !== 'Namespace' && d.metadata?.namespace !== NAMESPACE) fail(named(d), `not in namespace ${NAMESPACE}`);
    if (d.kind === 'Secret') fail(named(d), 'Secrets must not be rendered (create them outside the repository)');
  }
  const configMaps = new Map(of('ConfigMap').map((c) => [c.metadata?.name ?? '', c]));
  const deployments = of('Deployment');
  if (deployments.length !== DEPLOYMENTS)
    fail('Deployments', `expected ${DEPLOYMENTS} (4 services, render, shell, 5 remotes), found ${deployments.length}`);

  for (const d of deployments) {
    const what = named(d);
    const labels = d.spec?.template?.metadata?.labels ?? {};
    const pod = d.spec?.template?.spec;
    if (!matches(d.spec?.selector?.matchLabels, labels)) fail(what, 'selector does not match the pod labels');
    if (pod?.terminationGracePeriodSeconds !== 30) fail(what, 'terminationGracePeriodSeconds is not 30');
    if (!(pod?.volumes ?? []).some((v) => v.name === 'tmp' && v.emptyDir)) fail(what, 'no writable /tmp emptyDir');
    for (const c of pod?.containers ?? []) {
      containerProblems(c, pod, d).forEach((msg) => fail(`${what} container ${c.name}`, msg));
      for (const ref of c.envFrom ?? []) {
        const name = ref.configMapRef?.name;
        if (name && !configMaps.has(name))
          fail(`${what} container ${c.name}`, `envFrom ConfigMap ${name} is not rendered`);
      }
      for (const env of c.env ?? []) {
        const ref = env.valueFrom?.secretKeyRef;
        if (ref && !(secretKeys.get(ref.name) ?? []).includes(ref.key)) {
          fail(
            `${what} container ${c.name}`,
            `Secret ${ref.name} key ${ref.key} is not documented in secrets.example.yaml`,
          );
        }
      }
    }
    const pdbs = of('PodDisruptionBudget').filter((p) => matches(p.spec?.selector?.matchLabels, labels));
    if (pdbs.length !== 1) fail(what, `expected exactly one PodDisruptionBudget, found ${pdbs.length}`);
    if (!of('Service').some((s) => matches(s.spec?.selector as Labels, labels)))
      fail(what, 'no Service selects its pods');
    if (labels['app.kubernetes.io/component'] === 'api') {
      const hpa = of('HorizontalPodAutoscaler').find((h) => h.spec?.scaleTargetRef?.name === d.metadata?.name);
      const cpu = hpa?.spec?.metrics?.find((m) => m.resource?.name === 'cpu')?.resource?.target?.averageUtilization;
      if (!hpa) fail(what, 'no HorizontalPodAutoscaler');
      else if (cpu !== 70) fail(what, `HorizontalPodAutoscaler CPU target is ${cpu}, not 70`);
      if (d.spec?.replicas !== undefined) fail(what, 'sets replicas although an autoscaler owns the count');
    }
  }

  const services = new Map(of('Service').map((s) => [s.metadata?.name ?? '', s]));
  for (const ing of of('Ingress')) {
    for (const rule of ing.spec?.rules ?? []) {
      for (const p of rule.http?.paths ?? []) {
        const b = p.backend?.service;
        const svc = services.get(b?.name ?? '');
        if (!svc) fail(named(ing), `path ${p.path} goes to missing Service ${b?.name}`);
        else if (
          !(svc.spec?.ports ?? []).some((port) => port.name === b?.port?.name || port.port === b?.port?.number)
        ) {
          fail(named(ing), `path ${p.path}: Service ${b?.name} has no port ${JSON.stringify(b?.port)}`);
        }
      }
    }
  }
  runtimeConfigProblems(deployments, configMaps, declared).forEach((p) => problems.push(p));
  connectionProblems(docs).forEach((p) => problems.push(p));
  pageLimitProblems(docs).forEach((p) => problems.push(p));
  if (facts) operabilityProblems(docs, secretKeys, facts).forEach((p) => problems.push(p));
  return problems;
}
