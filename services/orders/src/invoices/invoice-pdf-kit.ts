/**
 * What the invoice PDF's parts share: the page, the colours, number formats, the fonts, text that
 * may hold Tamil, and a table drawn row by row that keeps an article's rows together and repeats its
 * header on each new page.
 */
import { hasTamil } from '@rmj/contracts';

export const MARGIN = 40;
export const PAGE_WIDTH = 595.28; // A4, points
export const PAGE_HEIGHT = 841.89;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
export const INK = '#1f1f1f';
export const MUTED = '#5a5a5a';
export const RULE = '#b9b9b9';
export const SHADE = '#efeae0';
/** The line naming an article priced by weight: lighter than the header, so its two rows read as one. */
export const ARTICLE_SHADE = '#f8f5ef';

export type Doc = PDFKit.PDFDocument;

/** DejaVu Sans (Latin, the ₹ sign, quotes), embedded as a subset. */
export const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf');
export const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf');
/**
 * Catamaran's Tamil subset (OFL, the product page's 'Tamil Modern' face), for Tamil words: an engraving,
 * a name or an address. pdfkit reads the WOFF through fontkit, which shapes Tamil (its Indic shaper:
 * vowel signs reordered, conjuncts and marks placed by the font's GSUB and GPOS) and embeds a subset.
 */
export const TAMIL_FONT = require.resolve('@fontsource/catamaran/files/catamaran-tamil-400-normal.woff');
export const TAMIL_FONT_BOLD = require.resolve('@fontsource/catamaran/files/catamaran-tamil-700-normal.woff');

/** The document's fonts by the names the drawing code uses: body, bold and their Tamil partners. */
export function registerFonts(doc: Doc): void {
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  doc.registerFont('body-ta', TAMIL_FONT);
  doc.registerFont('bold-ta', TAMIL_FONT_BOLD);
}

type Weight = 'body' | 'bold';

/** Tamil letters with their joiners, as one run. */
const TAMIL_RUN = /([\u0B80-\u0BFF\u200C\u200D]+)/;

/**
 * Writes `text` at (x, y) like doc.text, in `weight`; Tamil runs in the Tamil face and the rest in
 * DejaVu, on one flow of lines (pdfkit's continued text), since neither font has the other's letters.
 * Without Tamil it is one doc.text call, as before. `x` undefined: goes on from the current point.
 */
export function writeText(
  doc: Doc,
  weight: Weight,
  text: string,
  x: number | undefined,
  y: number | undefined,
  options: PDFKit.Mixins.TextOptions,
): Doc {
  if (!hasTamil(text)) {
    doc.font(weight);
    return x === undefined ? doc.text(text, options) : doc.text(text, x, y, options);
  }
  const runs = text.split(TAMIL_RUN).filter((run) => run !== '');
  runs.forEach((run, i) => {
    doc.font(hasTamil(run) ? `${weight}-ta` : weight);
    const continued = i < runs.length - 1;
    if (i === 0 && x !== undefined) doc.text(run, x, y, { ...options, continued });
    else doc.text(run, { ...options, continued });
  });
  return doc.font(weight);
}

/** The height `text` takes at `width`, allowing for the Tamil face's taller lines. */
export function heightOfText(doc: Doc, weight: Weight, text: string, options: PDFKit.Mixins.TextOptions): number {
  const height = doc.font(weight).heightOfString(text || ' ', options);
  if (!hasTamil(text)) return height;
  const tamil = doc.font(`${weight}-ta`).heightOfString(text, options);
  doc.font(weight);
  return Math.max(height, tamil);
}

const number = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 1,23,456.78 (the table's header says ₹). */
export const amount = (paise: number): string => number.format(paise / 100);
/** ₹1,23,456.78 */
export const rupees = (paise: number): string => `₹${amount(paise)}`;
/** +0.04, −0.07, 0.00: a round-off. */
export const signedAmount = (paise: number): string =>
  paise === 0 ? amount(0) : `${paise < 0 ? '−' : '+'}${amount(Math.abs(paise))}`;
/** 12.345: grams from milligrams, 3 decimals. */
export const grams = (mg: number): string => (mg / 1000).toFixed(3);

const indiaDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});
/** 05 Jun 2026, India time. */
export const invoiceDate = (at: Date | string): string => indiaDate.format(new Date(at));

export const half = (ratePercent: number) => `${ratePercent / 2}%`;

export interface Column {
  width: number;
  align: 'left' | 'right' | 'center';
}

/** One row: a cell per column. `lead` draws the first line of each cell bold (an article's name). */
export interface Row {
  cols: Column[];
  cells: string[];
  bold?: boolean;
  shade?: string;
  /** Rule below the row (default true). */
  rule?: boolean;
  fontSize?: number;
  lead?: boolean;
}

const PAD_X = 3;
const PAD_Y = 4;

function cellHeight(doc: Doc, row: Row, text: string, width: number): number {
  doc.fontSize(row.fontSize ?? 8);
  if (!row.lead || !text.includes('\n'))
    return heightOfText(doc, row.bold || row.lead ? 'bold' : 'body', text, { width });
  const [first, ...rest] = text.split('\n');
  return heightOfText(doc, 'bold', first, { width }) + heightOfText(doc, 'body', rest.join('\n'), { width });
}

