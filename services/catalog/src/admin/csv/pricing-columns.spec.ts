import { HUID_MESSAGE } from '@rmj/contracts';
import { rowToDraft, toCsvRow, type CsvRow } from './catalogue-csv';
import { readHuidCell } from './huid-column';
import { STONES_FORMAT_MESSAGE } from './pricing-columns';

/** A 22K gold chain priced by weight, as a spreadsheet would have it. */
const row = (cells: Partial<CsvRow> = {}): CsvRow => ({
  id: '',
  name: 'Kaveri Gold Chain',
  description: 'A 22K rope chain.',
  price: '',
  oldPrice: '',
  gram: '8.5',
  productType: 'Gold',
  productCategory: 'Chain',
  peopleCategory: 'women',
  customizationTypes: '',
  isNew: 'no',
  stock: '3',
  published: '',
  fineness: '916',
  dimensions: '',
  pricingMode: 'By-Weight',
  grossGram: '8.75',
  makingKind: 'value-addition',
  makingValue: '12 %',
  hallmarkingCharge: '45',
  makingDiscountPercent: '10',
  stones: ' Ruby:0.25:1,500 ; CZ::200 ',
  hallmarked: 'yes',
  huids: '',
  discountOnWhole: 'no',
  nameTa: '',
  descriptionTa: '',
  ...cells,
});

const reasons = (cells: Partial<CsvRow>, absent: string[] = []) => {
  const result = rowToDraft(row(cells), {}, absent);
  return result.ok ? [] : result.reasons;
};

