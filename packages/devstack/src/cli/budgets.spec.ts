import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkFirstLoads, firstLoadFiles, languageBudgets } from './budgets';

/** A built shell as webpack leaves it (minified index.html, brotli copies beside the text files). */
function builtShell(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'budgets-'));
  const dist = path.join(root, 'shell', 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  const put = (file: string, bytes: number, br?: number) => {
    fs.writeFileSync(path.join(dist, file), 'x'.repeat(bytes));
    if (br !== undefined) fs.writeFileSync(path.join(dist, `${file}.br`), 'x'.repeat(br));
  };
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<html lang=en><head><script defer src=/main.0123456789.js></script><link rel=stylesheet href=/framework.0123456789.css>' +
      '<meta name=rmj-font-ta content=/assets/noto-sans-tamil-tamil-400-normal.0123456789.woff2></head></html>',
  );
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ shared: [], exposes: [] }));
  put('main.0123456789.js', 40_000, 10 * 1024);
  put('framework.0123456789.css', 8_000, 2 * 1024);
  put('shell-words-en.0123456789.js', 3_000, 1024);
  put('shell-words-ta.abcdef0123.js', 6_000, 2 * 1024);
  put('ui-words-ta.fedcba9876.js', 5_000, 1024);
  put('assets/noto-sans-tamil-tamil-400-normal.0123456789.woff2', 14 * 1024);
  put('assets/noto-sans-tamil-tamil-700-normal.abcdef0123.woff2', 15 * 1024);
  return root;
}

describe('first load of each language', () => {
  it("counts the shell's script, style sheet, its words in the language and the Tamil font on Tamil pages only", () => {
    const root = builtShell();
    const dist = path.join(root, 'shell', 'dist');
    expect(firstLoadFiles(dist, 'en').sort()).toEqual(
      ['framework.0123456789.css', 'main.0123456789.js', 'shell-words-en.0123456789.js'].sort(),
    );
    // Both weights: the regular one is preloaded, headings ask for the bold one; the shared pieces' words.
    expect(firstLoadFiles(dist, 'ta')).toEqual(
      expect.arrayContaining([
        'ui-words-ta.fedcba9876.js',
        'assets/noto-sans-tamil-tamil-400-normal.0123456789.woff2',
        'assets/noto-sans-tamil-tamil-700-normal.abcdef0123.woff2',
      ]),
    );
    const { lines, breaches } = checkFirstLoads(root, { en: 20, ta: 50 });
    expect(lines).toEqual([
      'first load en  13.0 KiB of 20 KiB (3 files)',
      'first load ta  44.0 KiB of 50 KiB (6 files)',
    ]);
    expect(breaches).toEqual([]);
  });

  it('names the language, its size and its files when over budget, and a language whose words are missing', () => {
    const root = builtShell();
    const { breaches } = checkFirstLoads(root, { ta: 20, hi: 20 });
    expect(breaches[0]).toMatch(/^first load ta: 44\.0 KiB, over the 20 KiB budget: .*noto-sans-tamil.* 14\.0 KiB/);
    expect(breaches[1]).toMatch(/first load hi: the shell's words in hi .* are not in the build/);
  });

  it('counts only JavaScript in the first-load JS budget: no style sheet, no font', () => {
    const root = builtShell();
    const { lines, breaches } = checkFirstLoads(root, { en: 12, ta: 12 }, { jsOnly: true });
    expect(lines).toEqual([
      'first-load JS en  11.0 KiB of 12 KiB (2 files)',
      'first-load JS ta  13.0 KiB of 12 KiB (3 files)',
    ]);
    expect(breaches).toHaveLength(1);
    expect(breaches[0]).toMatch(
      /^first-load JS ta: 13\.0 KiB, over the 12 KiB budget: main.* ui-words-ta\.fedcba9876\.js 1\.0 KiB/,
    );
  });

  it('reads the numbers of a language budget and nothing else', () => {
    expect(languageBudgets({ en: 120, ta: '125', $comment: 'x' })).toEqual({ en: 120 });
    expect(languageBudgets(undefined)).toEqual({});
  });
});
