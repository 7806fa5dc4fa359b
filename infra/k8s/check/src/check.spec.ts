// Runs the real check.sh (kustomize render, kubectl-validate, the shop's rules) on the real
// overlays and on overlays broken on purpose.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { checkEnvironment } from './rules';
import { declaredPathsOfShop, runtimeConfigFileProblems, withDeclaredPaths } from './runtime-config';

const k8s = resolve(__dirname, '..', '..');
const declared = declaredPathsOfShop(resolve(k8s, '..', '..'));
const checkSh = join(k8s, 'check.sh');

function check(...overlays: string[]) {
  const run = spawnSync('bash', [checkSh, ...overlays], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

/** An overlay on top of prod with one JSON6902 patch (of the gateway Deployment unless told). */
function brokenOverlay(patch: object[], target = '{ kind: Deployment, name: gateway }'): string {
  const dir = mkdtempSync(join(tmpdir(), 'rmj-k8s-broken-'));
  writeFileSync(
    join(dir, 'kustomization.yaml'),
    [
      'apiVersion: kustomize.config.k8s.io/v1beta1',
      'kind: Kustomization',
      'resources:',
      `  - ${relative(dir, join(k8s, 'overlays', 'prod'))}`,
      'patches:',
      `  - target: ${target}`,
      `    patch: '${JSON.stringify(patch)}'`,
      '',
    ].join('\n'),
  );
  return dir;
}

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

it("passes both real overlays against the Kubernetes schemas and the shop's rules", () => {
  const { status, output } = check();
  expect(output).toContain('Kubernetes 1.30 schemas OK');
  expect(output).toContain('k8s manifests OK');
  expect(status).toBe(0);
});

it('fails a manifest the Kubernetes schema refuses, naming the field', () => {
  const dir = brokenOverlay([{ op: 'add', path: '/spec/template/spec/containers/0/ports/0/protocl', value: 'TCP' }]);
  made.push(dir);
  const { status, output } = check(dir);
  expect(status).toBe(1);
  expect(output).toContain('schema validation FAILED');
  expect(output).toContain('protocl');
});

it('fails a manifest with a wrong type', () => {
  const dir = brokenOverlay([
    { op: 'add', path: '/spec/template/spec/terminationGracePeriodSeconds', value: 'thirty' },
  ]);
  made.push(dir);
  const { status, output } = check(dir);
  expect(status).toBe(1);
  expect(output).toContain('terminationGracePeriodSeconds');
});

it("fails a schema-valid manifest that breaks the shop's own rules", () => {
  const dir = brokenOverlay([{ op: 'remove', path: '/spec/template/spec/containers/0/readinessProbe' }]);
  made.push(dir);
  const { status, output } = check(dir);
  expect(status).toBe(1);
  expect(output).toContain('Kubernetes 1.30 schemas OK');
  expect(output).toContain('Deployment/gateway container app: no HTTP readinessProbe');
});

it('fails a runtime configuration the shell would refuse: a path claimed by two remotes', () => {
  const config = {
    remotes: {
      mfe_cart: { entry: '/mfe/cart/mf-manifest.json', paths: ['/cart/*'] },
      mfe_account: { entry: '/a.json', paths: ['/cart/*'] },
    },
    chatPhone: '910000000000',
  };
  const dir = brokenOverlay(
    [{ op: 'replace', path: '/data/runtime.json', value: JSON.stringify(config) }],
    '{ kind: ConfigMap, name: runtime-config }',
  );
  made.push(dir);
  const { status, output } = check(dir);
  expect(status).toBe(1);
  expect(output).toContain('ConfigMap/runtime-config: remotes: path /cart/* is claimed by mfe_cart and mfe_account');
});

it("fails a runtime configuration whose paths differ from a remote's declaration, or are left out", () => {
  const config = withDeclaredPaths({ remotes: {}, chatPhone: '910000000000' }, declared);
  config.remotes.mfe_cart = { entry: '/mfe/cart/mf-manifest.json', paths: ['/cart/*', '/orders/*'] };
  config.remotes.mfe_account = { entry: '/mfe/account/mf-manifest.json' };
  const dir = brokenOverlay(
    [{ op: 'replace', path: '/data/runtime.json', value: JSON.stringify(config) }],
    '{ kind: ConfigMap, name: runtime-config }',
  );
  made.push(dir);
  const { status, output } = check(dir);
  expect(status).toBe(1);
  expect(output).toContain(
    "ConfigMap/runtime-config: mfe_cart's paths differ from those its route list declares: missing /checkout/*, " +
      '/track-order/*, /order-proof/*; not declared /orders/*; run pnpm --filter @rmj/k8s-check runtime-config',
  );
  expect(output).toContain('ConfigMap/runtime-config: mfe_account has no paths');
});

describe('the runtime configuration file', () => {
  it('is what the generator writes: every remote with the paths its route list declares', () => {
    const base = JSON.parse(readFileSync(join(k8s, 'base', 'runtime-config.json'), 'utf8'));
    expect(withDeclaredPaths(base, declared)).toEqual(base);
    expect(runtimeConfigFileProblems(JSON.stringify(base), declared)).toEqual([]);
  });

  it('is compared with the declarations whatever the order of its paths', () => {
    const config = withDeclaredPaths({ remotes: {}, chatPhone: '910000000000' }, declared);
    config.remotes.mfe_cart = { entry: '/x.json', paths: [...(declared.mfe_cart ?? [])].reverse() };
    expect(runtimeConfigFileProblems(JSON.stringify(config), declared)).toEqual([]);
    expect(runtimeConfigFileProblems('{', declared)).toEqual([
      expect.stringMatching(/^ConfigMap\/runtime-config: runtime.json is not JSON/),
    ]);
  });
});

describe('rules', () => {
  it('refuse rendered Secrets and objects outside the namespace', () => {
    const problems = checkEnvironment(
      [{ kind: 'Secret', metadata: { name: 's', namespace: 'other' } }],
      new Map(),
      declared,
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'Secret/s: not in namespace rmj-shop',
        'Secret/s: Secrets must not be rendered (create them outside the repository)',
      ]),
    );
  });
});
