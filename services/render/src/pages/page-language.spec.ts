import { inPageLanguage, languageFontOf } from './page-language';

// As the shell's build writes it (minified: quotes left out).
const INDEX =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=rmj-font-ta content=/assets/noto-sans-tamil-tamil-400-normal.abc123.woff2><title>RMJ</title></head><body><div id=root></div></body></html>';

describe('inPageLanguage', () => {
  it('marks a Tamil page lang="ta" and preloads the Tamil font first in its head', () => {
    const html = inPageLanguage(INDEX, '/ta/product/x?utm=1');
    expect(html).toContain('<html lang="ta">');
    expect(html).toContain(
      '<head><link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-sans-tamil-tamil-400-normal.abc123.woff2">',
    );
  });

  it('leaves an English page as it is: English, no font preload', () => {
    const html = inPageLanguage(INDEX, '/product/x');
    expect(html).toBe(INDEX);
    expect(inPageLanguage(INDEX, '/tamil-names')).toBe(INDEX);
  });

  it('adds the attribute to an <html> without one, and preloads nothing when the build names no font', () => {
    const html = inPageLanguage('<html><head></head><body></body></html>', '/ta');
    expect(html).toBe('<html lang="ta"><head></head><body></body></html>');
    expect(languageFontOf(INDEX, 'en')).toBeUndefined();
    expect(languageFontOf('<meta name="rmj-font-ta" content="/assets/t.woff2">', 'ta')).toBe('/assets/t.woff2');
  });
});
