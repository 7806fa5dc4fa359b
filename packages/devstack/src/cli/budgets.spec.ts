import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkFirstLoads, firstLoadFiles } from './budgets';

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
    // Both weights: the regular one is preloaded, headings ask for the bold one.
    expect(firstLoadFiles(dist, 'ta')).toEqual(
      expect.arrayContaining([
        'assets/noto-sans-tamil-tamil-400-normal.0123456789.woff2',
        'assets/noto-sans-tamil-tamil-700-normal.abcdef0123.woff2',
      ]),
    );
    const { lines, breaches } = checkFirstLoads(root, { en: 20, ta: 50 });
    expect(lines).toEqual([
      'first load en  13.0 KiB of 20 KiB (3 files)',
      'first load ta  43.0 KiB of 50 KiB (5 files)',
    ]);
    expect(breaches).toEqual([]);
  });

  it('names the language, its size and its files when over budget, and a language whose words are missing', () => {
    const root = builtShell();
    const { breaches } = checkFirstLoads(root, { ta: 20, hi: 20 });
    expect(breaches[0]).toMatch(/^first load ta: 43\.0 KiB, over the 20 KiB budget: .*noto-sans-tamil.* 14\.0 KiB/);
    expect(breaches[1]).toMatch(/first load hi: the shell's words in hi .* are not in the build/);
  });
});
