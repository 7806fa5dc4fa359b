// The remote's words: every key in both languages (tsc checks the shape; this checks the content),
// ICU messages that parse, and no key left unused by the sources.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import en from './en';
import ta from './ta';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'i18n' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

it('has every key in Tamil, written in Tamil where the English has words', () => {
  expect(Object.keys(ta).sort()).toEqual(Object.keys(en).sort());
  for (const [key, english] of Object.entries(en)) {
    const tamil = ta[key as keyof typeof en];
    expect(tamil.trim()).not.toBe('');
    // No placeholder the English does not give (Tamil needs no plural choice where English has one).
    const names = (text: string) => new Set([...text.matchAll(/\{(\w+)/g)].map((match) => match[1]));
    const known = names(english);
    expect([key, [...names(tamil)].filter((name) => !known.has(name))]).toEqual([key, []]);
  }
});

it('uses every key somewhere in the sources', () => {
  const code = sources(join(__dirname, '..'))
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n');
  const unused = Object.keys(en).filter((key) => !code.includes(`'${key}'`));
  expect(unused).toEqual([]);
});
