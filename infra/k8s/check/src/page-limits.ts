// The shell's nginx limits page requests per client: every unique path and query string can be a full
// server render, so an unlimited page route lets one client keep the render service busy. This reads the
// nginx configuration the shell Deployment mounts (its ConfigMap keys) and checks that a limit_req_zone
// keyed on the client address exists, that the page location (`location /`) uses it with a burst and
// answers 429, that the client address comes from the ingress hop (real_ip), and that content-hashed
// files and the entry files (remoteEntry.js, manifests) are not limited.
/* eslint-disable @typescript-eslint/no-explicit-any -- volumes are read as plain YAML trees */
type Doc = Record<string, any>;

/** The body of each `location <match> { ... }` block of an nginx file, by its match text. */
export function locationBlocks(conf: string): Map<string, string> {
  const out = new Map<string, string>();
  const text = conf.replace(/#[^\n]*/g, '');
  // A quoted match may hold braces of its own ("\.[0-9a-f]{10}\.").
  const head = /location(?=[ \t])([^{;"\n]*(?:"[^"]*"[^{;"\n]*)*)\{/g;
  for (let m = head.exec(text); m; m = head.exec(text)) {
    let depth = 1;
    let i = head.lastIndex;
    for (; i < text.length && depth > 0; i++) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}') depth--;
    }
    out.set(m[1].trim(), text.slice(head.lastIndex, i - 1));
  }
  return out;
}

/** The nginx files the shell Deployment mounts: ConfigMap key → text. */
function shellNginx(docs: Doc[]): Map<string, string> {
  const shell = docs.find((d) => d.kind === 'Deployment' && d.metadata?.name === 'shell');
  const files = new Map<string, string>();
  for (const volume of (shell?.spec?.template?.spec?.volumes ?? []) as Doc[]) {
    const cm = docs.find((d) => d.kind === 'ConfigMap' && d.metadata?.name === volume.configMap?.name);
    if (!cm) continue;
    for (const item of (volume.configMap.items ?? []) as Doc[]) {
      const text = cm.data?.[item.key];
      if (typeof text === 'string') files.set(item.key as string, text);
    }
  }
  return files;
}

export function pageLimitProblems(docs: Doc[]): string[] {
  const files = shellNginx(docs);
  const server = files.get('shell.conf');
  if (server === undefined) return ['Deployment/shell: no shell.conf is mounted (nginx page limits)'];
  const all = [...files.values()].join('\n').replace(/#[^\n]*/g, '');
  const fail = (msg: string) => `Deployment/shell nginx shell.conf: ${msg}`;
  const problems: string[] = [];

  const zones = new Map(
    [...all.matchAll(/limit_req_zone\s+(\S+)\s+zone=([\w-]+):\d+[km]\s+rate=(\d+)r\/[sm]\s*;/g)].map((m) => [
      m[2],
      m[1],
    ]),
  );
  const pages = locationBlocks(server).get('/');
  if (pages === undefined) return [fail('no page location (location /)')];
  const use = /limit_req\s+zone=([\w-]+)\s+burst=(\d+)/.exec(pages);
  if (!use) problems.push(fail('the page location (location /) has no limit_req zone=<zone> burst=<n>'));
  else if (!zones.has(use[1])) problems.push(fail(`limit_req zone ${use[1]} has no limit_req_zone`));
  else if (zones.get(use[1]) !== '$binary_remote_addr')
    problems.push(fail(`limit_req_zone ${use[1]} is not keyed on the client address ($binary_remote_addr)`));
  if (!/limit_req_status\s+429\s*;/.test(pages) && !/^[ \t]*limit_req_status[ \t]+429[ \t]*;/m.test(all))
    problems.push(fail('a refused page does not answer 429 (limit_req_status 429)'));
  if (!/real_ip_header\s+X-Forwarded-For\s*;/i.test(all) || !/set_real_ip_from\s+\S+\s*;/.test(all))
    problems.push(fail('the client address is the ingress controller (no set_real_ip_from / real_ip_header)'));
  for (const [match, body] of locationBlocks(server)) {
    if (match === '/' || match.startsWith('@')) continue;
    if (/limit_req\s/.test(body)) problems.push(fail(`location ${match} is limited; only pages are`));
  }
  return problems;
}
