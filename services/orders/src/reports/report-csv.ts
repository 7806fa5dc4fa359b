/**
 * The reports as CSV files a spreadsheet opens as they are: a UTF-8 byte-order mark (so Excel reads ₹
 * and Tamil names right, as the catalogue export does), a header row, CRLF line ends, amounts in
 * rupees with two decimals and no grouping (read as numbers). Text cells a spreadsheet would run as
 * a formula (a buyer named "=…") get a leading `'`; numbers, negative ones too, are left as numbers.
 */
import {
  PAYMENT_METHOD_LABELS,
  rupeesCell,
  type GstMonthReport,
  type GstReportTable,
  type SalesReport,
  type SalesReportTable,
} from '@rmj/contracts';
import { stringify } from 'csv-stringify/sync';

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet shows as text, never runs. */
export const textCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

function csv(header: readonly string[], rows: ReadonlyArray<readonly (string | number)[]>): string {
  return stringify([header, ...rows], { bom: true, record_delimiter: 'windows' });
}

const AMOUNT_HEADERS = ['Taxable value', 'CGST', 'SGST', 'IGST', 'Round off', 'Total'];
const amountCells = (r: {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  rounding: number;
  total: number;
}) => [r.taxable, r.cgst, r.sgst, r.igst, r.rounding, r.total].map(rupeesCell);

/** One of the sales report's tables: the periods (one row each), the best sellers, or the orders waiting. */
export function salesCsv(report: SalesReport, table: SalesReportTable = 'periods'): string {
  if (table === 'best-sellers')
    return csv(
      ['List', 'Rank', 'Piece', 'Product id', 'Pieces', 'Amount'],
      [
        ...report.bestSellers.byPieces.map((b, i) => ['By pieces', b, i] as const),
        ...report.bestSellers.byAmount.map((b, i) => ['By amount', b, i] as const),
      ].map(([list, b, i]) => [
        list,
        String(i + 1),
        textCell(b.name),
        textCell(b.productId),
        String(b.pieces),
        rupeesCell(b.amount),
      ]),
    );
  if (table === 'waiting')
    return csv(
      ['State', 'Orders', 'Oldest (days)', 'Average (days)'],
      report.waiting.map((w) => [w.state, String(w.count), String(w.oldestDays), String(w.averageDays)]),
    );
  return periodsCsv(report);
}

function periodsCsv(report: SalesReport): string {
  const methods = report.totals.byMethod.map((b) => b.method);
  const header = [
    'Period from',
    'Period',
    'Orders',
    'Pieces',
    'Amount',
    ...methods.map((m) => `${PAYMENT_METHOD_LABELS[m]} orders`),
    ...methods.map((m) => `${PAYMENT_METHOD_LABELS[m]} amount`),
    'Refunds',
    'Refund amount',
    'Credit notes',
    'Credit note amount',
  ];
  const rows = report.periods.map((p) => [
    p.start,
    p.label,
    String(p.orders),
    String(p.pieces),
    rupeesCell(p.amount),
    ...p.byMethod.map((b) => String(b.orders)),
    ...p.byMethod.map((b) => rupeesCell(b.amount)),
    String(p.refunds),
    rupeesCell(p.refundAmount),
    String(p.creditNotes),
    rupeesCell(p.creditNoteAmount),
  ]);
  return csv(header, rows);
}

/** One of a month's GST tables. */
export function gstCsv(report: GstMonthReport, table: GstReportTable): string {
  if (table === 'register')
    return csv(
      [
        'Type',
        'Number',
        'Date',
        'Order',
        'Buyer',
        'Place of supply',
        'State code',
        'Rate %',
        'Reverses invoice',
        ...AMOUNT_HEADERS,
      ],
      report.register.map((r) => [
        r.type,
        r.number,
        r.date,
        r.orderNumber,
        textCell(r.buyerName),
        textCell(r.placeOfSupply),
        r.stateCode,
        String(r.ratePercent),
        r.reverses,
        ...amountCells(r),
      ]),
    );
  if (table === 'b2c')
    return csv(
      ['Place of supply', 'State code', 'Rate %', ...AMOUNT_HEADERS],
      report.b2c.map((r) => [textCell(r.placeOfSupply), r.stateCode, String(r.ratePercent), ...amountCells(r)]),
    );
  return csv(
    ['HSN', 'Quantity (pieces)', ...AMOUNT_HEADERS],
    report.hsn.map((r) => [r.hsn, String(r.quantity), ...amountCells(r)]),
  );
}
