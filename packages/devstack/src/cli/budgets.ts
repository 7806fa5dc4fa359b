// Size budgets of the built apps, in KiB of brotli (what browsers that ask for it download; the
// .br copies are written at build time). Bytes are deterministic, so CI checks them:
//   initial   the shell: its entry, the start-up chunks its page preloads and the shared modules it
//             provides on every page; a remote: its
//             remoteEntry.js and its './routes' module (what the shell loads before a page);
//   chunk     the largest file an app can send (a page, a shared piece). A remote's copies of the shared
//             modules are fallbacks the shop never sends (the shell provides them; they are checked in the
//             shell's budget), so they are left out of a remote's chunk check.
// A breach names the app, the file and its size.
import fs from 'node:fs';
import path from 'node:path';

export interface Budget {
  initial: number;
  chunk: number;
}

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[] } } }[];
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Brotli size of a built file (its .br copy; the file itself when too small to be compressed). */
function brSize(dist: string, file: string): number {
  const full = path.join(dist, file);
  return fs.existsSync(`${full}.br`) ? fs.statSync(`${full}.br`).size : fs.statSync(full).size;
}

/** The initial files of an app and every JS file it can send. */
function filesOf(dir: string, app: string): { initial: string[]; all: string[]; fallbacks: string[] } {
  const dist = path.join(dir, 'dist');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
  const all = fs.readdirSync(dist).filter((f) => f.endsWith('.js'));
  if (app === 'shell') {
    // The entry and every start-up chunk index.html preloads, plus (should one not be preloaded) the
    // shared modules the shell provides.
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const named = [...html.matchAll(/<(?:script|link)[^>]*(?:src|href)="?\/?([^" >]+\.js)(?=[" >])/g)].map((m) => m[1]);
    return {
      initial: [...new Set([...named, ...manifest.shared.flatMap((s) => s.assets.js.sync)])],
      all,
      fallbacks: [],
    };
  }
  const routes = manifest.exposes.find((e) => e.name === 'routes');
  const fallbacks = new Set(manifest.shared.flatMap((s) => s.assets.js.sync));
  const ownInitial = (routes?.assets.js.sync ?? []).filter((f) => !fallbacks.has(f));
  return {
    initial: ['remoteEntry.js', ...ownInitial],
    all: all.filter((f) => !fallbacks.has(f)),
    fallbacks: [...fallbacks],
  };
}

/** Every breach of `budgets` (app → budget) in the built apps under `root`, as messages. */
export function checkBudgets(root: string, budgets: Record<string, Budget>): { lines: string[]; breaches: string[] } {
  const lines: string[] = [];
  const breaches: string[] = [];
  for (const [app, budget] of Object.entries(budgets)) {
    const dir = path.join(root, app);
    const dist = path.join(dir, 'dist');
    if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
      breaches.push(`${app}: not built (${path.relative(root, dist)}/mf-manifest.json is missing)`);
      continue;
    }
    const { initial, all, fallbacks } = filesOf(dir, app);
    const initialBytes = initial.reduce((sum, f) => sum + brSize(dist, f), 0);
    const largest = Math.max(0, ...all.map((f) => brSize(dist, f)));
    lines.push(
      `${app.padEnd(12)} initial ${kib(initialBytes)} of ${budget.initial} KiB (${initial.length} files), largest file ${kib(largest)} of ${budget.chunk} KiB` +
        (fallbacks.length ? ` (${fallbacks.length} shared fallbacks not counted)` : ''),
    );
    if (initialBytes > budget.initial * 1024) {
      const detail = initial.map((f) => `${f} ${kib(brSize(dist, f))}`).join(', ');
      breaches.push(
        `${app}: initial chunks are ${kib(initialBytes)}, over the ${budget.initial} KiB budget: ${detail}`,
      );
    }
    for (const file of all) {
      const size = brSize(dist, file);
      if (size > budget.chunk * 1024)
        breaches.push(`${app}: ${file} is ${kib(size)}, over the ${budget.chunk} KiB budget of one file`);
    }
  }
  return { lines, breaches };
}
