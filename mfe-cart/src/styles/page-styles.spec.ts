// A page is often the first one a shopper opens (a link from an e-mail to /track-order), so every
// class its components use that this remote styles must be styled by the sheets that page itself
// loads, not by a sheet another page happens to have injected earlier.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const src = resolve(__dirname, '..');

/** The sources and style sheets a module reaches through its relative imports (lazy ones included). */
function reach(entry: string): { sources: string[]; sheets: string[] } {
  const seen = new Set<string>();
  const sources: string[] = [];
  const sheets: string[] = [];
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    (file.endsWith('.css') ? sheets : sources).push(text);
    for (const [, relative] of text.matchAll(/'(\.{1,2}\/[^']+)'/g)) {
      const target = resolve(dirname(file), relative);
      const found = [target, `${target}.tsx`, `${target}.ts`].find(
        (candidate) => /\.(tsx?|css)$/.test(candidate) && existsSync(candidate),
      );
      if (found && !found.includes('.spec.')) visit(found);
    }
  };
  visit(resolve(src, entry));
  return { sources, sheets };
}

const tokens = (text: string, pattern: RegExp) =>
  new Set(
    [...text.matchAll(pattern)].map(([, name]) => {
      let trimmed = name;
      while (trimmed.endsWith('-')) trimmed = trimmed.slice(0, -1); // `crt-status--${kind}`
      return trimmed;
    }),
  );

/** Every class some style sheet of this remote styles. */
const styledAnywhere = tokens(
  readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(resolve(src, file), 'utf8'))
    .join('\n'),
  /\.(crt-[\w-]+)/g,
);

it.each([
  ['/cart', 'features/cart/components/cart-page.tsx'],
  ['/track-order', 'features/track-order/components/track-order-page.tsx'],
  ['/order-proof', 'features/order-proof/components/order-proof-page.tsx'],
])('%s loads a style for every crt- class it uses', (_path, page) => {
  const { sources, sheets } = reach(page);
  const used = tokens(sources.join('\n'), /\b(crt-[\w-]+)/g);
  const styled = tokens(sheets.join('\n'), /\.(crt-[\w-]+)/g);
  expect([...used].filter((name) => styledAnywhere.has(name) && !styled.has(name))).toEqual([]);
});
