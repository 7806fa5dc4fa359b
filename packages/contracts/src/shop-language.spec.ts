import { pathInShopLanguage, pathWithoutShopLanguage, shopLanguageOf, shopLanguageOfPath } from './shop-language';

describe('the shop language of an address (services)', () => {
  it('reads /ta and below as Tamil, and moves an address between the languages', () => {
    expect(shopLanguageOfPath('/ta')).toBe('ta');
    expect(shopLanguageOfPath('/ta/cart')).toBe('ta');
    expect(shopLanguageOfPath('/tamil')).toBe('en');
    expect(pathWithoutShopLanguage('/ta')).toBe('/');
    expect(pathWithoutShopLanguage('/ta/product/x')).toBe('/product/x');
    expect(pathInShopLanguage('/search?q=ring', 'ta')).toBe('/ta/search?q=ring');
    expect(pathInShopLanguage('/', 'ta')).toBe('/ta');
    expect(pathInShopLanguage('/ta/cart', 'en')).toBe('/cart');
    expect(pathInShopLanguage('/ta/cart', 'ta')).toBe('/ta/cart');
  });

  it('takes a header value as English unless it says ta', () => {
    expect(shopLanguageOf('ta')).toBe('ta');
    expect(shopLanguageOf(['ta', 'en'])).toBe('ta');
    expect(shopLanguageOf('fr')).toBe('en');
  });
});
