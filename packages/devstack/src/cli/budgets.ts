// Size budgets of the built apps, in KiB of brotli (what browsers that ask for it download; the
// .br copies are written at build time). Bytes are deterministic, so CI checks them:
//   initial   the shell: its entry, the start-up chunks its page preloads and the shared modules it
//             provides on every page; a remote: its
//             remoteEntry.js and its './routes' module (what the shell loads before a page);
//   chunk     the largest file an app can send (a page, a shared piece). A remote's copies of the shared
//             modules are fallbacks the shop never sends (the shell provides them; they are checked in the
//             shell's budget), so they are left out of a remote's chunk check.
// A breach names the app, the file and its size.
// First load of a page in each language (`firstLoad` in bundle-budgets.json): what the shell's page
// fetches before any remote's page code, in that language: the shell's initial JavaScript, its style
// sheets, its words in the language (chunk shell-words-<lang>) and the language's text font where the
// page preloads one (the file index.html names in its rmj-font-<lang> meta, and its other weights beside
// it, which headings ask for; WOFF2 is compressed already). The words in the language are the shell's
// (chunk shell-words-<lang>) and, for a language other than English, the shared pieces' (ui-words-<lang>,
// which the shell loads before its first render too).
// JavaScript on first load (`firstLoadJs`): the same files, JavaScript only: what the browser must
// download, parse and run before the shell's page answers, in that language.
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

/** Every language's first-load budget in KiB ('en', 'ta'), as bundle-budgets.json's `firstLoad` gives it. */
export type FirstLoadBudgets = Record<string, number>;

/** The files of the shell's first load in `lang` (paths inside its dist/). */
export function firstLoadFiles(dist: string, lang: string): string[] {
  const { initial } = filesOf(path.dirname(dist), 'shell');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const sheets = [...html.matchAll(/<link[^>]*rel="?stylesheet"?[^>]*href="?\/?([^" >]+\.css)(?=[" >])/g)].map(
    (m) => m[1],
  );
  const words = fs.readdirSync(dist).filter((f) => new RegExp(`^(shell|ui)-words-${lang}\\.[0-9a-f]+\\.js$`).test(f));
  const font = new RegExp(`<meta[^>]*name="?rmj-font-${lang}"?[^>]*content="?\\/?([^" >]+)`).exec(html)?.[1];
  // Every weight of that face and subset ('noto-sans-tamil-tamil-400-normal.<hash>.woff2' → its 700 too).
  const family = font && path.basename(font).replace(/\d{3}-normal\..*$/, '');
  const fonts =
    font && family
      ? fs
          .readdirSync(path.join(dist, path.dirname(font)))
          .filter((f) => f.startsWith(family) && f.endsWith('.woff2'))
          .map((f) => path.posix.join(path.dirname(font), f))
      : [];
  return [...new Set([...initial, ...sheets, ...words, ...fonts])];
}

/**
 * Every breach of the first-load budgets of the built shell under `root`, as messages: every file of the
 * first load, or (`jsOnly`, the `firstLoadJs` budgets) its JavaScript alone.
 */
export function checkFirstLoads(
  root: string,
  budgets: FirstLoadBudgets,
  { jsOnly = false }: { jsOnly?: boolean } = {},
): { lines: string[]; breaches: string[] } {
  const lines: string[] = [];
  const breaches: string[] = [];
  const what = jsOnly ? 'first-load JS' : 'first load';
  const dist = path.join(root, 'shell', 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) return { lines, breaches: ['shell: not built (no index.html)'] };
  for (const [lang, budget] of Object.entries(budgets)) {
    const files = firstLoadFiles(dist, lang).filter((f) => !jsOnly || f.endsWith('.js'));
    const bytes = files.reduce((sum, f) => sum + brSize(dist, f), 0);
    lines.push(`${what} ${lang.padEnd(3)} ${kib(bytes)} of ${budget} KiB (${files.length} files)`);
    if (!files.some((f) => f.startsWith(`shell-words-${lang}.`))) {
      breaches.push(`${what} ${lang}: the shell's words in ${lang} (shell-words-${lang}.*.js) are not in the build`);
    }
    if (bytes > budget * 1024) {
      const detail = files.map((f) => `${f} ${kib(brSize(dist, f))}`).join(', ');
      breaches.push(`${what} ${lang}: ${kib(bytes)}, over the ${budget} KiB budget: ${detail}`);
    }
  }
  return { lines, breaches };
}

/** The per-language budgets of one key of bundle-budgets.json (`firstLoad`, `firstLoadJs`): numbers only. */
export function languageBudgets(value: unknown): FirstLoadBudgets {
  return Object.fromEntries(
    Object.entries((value ?? {}) as Record<string, unknown>).filter(
      (e): e is [string, number] => typeof e[1] === 'number',
    ),
  );
}
