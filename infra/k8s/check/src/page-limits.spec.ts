// The shell nginx's page limit (page-limits.ts) on the real prod overlay, and with each part taken out.
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { locationBlocks, pageLimitProblems } from './page-limits';

/* eslint-disable @typescript-eslint/no-explicit-any -- the tests edit plain YAML trees */
type Doc = Record<string, any>;

const k8s = resolve(__dirname, '..', '..');
const prod = execFileSync('kubectl', ['kustomize', join(k8s, 'overlays', 'prod')], { encoding: 'utf8' });
const docs = (): Doc[] => parseAllDocuments(prod).map((d) => d.toJS() as Doc);

/** The rendered ConfigMap that holds shell.conf, and a way to edit that file. */
function withShellConf(edit: (conf: string) => string): string[] {
  const all = docs();
  const cm = all.find((d) => d.kind === 'ConfigMap' && typeof d.data?.['shell.conf'] === 'string')!;
  cm.data['shell.conf'] = edit(cm.data['shell.conf']);
  return pageLimitProblems(all);
}

describe("the shell nginx's page limit", () => {
  it('holds in the real overlay: pages limited per client, with a burst and 429', () => {
    expect(pageLimitProblems(docs())).toEqual([]);
    const conf = docs().find((d) => d.kind === 'ConfigMap' && d.data?.['shell.conf'])!.data['shell.conf'] as string;
    expect(conf).toMatch(/limit_req_zone \$binary_remote_addr zone=pages:10m rate=5r\/s;/);
    const pages = locationBlocks(conf).get('/')!;
    expect(pages).toContain('limit_req zone=pages burst=30 nodelay;');
    const tooMany = locationBlocks(conf).get('@too-many-pages')!;
    expect(tooMany).toMatch(/add_header Retry-After "\d+" always;/);
    expect(tooMany).toMatch(/return 429 '<!doctype html>/);
  });

  it('fails when the page location is not limited', () => {
    expect(withShellConf((c) => c.replace(/^[ \t]*limit_req zone=pages[^\n]*\n/m, ''))).toEqual([
      'Deployment/shell nginx shell.conf: the page location (location /) has no limit_req zone=<zone> burst=<n>',
    ]);
  });

  it('fails when the zone is missing, keyed on something else, or refusals are not 429', () => {
    expect(withShellConf((c) => c.replace(/^limit_req_zone[^\n]*\n/m, ''))).toEqual([
      'Deployment/shell nginx shell.conf: limit_req zone pages has no limit_req_zone',
    ]);
    expect(
      withShellConf((c) => c.replace('limit_req_zone $binary_remote_addr', 'limit_req_zone $server_name')),
    ).toEqual([
      'Deployment/shell nginx shell.conf: limit_req_zone pages is not keyed on the client address ($binary_remote_addr)',
    ]);
    expect(withShellConf((c) => c.replace(/^[ \t]*limit_req_status 429;\n/m, ''))).toEqual([
      'Deployment/shell nginx shell.conf: a refused page does not answer 429 (limit_req_status 429)',
    ]);
  });

  it('fails when every client would share the ingress controller address', () => {
    expect(withShellConf((c) => c.replace(/^real_ip_header[^\n]*\n/m, ''))).toEqual([
      'Deployment/shell nginx shell.conf: the client address is the ingress controller (no set_real_ip_from / real_ip_header)',
    ]);
  });

  it('fails when hashed files or the entry files are limited too', () => {
    for (const start of ['remoteEntry\\.js|main\\.js)$" {', '[0-9a-f]{10}\\.[A-Za-z0-9]+$" {']) {
      const problems = withShellConf((c) => c.replace(start, `${start}\n        limit_req zone=pages burst=30;`));
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^Deployment\/shell nginx shell.conf: location ~ ".+" is limited; only pages are$/);
    }
  });
});
