// Checks one rendered environment: node check-manifests.mjs <rendered.yaml> <secrets.example.yaml>
// Prints every problem and exits 1 if there is any.
import { readFileSync } from 'node:fs';
import { parseYamlDocuments } from './yaml-lite.mjs';

const [renderedPath, secretsPath] = process.argv.slice(2);
const docs = parseYamlDocuments(readFileSync(renderedPath, 'utf8'));
const exampleSecrets = parseYamlDocuments(readFileSync(secretsPath, 'utf8'));
const problems = [];
const fail = (what, msg) => problems.push(`${what}: ${msg}`);

const NAMESPACE = 'rmj-shop';
const of = (kind) => docs.filter((d) => d.kind === kind);
const named = (d) => `${d.kind}/${d.metadata?.name}`;
const matches = (selector = {}, labels = {}) =>
  Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels[k] === v);

for (const d of docs) {
  if (d.kind !== 'Namespace' && d.metadata?.namespace !== NAMESPACE) fail(named(d), `not in namespace ${NAMESPACE}`);
  if (d.kind === 'Secret') fail(named(d), 'Secrets must not be rendered (create them outside the repository)');
}

const configMaps = new Map(of('ConfigMap').map((c) => [c.metadata.name, c]));
const secretKeys = new Map(
  exampleSecrets.filter((s) => s.kind === 'Secret').map((s) => [s.metadata.name, Object.keys(s.stringData ?? s.data ?? {})]),
);
const deployments = of('Deployment');
if (deployments.length !== 9) fail('Deployments', `expected 9 (4 services, shell, 4 remotes), found ${deployments.length}`);

for (const d of deployments) {
  const what = named(d);
  const labels = d.spec?.template?.metadata?.labels ?? {};
  const pod = d.spec?.template?.spec ?? {};
  if (!matches(d.spec?.selector?.matchLabels, labels)) fail(what, 'selector does not match the pod labels');
  if (pod.terminationGracePeriodSeconds !== 30) fail(what, 'terminationGracePeriodSeconds is not 30');
  if (!(pod.volumes ?? []).some((v) => v.name === 'tmp' && v.emptyDir)) fail(what, 'no writable /tmp emptyDir');

  for (const c of pod.containers ?? []) {
    const where = `${what} container ${c.name}`;
    for (const probe of ['livenessProbe', 'readinessProbe', 'startupProbe']) {
      if (!c[probe]?.httpGet?.path) fail(where, `no HTTP ${probe}`);
    }
    if (!c.lifecycle?.preStop) fail(where, 'no preStop hook (draining)');
    for (const side of ['requests', 'limits']) {
      for (const res of ['cpu', 'memory']) if (!c.resources?.[side]?.[res]) fail(where, `no resources.${side}.${res}`);
    }
    const sc = c.securityContext ?? {};
    if (!(sc.runAsNonRoot ?? pod.securityContext?.runAsNonRoot)) fail(where, 'runAsNonRoot is not set');
    if (sc.readOnlyRootFilesystem !== true) fail(where, 'readOnlyRootFilesystem is not true');
    if (sc.allowPrivilegeEscalation !== false) fail(where, 'allowPrivilegeEscalation is not false');
    if (!(sc.capabilities?.drop ?? []).includes('ALL')) fail(where, 'capabilities do not drop ALL');

    if ((c.image ?? '').includes('@')) fail(where, `image ${c.image}: pin by tag, not digest (the tag is the version label)`);
    const [, tag] = /:([^:/@]+)$/.exec(c.image ?? '') ?? [];
    if (!tag) fail(where, `image ${c.image} has no tag (set it in the overlay's images:)`);
    const version = d.metadata?.labels?.['app.kubernetes.io/version'];
    if (version !== tag || labels['app.kubernetes.io/version'] !== tag) {
      fail(where, `app.kubernetes.io/version label (${version}) differs from the image tag (${tag})`);
    }

    for (const ref of c.envFrom ?? []) {
      const name = ref.configMapRef?.name;
      if (name && !configMaps.has(name)) fail(where, `envFrom ConfigMap ${name} is not rendered`);
    }
    for (const env of c.env ?? []) {
      const ref = env.valueFrom?.secretKeyRef;
      if (ref && !(secretKeys.get(ref.name) ?? []).includes(ref.key)) {
        fail(where, `Secret ${ref.name} key ${ref.key} is not documented in secrets.example.yaml`);
      }
    }
  }

  const pdbs = of('PodDisruptionBudget').filter((p) => matches(p.spec?.selector?.matchLabels, labels));
  if (pdbs.length !== 1) fail(what, `expected exactly one PodDisruptionBudget, found ${pdbs.length}`);
  if (!of('Service').some((s) => matches(s.spec?.selector, labels))) fail(what, 'no Service selects its pods');

  if (labels['app.kubernetes.io/component'] === 'api') {
    const hpa = of('HorizontalPodAutoscaler').find((h) => h.spec?.scaleTargetRef?.name === d.metadata.name);
    const cpu = hpa?.spec?.metrics?.find((m) => m.resource?.name === 'cpu')?.resource?.target?.averageUtilization;
    if (!hpa) fail(what, 'no HorizontalPodAutoscaler');
    else if (cpu !== 70) fail(what, `HorizontalPodAutoscaler CPU target is ${cpu}, not 70`);
    if (d.spec?.replicas !== undefined) fail(what, 'sets replicas although an autoscaler owns the count');
  }
}

const services = new Map(of('Service').map((s) => [s.metadata.name, s]));
for (const ing of of('Ingress')) {
  for (const rule of ing.spec?.rules ?? []) {
    for (const p of rule.http?.paths ?? []) {
      const b = p.backend?.service;
      const svc = services.get(b?.name);
      if (!svc) fail(named(ing), `path ${p.path} goes to missing Service ${b?.name}`);
      else if (!svc.spec.ports.some((port) => port.name === b.port?.name || port.port === b.port?.number)) {
        fail(named(ing), `path ${p.path}: Service ${b.name} has no port ${JSON.stringify(b.port)}`);
      }
    }
  }
}
const gateway = deployments.find((d) => d.metadata.name === 'gateway');
const remotes = [...configMaps.values()].find((c) => c.metadata.name.startsWith('remotes'));
for (const remote of ['CATALOG', 'PRODUCT', 'CART', 'ACCOUNT']) {
  if (!remotes?.data?.[`REMOTE_MFE_${remote}_URL`]) fail('ConfigMap/remotes', `no REMOTE_MFE_${remote}_URL`);
}
if (!gateway?.spec.template.spec.containers[0].envFrom?.some((e) => e.configMapRef?.name === remotes?.metadata.name)) {
  fail('Deployment/gateway', 'does not read the remotes ConfigMap');
}

if (problems.length) {
  console.error(problems.map((p) => `  - ${p}`).join('\n'));
  process.exit(1);
}
console.log(`  ${docs.length} objects, ${deployments.length} Deployments: probes, resources, security, PDBs, autoscalers OK`);
