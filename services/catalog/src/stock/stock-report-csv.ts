// The stock as a CSV a spreadsheet opens as it is, like the catalogue export and the orders service's
// reports: UTF-8 with a byte-order mark, a header row, CRLF, rupees with two decimals (numbers), names
// guarded against running as formulas.
import { rupeesCell } from '@rmj/contracts';
import { stringify } from 'csv-stringify/sync';
import { guardCell } from '../admin/csv/catalogue-csv';
import type { StockRow } from './stock-report';

const HEADER = [
  'Piece',
  'Product id',
  'In stock',
  'Low',
  'Priced by weight',
  'Price today',
  'Stock value',
  'Metal value',
];

const money = (paise: number | undefined) => (paise === undefined ? '' : rupeesCell(paise));

export function stockCsv(rows: readonly StockRow[]): string {
  const cells = rows.map((r) => [
    guardCell(r.name),
    r.productId,
    String(r.stock),
    r.low ? 'yes' : 'no',
    r.byWeight ? 'yes' : 'no',
    money(r.unitPrice),
    money(r.value),
    money(r.metalValue),
  ]);
  return stringify([HEADER, ...cells], { bom: true, record_delimiter: 'windows' });
}
