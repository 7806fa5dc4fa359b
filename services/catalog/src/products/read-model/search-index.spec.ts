import { generateProducts } from '../../seed/product-generator';
import { NO_RATES } from '../../rates/rates-records';
import { toEntry, type StoredProduct } from './product-entry';
import { SearchIndex } from './search-index';

describe('SearchIndex', () => {
  const entries = generateProducts(400).map((p, i) =>
    toEntry(p as unknown as StoredProduct, i, { stock: p.stockBase, photos: [], rates: NO_RATES }),
  );
  const index = new SearchIndex(entries);
  const brute = (terms: string[]) =>
    entries.filter((e) => terms.every((t) => e.haystack.includes(t))).map((e) => e.index);
  const found = (terms: string[]) => {
    const mask = index.match(terms);
    return entries.filter((e) => mask?.[e.index] === 1).map((e) => e.index);
  };

  it.each([
    ['silver'],
    ['gold', 'ring'],
    ['ilve'],
    ['nose-pin'],
    ['92.5'],
    ['.*'],
    ['('],
    ['kolusu', 'anklet'],
    ['fingerprint,'],
    ['zzz'],
  ])('finds exactly what a scan of every product finds for %j', (...terms) => {
    expect(found(terms)).toEqual(brute(terms));
  });

  it('answers undefined (no filter) when there are no words', () => {
    expect(index.match([])).toBeUndefined();
    expect(index.match(undefined)).toBeUndefined();
  });

  it('does not let one search change the cached mask of another', () => {
    const silver = found(['silver']);
    found(['silver', 'ring']);
    expect(found(['silver'])).toEqual(silver);
  });
});
