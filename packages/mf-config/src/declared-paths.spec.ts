import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import {
  canonicalPath,
  documentTitle,
  findPathConflicts,
  MANIFEST_DECLARATION_KEY,
  readManifestDeclaration,
  REMOTE_NAMES,
  TITLE_MAX,
} from '@rmj/contracts';
import { declaredPathsIn, declaredPathsOfRemotes, declaredSeoIn, remoteFolder, ROUTES_MODULE } from './declared-paths';
import { declarationManifest } from './manifest-declaration';

const root = path.join(__dirname, '..', '..', '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-declared-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A route module with `body` as its source. */
function routesFile(body: string): string {
  const file = path.join(dir, `routes-${Math.random().toString(36).slice(2)}.ts`);
  fs.writeFileSync(file, `import { buildInfo } from '../build-info';\n${body}\nexport const routes = [];\n`);
  return file;
}

describe("a remote's declared paths", () => {
  it('are read from every real remote: at least one each, none claimed twice', () => {
    const declared = declaredPathsOfRemotes(root);
    expect(Object.keys(declared)).toEqual([...REMOTE_NAMES]);
    expect(declared.mfe_cart).toEqual(expect.arrayContaining(['/cart/*', '/checkout/*', '/track-order/*']));
    expect(findPathConflicts(declared)).toEqual([]);
  });

  it('are read from a literal list, typed, `as const` or `satisfies`, without running the module', () => {
    expect(
      declaredPathsIn(routesFile("export const paths: readonly string[] = ['/cart/*', `/gift-cards/*`];")),
    ).toEqual(['/cart/*', '/gift-cards/*']);
    expect(declaredPathsIn(routesFile("export const paths = ['/a', '/b/*'] as const;"))).toEqual(['/a', '/b/*']);
    expect(declaredPathsIn(routesFile("export const paths = ['/a'] satisfies readonly string[];"))).toEqual(['/a']);
  });

  it('fail with the file named when missing, not a literal list, or malformed', () => {
    const missing = routesFile("const paths = ['/a'];");
    expect(() => declaredPathsIn(missing)).toThrow(`${missing}: declares no paths`);
    expect(() => declaredPathsIn(routesFile("const base = ['/a'];\nexport const paths = [...base];"))).toThrow(
      'export const paths must be a literal list of path patterns',
    );
    expect(() => declaredPathsIn(routesFile('export const paths = [`/${"a"}`];'))).toThrow('must be a literal list');
    expect(() => declaredPathsIn(routesFile("export const paths = ['/a', 'cart'];"))).toThrow(
      "bad paths (paths.1: must be a path pattern such as '/cart', '/product/:id' or '/category/*')",
    );
    expect(() => declaredPathsIn(routesFile('export const paths = [];'))).toThrow(
      'bad paths (paths: must list at least one path)',
    );
  });
});

describe("a remote's declared pages (titles, descriptions, robots)", () => {
  const declared = REMOTE_NAMES.map((name) => declaredSeoIn(path.join(root, remoteFolder(name), ROUTES_MODULE)));
  const pages = declared.flatMap((seo) => seo?.pages ?? []);

  it('are read from every storefront remote, each path and alias declared once', () => {
    expect(declared.every((seo) => seo && seo.pages.length > 0)).toBe(true);
    const all = pages.flatMap((page) => [page.path, ...(page.aliases ?? [])]);
    expect(new Set(all).size).toBe(all.length);
    for (const alias of pages.flatMap((page) => page.aliases ?? []))
      expect(canonicalPath(alias, pages)).not.toBe(alias);
  });

  it('give every page a title within 60 characters and a description of 50 to 160', () => {
    for (const page of pages) {
      expect(documentTitle(page.path, undefined, pages).length).toBeLessThanOrEqual(TITLE_MAX);
      expect(page.description.length).toBeGreaterThanOrEqual(50);
      expect(page.description.length).toBeLessThanOrEqual(160);
    }
  });

  it('keep personal pages out of search results and robots, listing pages in the sitemap', () => {
    const byPath = new Map(pages.map((page) => [page.path, page]));
    for (const personal of ['/cart', '/account', '/account/addresses', '/welcome']) {
      expect(byPath.get(personal)).toMatchObject({ noindex: true });
    }
    expect(byPath.get('/category/women')).toMatchObject({ listed: true });
    expect(declared.flatMap((seo) => seo?.disallow ?? [])).toEqual(
      expect.arrayContaining(['/cart', '/checkout', '/order-proof/', '/account', '/welcome']),
    );
  });

  it('are read from a literal without running the module, and refused when computed or malformed', () => {
    const page = "{ path: '/gift-cards', name: 'Gift Cards', description: `Gift cards of the shop, for any piece.` }";
    expect(
      declaredSeoIn(routesFile(`export const paths = ['/gift-cards'];\nexport const seo = { pages: [${page}] };`)),
    ).toEqual({
      pages: [{ path: '/gift-cards', name: 'Gift Cards', description: 'Gift cards of the shop, for any piece.' }],
    });
    expect(declaredSeoIn(routesFile("export const paths = ['/a'];"))).toBeUndefined();
    expect(() => declaredSeoIn(routesFile('const name = "A";\nexport const seo = { pages: [{ name }] };'))).toThrow(
      'export const seo must be a literal',
    );
    expect(() =>
      declaredSeoIn(routesFile("export const seo = { pages: [{ path: 'x', name: 'A', description: 'B' }] };")),
    ).toThrow('bad seo (pages.0.path');
  });
});

describe('the declaration in mf-manifest.json', () => {
  class WebpackError extends Error {}
  const run = (file: string) => {
    const stats = { metaData: { name: 'mfe_cart' } as Record<string, unknown> };
    const compilation = { errors: [] as Error[] };
    declarationManifest(file).additionalData({ stats, compilation, compiler: { webpack: { WebpackError } } });
    return { stats, errors: compilation.errors.map((e) => e.message) };
  };

  it("is written under metaData where the gateway's contract reads it", () => {
    const { stats, errors } = run(routesFile("export const paths = ['/cart/*', '/gift-cards/*'];"));
    expect(errors).toEqual([]);
    expect(stats.metaData[MANIFEST_DECLARATION_KEY]).toEqual({ paths: ['/cart/*', '/gift-cards/*'] });
    expect(readManifestDeclaration(stats)).toEqual({ paths: ['/cart/*', '/gift-cards/*'] });
  });

  it("carries the remote's declared pages beside its paths", () => {
    const seo =
      "{ pages: [{ path: '/gift-cards', name: 'Gift Cards', description: 'Gift cards.', noindex: true }], disallow: ['/gift-cards'] }";
    const { stats, errors } = run(routesFile(`export const paths = ['/gift-cards'];\nexport const seo = ${seo};`));
    expect(errors).toEqual([]);
    expect(readManifestDeclaration(stats)).toEqual({
      paths: ['/gift-cards'],
      seo: {
        pages: [{ path: '/gift-cards', name: 'Gift Cards', description: 'Gift cards.', noindex: true }],
        disallow: ['/gift-cards'],
      },
    });
  });

  it('fails the build, naming the file, when the declaration is bad', () => {
    const file = routesFile("export const paths = ['gift'];");
    const { stats, errors } = run(file);
    expect(errors).toEqual([expect.stringContaining(`${file}: bad paths`)]);
    expect(stats.metaData[MANIFEST_DECLARATION_KEY]).toBeUndefined();
  });
});
