// The gateway's modules form layers: configuration at the bottom, the edge, static files, runtime
// configuration and the proxy above it. An import loop between them means one cannot be read, tested
// or changed without the others, so the build keeps the graph free of loops.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SRC = __dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.(spec|e2e-spec|d)\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Each file's relative imports (type-only ones too: they tie the modules together just the same). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const targets = [...readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)].map(([, spec]) =>
      relative(SRC, `${resolve(dirname(file), spec as string)}.ts`),
    );
    graph.set(relative(SRC, file), targets);
  }
  return graph;
}

/** The loops of the graph, each as the chain of files that closes it. */
function loops(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe('gateway modules', () => {
  it('import one another without a loop', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(20);
    expect(loops(graph).map((loop) => loop.join(' → '))).toEqual([]);
  });

  it('finds a loop when there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(loops(graph)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });
});
