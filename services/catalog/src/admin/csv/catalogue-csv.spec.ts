import { CATALOGUE_CSV_COLUMNS } from '@rmj/contracts';
import { guardCell, readCatalogueCsv, rowToDraft, toCsvRow, writeCatalogueCsv, type CsvRow } from './catalogue-csv';

const row = (cells: Partial<CsvRow> = {}): CsvRow => ({
  id: '',
  name: 'Lotus Silver Pendant',
  description: 'Hand-finished.',
  price: '1,499',
  oldPrice: '',
  gram: '3.25',
  productType: 'SILVER',
  productCategory: 'pendants',
  peopleCategory: 'Women',
  customizationTypes: ' Image ; engraving ',
  isNew: 'no',
  stock: '12',
  published: '',
  fineness: '925',
  dimensions: '',
  pricingMode: '',
  grossGram: '',
  makingKind: '',
  makingValue: '',
  hallmarkingCharge: '',
  makingDiscountPercent: '',
  stones: '',
  hallmarked: '',
  huids: '',
  discountOnWhole: '',
  nameTa: '',
  descriptionTa: '',
  ...cells,
});

describe('catalogue CSV cells', () => {
  it('guards cells a spreadsheet would run, and only those', () => {
    expect(['=1+1', '+91 98', '-5', '@SUM(A1)', '\tx', 'Ring', "'quoted", ''].map(guardCell)).toEqual([
      "'=1+1",
      "'+91 98",
      "'-5",
      "'@SUM(A1)",
      "'\tx",
      'Ring',
      "'quoted",
      '',
    ]);
  });

  it('reads back what it writes, quotes, commas and line breaks included', () => {
    const draft = rowToDraft(row({ description: 'Two lines,\n"quoted" and =sum' }));
    if (!draft.ok) throw new Error(draft.reasons.join(' '));
    const csv = writeCatalogueCsv([toCsvRow('65f0a00000000000000000aa', draft.draft, true)]);
    expect(csv.startsWith('\ufeffid,name,')).toBe(true);
    const [read] = readCatalogueCsv(csv);
    expect(read.line).toBe(2);
    expect(read.cells.description).toBe('Two lines,\n"quoted" and =sum');
    expect(rowToDraft(read.cells)).toEqual({ ok: true, draft: draft.draft, published: true });
  });

  it("reads a spreadsheet's spellings: any case, thousands commas, yes/no, blank published", () => {
    expect(rowToDraft(row())).toEqual({
      ok: true,
      published: undefined,
      draft: {
        name: 'Lotus Silver Pendant',
        description: 'Hand-finished.',
        pricingMode: 'fixed',
        price: 1499,
        grossGram: null,
        making: null,
        hallmarkingCharge: null,
        makingDiscountPercent: null,
        stones: null,
        hallmarked: false,
        oldPrice: null,
        gram: 3.25,
        fineness: 925,
        dimensions: null,
        nameTa: null,
        descriptionTa: null,
        productType: 'Silver',
        productCategory: 'Pendants',
        peopleCategory: 'women',
        customizationTypes: ['image', 'engraving'],
        isNew: false,
        stock: 12,
      },
    });
  });

  it("gives every reason a row is refused, in the form's words", () => {
    expect(rowToDraft(row({ price: 'abc', stock: '1.5', published: 'maybe', customizationTypes: 'laser' }))).toEqual({
      ok: false,
      reasons: [
        'Price must be a whole number of rupees.',
        'Choose personalisations from the list.',
        'Stock must be a whole number of pieces.',
        'Published must be true or false.',
      ],
    });
  });

  it('refuses a purity the metal is not hallmarked in', () => {
    expect(rowToDraft(row({ fineness: '916' }))).toEqual({
      ok: false,
      reasons: ['Choose a purity of silver: Fine (999), Sterling (925).'],
    });
  });

  it('reads a file exported before the purity and dimensions columns, naming them absent', () => {
    const columns = CATALOGUE_CSV_COLUMNS.filter((c) => c !== 'fineness' && c !== 'dimensions');
    const cells = row();
    const line = columns.map((c) => JSON.stringify(cells[c])).join(',');
    const [read] = readCatalogueCsv(`${columns.join(',')}\n${line}\n`);
    expect(read.absent).toEqual(['fineness', 'dimensions']);
    expect(read.cells.name).toBe('Lotus Silver Pendant');
  });

  it('carries the Tamil name and description in UTF-8, and reads a file without their columns', () => {
    const draft = rowToDraft(
      row({ nameTa: ' தாமரை வெள்ளி பதக்கம் ', descriptionTa: 'கையால் செய்த பதக்கம், "அழகான" வேலைப்பாடு.' }),
    );
    if (!draft.ok) throw new Error(draft.reasons.join(' '));
    expect(draft.draft).toMatchObject({ nameTa: 'தாமரை வெள்ளி பதக்கம்' });
    const csv = writeCatalogueCsv([toCsvRow('65f0a00000000000000000aa', draft.draft, true)]);
    expect(csv.split('\n')[0].endsWith(',discountOnWhole,nameTa,descriptionTa')).toBe(true);
    const [read] = readCatalogueCsv(Buffer.from(csv, 'utf8').toString('utf8'));
    expect(read.cells).toMatchObject({
      nameTa: 'தாமரை வெள்ளி பதக்கம்',
      descriptionTa: 'கையால் செய்த பதக்கம், "அழகான" வேலைப்பாடு.',
    });
    expect(read.absent).toEqual([]);

    const older = CATALOGUE_CSV_COLUMNS.filter((c) => c !== 'nameTa' && c !== 'descriptionTa');
    const line = older.map((c) => JSON.stringify(row()[c])).join(',');
    const [old] = readCatalogueCsv(`${older.join(',')}\n${line}\n`);
    expect(old.absent).toEqual(['nameTa', 'descriptionTa']);
  });

  it('counts lines as a spreadsheet does (blank rows and the header count)', () => {
    const header = CATALOGUE_CSV_COLUMNS.join(',');
    const line = Object.values(row())
      .map((c) => JSON.stringify(c))
      .join(',');
    expect(readCatalogueCsv(`${header}\n${line}\n\n${line}\n`).map((r) => r.line)).toEqual([2, 4]);
  });
});
