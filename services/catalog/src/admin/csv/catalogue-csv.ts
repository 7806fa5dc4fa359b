// The catalogue as a CSV a jeweller keeps in a spreadsheet, and back (csv-stringify / csv-parse, sync).
// Columns are CATALOGUE_CSV_COLUMNS; customisation types are `;`-separated. Cells a spreadsheet would
// run as a formula (starting with = + - @, tab or carriage return) are written with a leading `'`,
// which reading takes off again, so an export imported unchanged changes nothing.
import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_CSV_OPTIONAL_COLUMNS,
  parsePrice,
  PEOPLE_CATEGORIES,
  PRODUCT_CATEGORIES,
  PRODUCT_TYPES,
  productDraftSchema,
  type CatalogueCsvColumn,
  type ProductDraft,
} from '@rmj/contracts';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { huidsCell } from './huid-column';
import { pricingCells, pricingColumnOf, pricingFromCells } from './pricing-columns';

const FORMULA_START = /^[=+\-@\t\r]/;
const GUARDED = /^'[=+\-@\t\r]/;

/** One product as a CSV row. */
export type CsvRow = Record<CatalogueCsvColumn, string>;

/** A cell a spreadsheet shows as text, never runs. */
export const guardCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);
const unguardCell = (value: string): string => (GUARDED.test(value) ? value.slice(1) : value);

/** The row of a product (published as staff set it; `huids`: its HUIDs in stock, oldest first). */
export function toCsvRow(id: string, draft: ProductDraft, published: boolean, huids: readonly string[] = []): CsvRow {
  return {
    id,
    name: draft.name,
    description: draft.description,
    // Empty for a piece sold by weight: today's rate prices it.
    price: draft.price == null ? '' : String(draft.price),
    oldPrice: draft.oldPrice == null ? '' : String(draft.oldPrice),
    gram: draft.gram == null ? '' : String(draft.gram),
    fineness: draft.fineness == null ? '' : String(draft.fineness),
    dimensions: draft.dimensions ?? '',
    productType: draft.productType,
    productCategory: draft.productCategory,
    peopleCategory: draft.peopleCategory,
    customizationTypes: draft.customizationTypes.join(';'),
    isNew: String(draft.isNew),
    stock: String(draft.stock),
    published: String(published),
    ...pricingCells(draft),
    huids: huidsCell(huids),
    nameTa: draft.nameTa ?? '',
    descriptionTa: draft.descriptionTa ?? '',
  };
}

/** The file: a UTF-8 byte-order mark (so Excel reads ₹ and Tamil names right), the header, the rows. */
export function writeCatalogueCsv(rows: readonly CsvRow[]): string {
  const guarded = rows.map((row) => CATALOGUE_CSV_COLUMNS.map((column) => guardCell(row[column])));
  return stringify(guarded, { header: true, columns: [...CATALOGUE_CSV_COLUMNS], bom: true, record_delimiter: 'unix' });
}

/** A data row as read: its line as a spreadsheet numbers it (the header is line 1) and its cells. */
export interface ReadRow {
  line: number;
  cells: CsvRow;
  /** Optional columns the file leaves out: the product keeps what it has. */
  absent: (typeof CATALOGUE_CSV_OPTIONAL_COLUMNS)[number][];
}

export class CsvHeaderError extends Error {}

/** Reads the file's rows (blank rows skipped, still counted); a header without every column is refused. */
export function readCatalogueCsv(text: string): ReadRow[] {
  const records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
  const header = (records[0] ?? []).map((cell) => cell.trim());
  const optional: readonly string[] = CATALOGUE_CSV_OPTIONAL_COLUMNS;
  const absent = CATALOGUE_CSV_OPTIONAL_COLUMNS.filter((column) => !header.includes(column));
  const missing = CATALOGUE_CSV_COLUMNS.filter((column) => !header.includes(column) && !optional.includes(column));
  const unknown = header.filter((cell) => cell && !(CATALOGUE_CSV_COLUMNS as readonly string[]).includes(cell));
  if (missing.length > 0 || unknown.length > 0) {
    const parts = [
      missing.length ? `missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}` : '',
      unknown.length ? `unknown column${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}` : '',
    ].filter(Boolean);
    throw new CsvHeaderError(
      `The header row has ${parts.join(' and ')}. The columns are: ${CATALOGUE_CSV_COLUMNS.join(', ')}.`,
    );
  }
  const rows: ReadRow[] = [];
  records.slice(1).forEach((record, i) => {
    if (record.every((cell) => cell.trim() === '')) return;
    const cells = Object.fromEntries(
      CATALOGUE_CSV_COLUMNS.map((column) => [column, unguardCell((record[header.indexOf(column)] ?? '').trim())]),
    ) as CsvRow;
    rows.push({ line: i + 2, cells, absent });
  });
  return rows;
}

const number = (text: string): number | null | string => (text === '' ? null : (parsePrice(text) ?? text));
const yesNo = (text: string): boolean | string | undefined => {
  const value = text.toLowerCase();
  if (value === '') return undefined;
  if (['true', 'yes', 'y', '1'].includes(value)) return true;
  if (['false', 'no', 'n', '0'].includes(value)) return false;
  return text;
};
const choose = <T extends string>(text: string, values: readonly T[]): T | string =>
  values.find((v) => v.toLowerCase() === text.toLowerCase()) ?? text;

/**
 * A row's product, validated as the form validates it (the same messages), or every reason it is not.
 * `published` is undefined when the cell is blank. `kept`: an existing product's pricing fields, which
 * the pricing columns the file has replace (`absent` columns keep them). A problem with a pricing
 * field names its column.
 */
export function rowToDraft(
  cells: CsvRow,
  kept: Partial<ProductDraft> = {},
  absent: readonly string[] = [],
): { ok: true; draft: ProductDraft; published: boolean | undefined } | { ok: false; reasons: string[] } {
  const people = choose(cells.peopleCategory, PEOPLE_CATEGORIES);
  const categories = PRODUCT_CATEGORIES[people as keyof typeof PRODUCT_CATEGORIES] ?? [];
  const published = yesNo(cells.published);
  const pricing = pricingFromCells(cells, absent);
  const result = productDraftSchema.safeParse({
    ...kept,
    ...pricing.fields,
    name: cells.name,
    description: cells.description,
    // Empty: null, as the form sends it (a piece sold by weight has none; a fixed one is told to enter it).
    price: number(cells.price),
    oldPrice: number(cells.oldPrice),
    gram: number(cells.gram),
    fineness: number(cells.fineness),
    dimensions: cells.dimensions || null,
    nameTa: cells.nameTa || null,
    descriptionTa: cells.descriptionTa || null,
    productType: choose(cells.productType, PRODUCT_TYPES),
    productCategory: choose(cells.productCategory, categories),
    peopleCategory: people,
    customizationTypes: cells.customizationTypes
      .split(';')
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean),
    isNew: yesNo(cells.isNew) ?? false,
    stock: number(cells.stock) ?? undefined,
  });
  const reasons = result.success
    ? []
    : result.error.issues.map((issue) => {
        const column = pricingColumnOf(issue.path);
        return column ? `${column}: ${issue.message}` : issue.message;
      });
  reasons.push(...pricing.problems);
  if (typeof published === 'string') reasons.push('Published must be true or false.');
  if (reasons.length > 0 || !result.success) return { ok: false, reasons: [...new Set(reasons)] };
  return { ok: true, draft: result.data, published: published as boolean | undefined };
}
