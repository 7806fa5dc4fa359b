import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_CSV_OPTIONAL_COLUMNS,
  discountPercent,
  productDraftSchema,
} from './catalog-admin';

describe('discountPercent (the card and the editor’s N% OFF)', () => {
  it('is the saving of the old price in whole percent, rounded down so it is never more than the saving', () => {
    expect(discountPercent(2400, 3000)).toBe(20);
    // ₹2,999 → ₹2,499 saves 16.67 %: '16% OFF' (it said 17 % when it was rounded to the nearest).
    expect(discountPercent(2499, 2999)).toBe(16);
    expect(discountPercent(5000, 6000)).toBe(16);
  });

  it('is 0 without an old price above the price', () => {
    expect(discountPercent(2400, null)).toBe(0);
    expect(discountPercent(2400, undefined)).toBe(0);
    expect(discountPercent(2400, 2400)).toBe(0);
    expect(discountPercent(2400, 2000)).toBe(0);
  });
});

describe('the Tamil name and description of a draft', () => {
  const draft = {
    name: 'Classic Lotus Silver Ring',
    description: 'A ring.',
    price: 1499,
    productType: 'Silver',
    productCategory: 'Ring',
    peopleCategory: 'women',
    customizationTypes: ['engraving'],
    isNew: false,
    stock: 3,
  };
  const messages = (extra: object) =>
    productDraftSchema
      .safeParse({ ...draft, ...extra })
      .error?.issues.map((i) => `${String(i.path[0])}: ${i.message}`) ?? [];

  it('are optional, trimmed, and empty means none', () => {
    expect(messages({})).toEqual([]);
    expect(messages({ nameTa: '', descriptionTa: '' })).toEqual([]);
    expect(productDraftSchema.parse({ ...draft, nameTa: '  வெள்ளி மோதிரம் ' }).nameTa).toBe('வெள்ளி மோதிரம்');
  });

  it('count a Tamil name in letters a reader sees, 3 to 120', () => {
    // 120 letters of கா are 240 code units: allowed.
    expect(messages({ nameTa: 'கா'.repeat(120) })).toEqual([]);
    expect(messages({ nameTa: 'கா'.repeat(121) })).toEqual([
      'nameTa: Please enter a Tamil name of 3 to 120 letters, or leave it empty.',
    ]);
    // மோதிரம் is 4 letters; மோதி is 2 letters (though 4 code units): too few.
    expect(messages({ nameTa: 'மோதிரம்' })).toEqual([]);
    expect(messages({ nameTa: 'மோதி' })).toHaveLength(1);
  });

  it('keep a Tamil description under 2,000 letters', () => {
    expect(messages({ descriptionTa: 'கா'.repeat(2000) })).toEqual([]);
    expect(messages({ descriptionTa: 'கா'.repeat(2001) })).toEqual([
      'descriptionTa: Please keep the Tamil description under 2,000 letters.',
    ]);
  });

  it('are columns a CSV file may leave out', () => {
    expect(CATALOGUE_CSV_COLUMNS.slice(-2)).toEqual(['nameTa', 'descriptionTa']);
    expect(CATALOGUE_CSV_OPTIONAL_COLUMNS).toEqual(expect.arrayContaining(['nameTa', 'descriptionTa']));
  });
});