export function rowHeight(doc: Doc, row: Row): number {
  return Math.max(...row.cols.map((col, i) => cellHeight(doc, row, row.cells[i], col.width - 2 * PAD_X))) + 2 * PAD_Y;
}

export function drawRow(doc: Doc, row: Row, y: number): number {
  const height = rowHeight(doc, row);
  const size = row.fontSize ?? 8;
  if (row.shade) doc.rect(MARGIN, y, CONTENT_WIDTH, height).fill(row.shade);
  doc.fillColor(INK);
  let x = MARGIN;
  row.cols.forEach((col, i) => {
    const width = col.width - 2 * PAD_X;
    const text = row.cells[i];
    doc.fontSize(size);
    if (row.lead && text.includes('\n')) {
      const [first, ...rest] = text.split('\n');
      writeText(doc, 'bold', first, x + PAD_X, y + PAD_Y, { width, align: col.align });
      writeText(doc, 'body', rest.join('\n'), x + PAD_X, doc.y, { width, align: col.align });
    } else {
      writeText(doc, row.bold || row.lead ? 'bold' : 'body', text, x + PAD_X, y + PAD_Y, { width, align: col.align });
    }
    x += col.width;
  });
  if (row.rule !== false) {
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + CONTENT_WIDTH, y + height)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
  }
  return y + height;
}

/** Room kept at the foot of a page. */
const FOOT = 40;

/**
 * A table from `top`: its header rows, then each block (the rows of one article or line, never split
 * across pages; on a new page the `continued` line and the header come first), then the `footer`
 * rows (a total). Answers the y below it.
 */
export function drawTable(
  doc: Doc,
  top: number,
  table: { header: Row[]; blocks: Row[][]; footer: Row[]; continued: string },
): number {
  const drawHeader = (y: number) => table.header.reduce((at, row) => drawRow(doc, row, at), y);
  const newPage = () => {
    doc.addPage();
    doc.font('body').fontSize(8).fillColor(MUTED);
    doc.text(table.continued, MARGIN, MARGIN, { width: CONTENT_WIDTH });
    return drawHeader(MARGIN + 16);
  };
  const heightOf = (rows: Row[]) => rows.reduce((sum, row) => sum + rowHeight(doc, row), 0);
  let y =
    top + heightOf(table.header) + heightOf(table.blocks[0] ?? []) > PAGE_HEIGHT - MARGIN - FOOT
      ? newPage()
      : drawHeader(top);
  for (const block of table.blocks) {
    if (y + heightOf(block) > PAGE_HEIGHT - MARGIN - FOOT) y = newPage();
    y = block.reduce((at, row) => drawRow(doc, row, at), y);
  }
  if (y + heightOf(table.footer) > PAGE_HEIGHT - MARGIN - 20) y = newPage();
  return table.footer.reduce((at, row) => drawRow(doc, row, at), y);
}

/**
 * The foot of an invoice or credit note: its notes in small print on the left (a new page first
 * when they would not fit) and "For <seller>" over "Authorised signatory" on the right.
 */
export function drawNotesAndSignatory(doc: Doc, top: number, notes: readonly string[], sellerName: string): void {
  doc.font('body').fontSize(8).fillColor(MUTED);
  const options = { width: CONTENT_WIDTH * 0.62, lineGap: 2 };
  if (top + Math.max(doc.heightOfString(notes.join('\n'), options), 50) > PAGE_HEIGHT - MARGIN) {
    doc.addPage();
    top = MARGIN;
    doc.font('body').fontSize(8).fillColor(MUTED);
  }
  doc.text(notes.join('\n'), MARGIN, top, options);
  doc
    .fillColor(INK)
    .font('bold')
    .fontSize(9)
    .text(`For ${sellerName}`, MARGIN + CONTENT_WIDTH - 180, top, { width: 180, align: 'right' });
  doc
    .font('body')
    .fontSize(8)
    .fillColor(MUTED)
    .text('Authorised signatory', MARGIN + CONTENT_WIDTH - 180, top + 34, { width: 180, align: 'right' });
}

/** A totals row: its label, its figure, and whether it is the bold grand total. */
export type TotalRow = [label: string, value: string, strong: boolean];

/**
 * The totals of an invoice or credit note, right-aligned under its table (a new page first when
 * they would not fit), then the total in words across the page.
 */
export function drawTotalsAndWords(doc: Doc, top: number, rows: readonly TotalRow[], totalInWords: string): void {
  let y = top;
  if (y + rows.length * 15 + 120 > PAGE_HEIGHT - MARGIN) {
    doc.addPage();
    y = MARGIN;
  }
  const x = MARGIN + CONTENT_WIDTH - 260;
  for (const [label, value, strong] of rows) {
    doc
      .font(strong ? 'bold' : 'body')
      .fontSize(strong ? 10.5 : 9)
      .fillColor(INK);
    doc.text(label, x, y, { width: 170 });
    doc.text(value, x + 170, y, { width: 90, align: 'right' });
    y += strong ? 17 : 14;
  }
  doc
    .font('bold')
    .fontSize(9)
    .text('Amount in words: ', MARGIN, y + 6, { continued: true });
  doc.font('body').text(totalInWords, { width: CONTENT_WIDTH });
}
