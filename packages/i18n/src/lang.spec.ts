import { langOfPath, pathInLang, pathWithoutLang } from './lang';

describe('the page language from its address', () => {
  it('reads /ta and everything below it as Tamil, the rest as English', () => {
    expect(langOfPath('/ta')).toBe('ta');
    expect(langOfPath('/ta/cart')).toBe('ta');
    expect(langOfPath('/tamil-names')).toBe('en');
    expect(langOfPath('/')).toBe('en');
  });

  it('gives the route path without the prefix', () => {
    expect(pathWithoutLang('/ta/product/abc')).toBe('/product/abc');
    expect(pathWithoutLang('/ta')).toBe('/');
    expect(pathWithoutLang('/cart')).toBe('/cart');
  });

  it('moves an address to the other language, keeping its query', () => {
    expect(pathInLang('/search?q=ring', 'ta')).toBe('/ta/search?q=ring');
    expect(pathInLang('/ta/search?q=ring', 'en')).toBe('/search?q=ring');
    expect(pathInLang('/', 'ta')).toBe('/ta');
    expect(pathInLang('/ta', 'en')).toBe('/');
    expect(pathInLang('/ta/cart', 'ta')).toBe('/ta/cart');
  });
});
