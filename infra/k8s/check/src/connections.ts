// The in-cluster connections a rendered environment's own configuration asks for, and whether they can
// happen: every http://<service>:<port> URL in a Deployment's environment (its ConfigMaps and env) and
// every `server <service>:<port>` of an nginx upstream in a ConfigMap it mounts names a rendered Service
// and one of its ports, and the NetworkPolicies let that Deployment's pods reach the Service's pods on it.
// Server rendering added such a chain (Ingress → shell's nginx → render → shell, remotes, gateway): a policy left
// out there is a page that silently falls back to the client render, which no schema check notices.
/* eslint-disable @typescript-eslint/no-explicit-any -- NetworkPolicies and volumes are read as plain YAML trees */
type Doc = Record<string, any>;
type Labels = Record<string, string>;

/** One connection a Deployment's configuration asks for. */
export interface Connection {
  from: string;
  /** Where it is configured: 'RENDER_URL' (an environment variable), 'nginx shell.conf upstream'. */
  via: string;
  service: string;
  port: number;
}

const named = (d: Doc) => `${d.kind}/${d.metadata?.name}`;
/** A host in this namespace: a bare Service name or <name>.rmj-shop[.svc[.cluster.local]]. */
const IN_CLUSTER_URL = /^https?:\/\/([a-z0-9-]+)(?:\.rmj-shop(?:\.svc(?:\.cluster\.local)?)?)?:(\d+)(?:[/?#]|$)/;
const UPSTREAM_SERVER = /^[ \t]*server[ \t]+([a-z0-9-]+)(?:\.rmj-shop[a-z.]*)?:(\d+)\b/gm;

function selects(selector: Doc | undefined, labels: Labels): boolean {
  if (!selector) return false;
  const byLabel = Object.entries((selector.matchLabels ?? {}) as Labels).every(([k, v]) => labels[k] === v);
  const byExpression = ((selector.matchExpressions ?? []) as Doc[]).every((e) => {
    const values = (e.values ?? []) as string[];
    if (e.operator === 'In') return values.includes(labels[e.key]);
    if (e.operator === 'NotIn') return !values.includes(labels[e.key]);
    if (e.operator === 'Exists') return e.key in labels;
    if (e.operator === 'DoesNotExist') return !(e.key in labels);
    return false;
  });
  return byLabel && byExpression;
}

/** Every connection the Deployments' configuration asks for. */
export function configuredConnections(docs: Doc[]): Connection[] {
  const configMaps = new Map(docs.filter((d) => d.kind === 'ConfigMap').map((c) => [c.metadata?.name as string, c]));
  const out: Connection[] = [];
  for (const d of docs.filter((x) => x.kind === 'Deployment')) {
    const pod = d.spec?.template?.spec ?? {};
    for (const c of (pod.containers ?? []) as Doc[]) {
      const env: Record<string, string> = Object.assign(
        {},
        ...((c.envFrom ?? []) as Doc[]).map((r) => configMaps.get(r.configMapRef?.name)?.data ?? {}),
        ...((c.env ?? []) as Doc[]).filter((e) => typeof e.value === 'string').map((e) => ({ [e.name]: e.value })),
      );
      for (const [name, value] of Object.entries(env)) {
        const m = IN_CLUSTER_URL.exec(value);
        if (m) out.push({ from: d.metadata?.name, via: name, service: m[1], port: Number(m[2]) });
      }
    }
    for (const volume of (pod.volumes ?? []) as Doc[]) {
      const cm = configMaps.get(volume.configMap?.name);
      if (!cm) continue;
      const keys = volume.configMap.items
        ? (volume.configMap.items as Doc[]).map((i) => i.key as string)
        : Object.keys(cm.data ?? {});
      for (const key of keys) {
        const text = (cm.data?.[key] ?? '') as string;
        for (const m of text.matchAll(UPSTREAM_SERVER)) {
          out.push({
            from: d.metadata?.name,
            via: `nginx ${key} upstream`,
            service: m[1],
            port: Number(m[2]),
          });
        }
      }
    }
  }
  return out;
}

/** Whether some NetworkPolicy lets pods labelled `from` in to pods labelled `to` on `port` (name or number). */
export function ingressAllowed(docs: Doc[], from: Labels, to: Labels, port: { name?: string; number: number }) {
  const policies = docs.filter(
    (d) =>
      d.kind === 'NetworkPolicy' &&
      (d.spec?.policyTypes ?? ['Ingress']).includes('Ingress') &&
      selects(d.spec?.podSelector ?? {}, to),
  );
  if (policies.length === 0) return true; // not isolated
  return policies.some((np) =>
    ((np.spec?.ingress ?? []) as Doc[]).some((rule) => {
      const peers = (rule.from ?? []) as Doc[];
      const fromOk =
        peers.length === 0 || peers.some((p) => !p.namespaceSelector && !p.ipBlock && selects(p.podSelector, from));
      const ports = rule.ports as Doc[] | undefined;
      const portOk = !ports || ports.some((p) => p.port === port.name || p.port === port.number);
      return fromOk && portOk;
    }),
  );
}

/** Every configured connection that names no rendered Service port, or that the NetworkPolicies refuse. */
export function connectionProblems(docs: Doc[]): string[] {
  const problems: string[] = [];
  const services = new Map(docs.filter((d) => d.kind === 'Service').map((s) => [s.metadata?.name as string, s]));
  const deployments = docs.filter((d) => d.kind === 'Deployment');
  const podLabels = (name: string): Labels =>
    deployments.find((d) => d.metadata?.name === name)?.spec?.template?.metadata?.labels ?? {};
  for (const c of configuredConnections(docs)) {
    const what = `Deployment/${c.from} ${c.via} ${c.service}:${c.port}`;
    const svc = services.get(c.service);
    if (!svc) {
      problems.push(`${what}: no Service ${c.service} is rendered`);
      continue;
    }
    const svcPort = ((svc.spec?.ports ?? []) as Doc[]).find((p) => p.port === c.port);
    if (!svcPort) {
      problems.push(`${what}: ${named(svc)} has no port ${c.port}`);
      continue;
    }
    const targets = deployments.filter((d) =>
      selects({ matchLabels: svc.spec?.selector }, d.spec?.template?.metadata?.labels ?? {}),
    );
    for (const target of targets) {
      const containerPort = ((target.spec?.template?.spec?.containers ?? []) as Doc[])
        .flatMap((k) => (k.ports ?? []) as Doc[])
        .find((p) => p.name === svcPort.targetPort || p.containerPort === svcPort.targetPort);
      const port = { name: containerPort?.name, number: containerPort?.containerPort ?? svcPort.targetPort };
      if (!ingressAllowed(docs, podLabels(c.from), target.spec?.template?.metadata?.labels ?? {}, port)) {
        problems.push(
          `${what}: no NetworkPolicy lets ${c.from}'s pods reach ${target.metadata?.name}'s port ${port.name ?? port.number}`,
        );
      }
    }
  }
  return problems;
}
