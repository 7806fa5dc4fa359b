// The connections rule (connections.ts) on the real prod overlay, with one link of the server-render
// chain (Ingress → shell's nginx → render → shell, remotes, gateway) broken at a time.
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { configuredConnections, connectionProblems } from './connections';

/* eslint-disable @typescript-eslint/no-explicit-any -- the tests edit plain YAML trees */
type Doc = Record<string, any>;

const k8s = resolve(__dirname, '..', '..');
const prod = execFileSync('kubectl', ['kustomize', join(k8s, 'overlays', 'prod')], { encoding: 'utf8' });
const docs = (): Doc[] => parseAllDocuments(prod).map((d) => d.toJS() as Doc);
const find = (all: Doc[], kind: string, name: string) => all.find((d) => d.kind === kind && d.metadata.name === name)!;

function broken(edit: (all: Doc[]) => void): string[] {
  const all = docs();
  edit(all);
  return connectionProblems(all);
}

describe('in-cluster connections', () => {
  it('are all possible in the real overlay, the render chain included', () => {
    const all = docs();
    expect(connectionProblems(all)).toEqual([]);
    const links = configuredConnections(all).map((c) => `${c.from} ${c.via} → ${c.service}:${c.port}`);
    expect(links).toEqual(
      expect.arrayContaining([
        'gateway RENDER_URL → render:3004',
        'render SHELL_URL → shell:8080',
        'render RUNTIME_CONFIG_URL → gateway:8080',
        'render API_ORIGIN → gateway:8080',
        'shell nginx shell.conf upstream → render:3004',
        'shell nginx shell.conf upstream → mfe-catalog:8080',
        'orders CATALOG_URL → catalog:3001',
      ]),
    );
  });

  it('fail when no NetworkPolicy lets the shell and the gateway reach the render service', () => {
    const problems = broken((all) =>
      all.splice(all.indexOf(find(all, 'NetworkPolicy', 'render-from-shell-and-gateway')), 1),
    );
    expect(problems).toEqual([
      "Deployment/gateway RENDER_URL render:3004: no NetworkPolicy lets gateway's pods reach render's port http",
      "Deployment/shell nginx shell.conf upstream render:3004: no NetworkPolicy lets shell's pods reach render's port http",
    ]);
  });

  it('fail when the render service may not read the shell', () => {
    const problems = broken((all) => {
      const np = find(all, 'NetworkPolicy', 'gateway-and-shell-from-render');
      np.spec.podSelector.matchExpressions[0].values = ['gateway'];
    });
    expect(problems).toEqual([
      "Deployment/render SHELL_URL shell:8080: no NetworkPolicy lets render's pods reach shell's port http",
    ]);
  });

  it('fail on a URL to a Service that is not rendered, or to a port it does not have', () => {
    const problems = broken((all) => {
      find(
        all,
        'ConfigMap',
        find(all, 'Deployment', 'gateway').spec.template.spec.containers[0].envFrom[0].configMapRef.name,
      ).data.RENDER_URL = 'http://renderer:3004';
      const config = find(
        all,
        'ConfigMap',
        find(all, 'Deployment', 'render').spec.template.spec.containers[0].envFrom[0].configMapRef.name,
      );
      config.data.SHELL_URL = 'http://shell:80';
    });
    expect(problems).toEqual([
      'Deployment/gateway RENDER_URL renderer:3004: no Service renderer is rendered',
      'Deployment/render SHELL_URL shell:80: Service/shell has no port 80',
    ]);
  });

  it('ignore addresses outside the namespace and the public address', () => {
    const services = configuredConnections(docs()).map((c) => c.service);
    expect(services).not.toContain('otel-collector');
    expect(services).not.toContain('shop');
  });
});
