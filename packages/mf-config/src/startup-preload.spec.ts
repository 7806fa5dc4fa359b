import type { Compilation } from 'webpack';
import { entryScriptsFirst, languageFontFiles, startupChunkFiles } from './startup-preload';

type Group = { chunks: { name?: string; files: Set<string> }[]; getChildren(): Group[] };
const group = (files: string[][], children: Group[] = []): Group => ({
  chunks: files.map((list) => ({ name: list[0]?.split('.')[0], files: new Set(list) })),
  getChildren: () => children,
});

function compilationWith(entry: Group & { getFiles(): string[] }) {
  return { entrypoints: new Map([['main', entry]]) } as unknown as Pick<Compilation, 'entrypoints'>;
}

describe('startupChunkFiles', () => {
  it("names the JavaScript of the entry's direct children once each, not their lazy children or the entry itself", () => {
    const lazyPage = group([['lazy-page.1.js']]);
    const bootstrap = group([['bootstrap.1.js', 'bootstrap.1.js.map'], ['framework.1.js']], [lazyPage]);
    const reactDom = group([['react-dom.1.js', 'styles.1.css'], ['framework.1.js']]);
    const entry = { ...group([['main.1.js']], [bootstrap, reactDom]), getFiles: () => ['main.1.js'] };
    expect(startupChunkFiles(compilationWith(entry))).toEqual(['bootstrap.1.js', 'framework.1.js', 'react-dom.1.js']);
  });

  it('leaves out a chunk loaded only when needed (on-demand-*): start-up does not wait for it', () => {
    const check = group([['on-demand-config-check.1.js']]);
    const bootstrap = group([['bootstrap.1.js'], ['framework.1.js']]);
    const entry = { ...group([['main.1.js']], [check, bootstrap]), getFiles: () => ['main.1.js'] };
    expect(startupChunkFiles(compilationWith(entry))).toEqual(['bootstrap.1.js', 'framework.1.js']);
  });

  it('names nothing for an unknown entry', () => {
    const entry = { ...group([['main.1.js']]), getFiles: () => ['main.1.js'] };
    expect(startupChunkFiles(compilationWith(entry), 'other')).toEqual([]);
  });
});

describe('languageFontFiles', () => {
  it("finds each language's hashed WOFF2 file, not its WOFF copy, and leaves out a font the build lacks", () => {
    const assets = [
      'main.1.js',
      'assets/noto-sans-tamil-tamil-400-normal.abc.woff',
      'assets/noto-sans-tamil-tamil-400-normal.def.woff2',
      'assets/noto-sans-tamil-tamil-700-normal.123.woff2',
    ];
    expect(languageFontFiles(assets, { ta: 'tamil-400-normal', hi: 'devanagari-400' })).toEqual({
      ta: 'assets/noto-sans-tamil-tamil-400-normal.def.woff2',
    });
  });
});

describe('entryScriptsFirst', () => {
  it('asks for the entry script at high priority and leaves every other tag as it was', () => {
    const script = { tagName: 'script', attributes: { defer: true, src: '/main.1.js' } };
    const inline = { tagName: 'script', attributes: { type: 'application/json' } };
    const sheet = { tagName: 'link', attributes: { rel: 'stylesheet', href: '/main.1.css' } };
    expect(entryScriptsFirst([script, inline, sheet])).toEqual([
      { tagName: 'script', attributes: { defer: true, src: '/main.1.js', fetchpriority: 'high' } },
      inline,
      sheet,
    ]);
  });
});
