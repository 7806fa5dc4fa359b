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
        price: 1499,
        oldPrice: null,
        gram: 3.25,
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

  it('counts lines as a spreadsheet does (blank rows and the header count)', () => {
    const header = CATALOGUE_CSV_COLUMNS.join(',');
    const line = Object.values(row())
      .map((c) => JSON.stringify(c))
      .join(',');
    expect(readCatalogueCsv(`${header}\n${line}\n\n${line}\n`).map((r) => r.line)).toEqual([2, 4]);
  });
});
