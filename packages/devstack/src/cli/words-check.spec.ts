import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkPart, checkWords, messageArguments, readCatalogue } from './words-check';

/** A part with a catalogue, as the shop's parts write them. */
function part(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'words-'));
  const dir = path.join(root, 'mfe-demo');
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const EN = `const en = {
  'cart.title': 'Your Cart',
  'cart.count': '{count, plural, one {# item} other {# items}}',
  'status.placed': 'Placed',
  'status.shipped': 'Shipped',
} as const;
export default en;
`;
const TA = `import type { Translation } from '@rmj/i18n';
import type en from './en';
const ta: Translation<typeof en> = {
  'cart.title': 'உங்கள் கூடை',
  'cart.count': '{count, plural, one {# பொருள்} other {# பொருட்கள்}}',
  'status.placed': 'பெறப்பட்டது',
  'status.shipped': 'அனுப்பப்பட்டது',
};
export default ta;
`;
const CODE = `export const Title = () => t('cart.title') + t("cart.count", { count }) + t(\`status.\${state}\`);\n`;

describe('the words check', () => {
  it('passes a part whose catalogues agree and whose every key is used (a template start counts)', () => {
    const dir = part({ 'src/i18n/en.ts': EN, 'src/i18n/ta.ts': TA, 'src/cart.tsx': CODE });
    expect(checkPart(dir)).toEqual([]);
    expect(readCatalogue(path.join(dir, 'src/i18n/en.ts')).messages.get('cart.title')).toBe('Your Cart');
  });

  it('finds a missing, an extra and an empty Tamil message, and different ICU arguments', () => {
    const ta = TA.replace("'cart.title': 'உங்கள் கூடை',", "'cart.title': ' ',\n  'cart.extra': 'கூடுதல்',")
      .replace('{count, plural, one {# பொருள்} other {# பொருட்கள்}}', '{n} பொருட்கள்')
      .replace("  'status.shipped': 'அனுப்பப்பட்டது',\n", '');
    const dir = part({ 'src/i18n/en.ts': EN, 'src/i18n/ta.ts': ta, 'src/cart.tsx': CODE });
    expect(checkPart(dir)).toEqual([
      "mfe-demo: 'cart.title' has an empty Tamil message",
      "mfe-demo: 'cart.count' takes {count:plural} in English but {n:argument} in Tamil",
      "mfe-demo: 'status.shipped' has no Tamil message",
      "mfe-demo: Tamil 'cart.extra' is not an English key",
    ]);
  });

  it('finds a key no code uses: tests and the catalogues themselves do not count', () => {
    const dir = part({
      'src/i18n/en.ts': EN,
      'src/i18n/ta.ts': TA,
      'src/i18n/index.ts': "// 'status.placed' 'status.shipped'\n",
      'src/cart.tsx': "t('cart.title'); t('cart.count');\n",
      'src/cart.spec.tsx': "t('status.placed');\n",
    });
    expect(checkPart(dir)).toEqual([
      "mfe-demo: 'status.placed' is not used in src (outside src/i18n)",
      "mfe-demo: 'status.shipped' is not used in src (outside src/i18n)",
    ]);
  });

  it('reads the arguments of nested plurals, selects and tags', () => {
    expect(messageArguments('{who, select, a {{count, plural, one {#} other {# {name}}}} other {<b>x</b>}}')).toEqual([
      'b:tag',
      'count:plural',
      'name:argument',
      'who:select',
    ]);
  });

  it('finds every part with a catalogue under the root', () => {
    const dir = part({ 'src/i18n/en.ts': EN, 'src/i18n/ta.ts': TA, 'src/cart.tsx': CODE });
    expect(checkWords(path.dirname(dir))).toEqual({ parts: ['mfe-demo'], problems: [] });
  });
});
