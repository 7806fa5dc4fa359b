import type { GstMonthReport, SalesReport } from '@rmj/contracts';
import { gstCsv, salesCsv, textCell } from './report-csv';

const amounts = { taxable: -97_087, cgst: -1_456, sgst: -1_456, igst: 0, rounding: -1, total: -100_000 };
const report: GstMonthReport = {
  month: '2026-10',
  register: [
    {
      type: 'Credit note',
      number: 'CN/26-27/000001',
      date: '2026-10-05',
      orderNumber: 'RMJ-1',
      buyerName: '=HYPERLINK("x")',
      placeOfSupply: 'Tamil Nadu',
      stateCode: '33',
      ratePercent: 3,
      reverses: 'RMJ/26-27/000009',
      ...amounts,
    },
  ],
  b2c: [],
  hsn: [],
  totals: { invoices: 0, creditNotes: 1, ...amounts },
};

it('writes a negative credit note as numbers, and a formula-like name as text', () => {
  const text = gstCsv(report, 'register');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [, row] = text.split('\r\n');
  expect(row).toBe(
    `Credit note,CN/26-27/000001,2026-10-05,RMJ-1,"'=HYPERLINK(""x"")",Tamil Nadu,33,3,RMJ/26-27/000009,-970.87,-14.56,-14.56,0.00,-0.01,-1000.00`,
  );
  expect(textCell('-5')).toBe("'-5");
  expect(textCell('Asha')).toBe('Asha');
});

it('writes the best sellers and the orders waiting as CSVs of their own', () => {
  const sales = {
    bestSellers: {
      byPieces: [{ productId: 'p1', name: 'Silver Toe Rings', pieces: 3, amount: 239_700 }],
      byAmount: [{ productId: 'p2', name: '+Gold Heart Pendant', pieces: 1, amount: 1_200_000 }],
    },
    waiting: [{ state: 'Processing', count: 4, oldestDays: 6, averageDays: 2.5 }],
  } as unknown as SalesReport;
  expect(salesCsv(sales, 'best-sellers').split('\r\n')).toEqual([
    '\uFEFFList,Rank,Piece,Product id,Pieces,Amount',
    'By pieces,1,Silver Toe Rings,p1,3,2397.00',
    "By amount,1,'+Gold Heart Pendant,p2,1,12000.00",
    '',
  ]);
  expect(salesCsv(sales, 'waiting').split('\r\n')).toEqual([
    '\uFEFFState,Orders,Oldest (days),Average (days)',
    'Processing,4,6,2.5',
    '',
  ]);
});