describe('catalogue CSV: pricing and hallmark columns', () => {
  it('reads a piece priced by weight, making, stones and hallmark, and writes it back the same', () => {
    const result = rowToDraft(row());
    if (!result.ok) throw new Error(result.reasons.join(' '));
    expect(result.draft).toMatchObject({
      pricingMode: 'by-weight',
      gram: 8.5,
      grossGram: 8.75,
      making: { kind: 'value-addition', percent: 12 },
      hallmarkingCharge: 45,
      makingDiscountPercent: 10,
      stones: [
        { name: 'Ruby', carat: 0.25, charge: 1500 },
        { name: 'CZ', carat: null, charge: 200 },
      ],
      hallmarked: true,
    });
    const cells = toCsvRow('65f0a00000000000000000aa', result.draft, false, ['AB12C3', 'ZX90Q1']);
    expect(cells).toMatchObject({
      pricingMode: 'by-weight',
      grossGram: '8.75',
      makingKind: 'value-addition',
      makingValue: '12',
      hallmarkingCharge: '45',
      makingDiscountPercent: '10',
      stones: 'Ruby:0.25:1500;CZ::200',
      hallmarked: 'yes',
      huids: 'AB12C3 ZX90Q1',
      discountOnWhole: 'no',
    });
    expect(rowToDraft(cells)).toEqual({ ok: true, draft: result.draft, published: false });
  });

  it('reads and writes the discount on the whole piece as yes/no, by weight only', () => {
    const whole = rowToDraft(row({ discountOnWhole: 'Yes' }));
    if (!whole.ok) throw new Error(whole.reasons.join(' '));
    expect(whole.draft).toMatchObject({ makingDiscountPercent: 10, discountOnWhole: true });
    expect(toCsvRow('65f0a00000000000000000aa', whole.draft, false).discountOnWhole).toBe('yes');
    // Blank: the making charges only, as a file written before the column.
    const blank = rowToDraft(row({ discountOnWhole: '' }));
    expect(blank.ok && !blank.draft.discountOnWhole).toBe(true);
    expect(reasons({ discountOnWhole: 'maybe' })).toEqual([
      'discountOnWhole: Discount on the whole piece must be yes or no.',
    ]);
    expect(
      reasons({
        pricingMode: 'fixed',
        price: '45000',
        makingKind: '',
        makingValue: '',
        hallmarkingCharge: '',
        makingDiscountPercent: '',
        discountOnWhole: 'yes',
      }),
    ).toEqual([
      'discountOnWhole: A discount on the whole piece applies only to a piece priced by weight; give a fixed-price piece an old price instead.',
    ]);
  });

  it('reads each kind of making charge in the units staff type', () => {
    const making = (makingKind: string, makingValue: string) => {
      const result = rowToDraft(row({ makingKind, makingValue }));
      return result.ok ? result.draft.making : result.reasons;
    };
    expect(making('per-gram', '₹450.50')).toEqual({ kind: 'per-gram', rupeesPerGram: 450.5 });
    expect(making('FIXED', '1,200')).toEqual({ kind: 'fixed', rupees: 1200 });
  });

  it('names the column and the rule of each bad cell, in the form’s words', () => {
    expect(reasons({ grossGram: 'heavy' })).toEqual(['grossGram: Gross weight must be a number of grams.']);
    expect(reasons({ grossGram: '8.1' })).toEqual(['grossGram: Gross weight cannot be less than the net weight.']);
    expect(reasons({ makingKind: 'wastage' })).toEqual([
      'makingKind: Choose how making charges are quoted: per gram, value addition % or a fixed amount.',
    ]);
    expect(reasons({ makingValue: '' })).toEqual(['makingValue: Value addition must be a percentage.']);
    expect(reasons({ makingValue: '120' })).toEqual(['makingValue: Value addition must be at most 100 %.']);
    expect(reasons({ makingKind: '', makingValue: '' })).toEqual([
      'makingKind: Enter the making charges (per gram, value addition % or a fixed amount; 0 for none).',
    ]);
    expect(reasons({ hallmarkingCharge: '45.555' })).toEqual([
      'hallmarkingCharge: Hallmarking charge may have at most two decimals (paise).',
    ]);
    expect(reasons({ makingDiscountPercent: 'ten' })).toEqual([
      'makingDiscountPercent: Discount on making charges must be a percentage.',
    ]);
    expect(reasons({ stones: 'Ruby:0.25' })).toEqual([STONES_FORMAT_MESSAGE]);
    expect(reasons({ stones: 'Ruby:a quarter:1500' })).toEqual([
      'stones: A stone’s weight must be a number of carats.',
    ]);
    expect(reasons({ stones: ':0.25:1500' })).toEqual(['stones: Each stone needs a name.']);
    expect(reasons({ hallmarked: 'maybe' })).toEqual(['hallmarked: Hallmarked must be yes or no.']);
    expect(reasons({ pricingMode: 'by gram' })).toEqual([
      'pricingMode: Choose how the piece is priced: fixed or by weight.',
    ]);
    expect(reasons({ price: '25000' })).toEqual([
      "A piece priced by weight takes its price from today's rate: leave the price empty.",
    ]);
  });

  it('keeps the product’s pricing for columns a file leaves out', () => {
    const kept = {
      pricingMode: 'by-weight' as const,
      making: { kind: 'fixed' as const, rupees: 900 },
      hallmarked: true,
    };
    const absent = [
      'pricingMode',
      'grossGram',
      'makingKind',
      'makingValue',
      'hallmarkingCharge',
      'stones',
      'hallmarked',
    ];
    const result = rowToDraft(row({ pricingMode: '', makingKind: '', makingValue: '' }), kept, absent);
    if (!result.ok) throw new Error(result.reasons.join(' '));
    expect(result.draft).toMatchObject({ ...kept, makingDiscountPercent: 10 });
    // A fixed-price row of an older file: no pricing columns at all.
    const fixed = rowToDraft(row({ price: '45000', fineness: '916' }), {}, [...absent, 'makingDiscountPercent']);
    expect(fixed).toMatchObject({ ok: true, draft: { pricingMode: 'fixed', price: 45000, hallmarked: false } });
  });
});

describe('catalogue CSV: the huids column', () => {
  it('reads HUIDs separated by spaces, commas or semicolons, in upper case', () => {
    expect(readHuidCell(' ab12c3  ZX90Q1,AA0001;')).toEqual({ huids: ['AB12C3', 'ZX90Q1', 'AA0001'], problems: [] });
    expect(readHuidCell('')).toEqual({ huids: [], problems: [] });
  });

  it('names each cell entry that is not a HUID, and one entered twice', () => {
    expect(readHuidCell('AB12C AB12C3 ab12c3 AB-12C')).toEqual({
      huids: ['AB12C3'],
      problems: [
        `huids: "AB12C" is not a HUID. ${HUID_MESSAGE}`,
        'huids: AB12C3 is entered twice.',
        `huids: "AB-12C" is not a HUID. ${HUID_MESSAGE}`,
      ],
    });
  });
});
