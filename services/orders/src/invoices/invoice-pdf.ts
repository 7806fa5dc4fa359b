/**
 * Draws a tax invoice (A4, pdfkit) from its stored content. DejaVu Sans is embedded (subset) so the
 * ₹ sign and the quotes render, and the text layer reads back as written; Tamil words (an engraving,
 * the buyer's name or address) are drawn in a Tamil face, shaped (see invoice-pdf-kit's fonts).
 */
import { sumAmounts, type TaxedAmounts } from '@rmj/pricing';
import PDFDocument from 'pdfkit';
import type { InvoiceContent, InvoiceLine } from './invoice-content';
import { articleTable } from './invoice-pdf-articles';
import {
  amount,
  CONTENT_WIDTH,
  drawNotesAndSignatory,
  drawTotalsAndWords,
  drawTable,
  half,
  invoiceDate,
  MARGIN,
  MUTED,
  rupees,
  RULE,
  SHADE,
  INK,
  registerFonts,
  writeText,
  type Column,
  type Doc,
} from './invoice-pdf-kit';

export { amount, invoiceDate, registerFonts, rupees } from './invoice-pdf-kit';

/** The figures of the fixed-price table: a line, or the table's total. */
type FixedRow = InvoiceLine | TaxedAmounts;

interface FixedColumn extends Column {
  title: string;
  cell: (line: FixedRow, index: number) => string;
}

/** The table of lines at their price incl. GST (as every invoice had before pricing by weight). */
function columns(content: InvoiceContent, totalLabel: string): FixedColumn[] {
  const intra = content.taxMode === 'intra-state';
  const money = (title: string, width: number, pick: (l: TaxedAmounts) => number): FixedColumn => ({
    title,
    width,
    align: 'right',
    cell: (l) => amount(pick(l)),
  });
  const tax = intra
    ? [
        money(`CGST ${half(content.ratePercent)} (₹)`, 52, (l) => l.cgst),
        money(`SGST ${half(content.ratePercent)} (₹)`, 52, (l) => l.sgst),
      ]
    : [money(`IGST ${content.ratePercent}% (₹)`, 64, (l) => l.igst)];
  const fixed: FixedColumn[] = [
    { title: '#', width: 18, align: 'left', cell: (_l, i) => (i > 0 ? String(i) : '') },
    {
      title: 'Description',
      width: 0,
      align: 'left',
      cell: (l) =>
        'description' in l ? `${l.description}${l.huids?.length ? `\nHUID ${l.huids.join(', ')}` : ''}` : totalLabel,
    },
    { title: 'HSN', width: 32, align: 'center', cell: (l) => ('hsn' in l ? l.hsn : '') },
    { title: 'Qty', width: 26, align: 'right', cell: (l) => ('quantity' in l ? String(l.quantity) : '') },
    money('Amount incl. GST (₹)', 64, (l) => l.amount),
    money('Discount (₹)', 52, (l) => l.discount),
    money('Taxable value (₹)', 64, (l) => l.taxable),
    ...tax,
  ];
  fixed[1].width = CONTENT_WIDTH - fixed.reduce((sum, c) => sum + c.width, 0);
  return fixed;
}

/** The PDF of a stored invoice. */
export function renderInvoicePdf(invoiceNumber: string, issuedAt: Date, content: InvoiceContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Tax Invoice ${invoiceNumber}`,
      Author: content.seller.legalName,
      Subject: `Order ${content.orderNumber}`,
    },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerFonts(doc);
  doc.fillColor(INK);

  drawHeader(doc, invoiceNumber, issuedAt, content);
  let y = drawParties(doc, content);
  y = drawTables(doc, y + 14, content, invoiceNumber);
  y = drawTotals(doc, y + 10, content);
  drawNotes(doc, y + 14, content);
  doc.end();
  return done;
}

function drawHeader(doc: Doc, invoiceNumber: string, issuedAt: Date, c: InvoiceContent): void {
  const left = CONTENT_WIDTH * 0.58;
  doc.font('bold').fontSize(15).text(c.seller.legalName, MARGIN, MARGIN, { width: left });
  doc.font('body').fontSize(9).fillColor(MUTED).text(c.seller.address, { width: left });
  doc.fillColor(INK).text(`GSTIN: ${c.seller.gstin}`, { width: left });
  doc.text(`State: ${c.seller.state} (code ${c.seller.stateCode})`, { width: left });

  const x = MARGIN + left + 10;
  const w = CONTENT_WIDTH - left - 10;
  doc.font('bold').fontSize(18).text('Tax Invoice', x, MARGIN, { width: w, align: 'right' });
  doc.font('body').fontSize(9).moveDown(0.3);
  const rows: Array<[string, string]> = [
    ['Invoice number', invoiceNumber],
    ['Invoice date', invoiceDate(issuedAt)],
    ['Order number', c.orderNumber],
    ['Order date', invoiceDate(c.orderDate)],
  ];
  for (const [label, value] of rows) {
    const rowY = doc.y;
    doc.fillColor(MUTED).text(label, x, rowY, { width: w / 2 });
    doc
      .fillColor(INK)
      .font('bold')
      .text(value, x + w / 2 - 20, rowY, { width: w / 2 + 20, align: 'right' });
    doc.font('body');
  }
}

/** What the parties' block reads: an invoice, or a credit note against one. */
export type PartiesOf = Pick<InvoiceContent, 'seller' | 'buyer' | 'placeOfSupply' | 'taxMode' | 'ratePercent'>;

/** The buyer and the place of supply, below the header; answers the y below them. */
export function drawParties(doc: Doc, c: PartiesOf): number {
  const top = Math.max(doc.y, 128) + 8;
  doc
    .moveTo(MARGIN, top)
    .lineTo(MARGIN + CONTENT_WIDTH, top)
    .strokeColor(RULE)
    .lineWidth(0.8)
    .stroke();
  const colW = CONTENT_WIDTH / 2 - 10;
  const b = c.buyer;
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(MUTED)
    .text('BILLED AND SHIPPED TO', MARGIN, top + 8, { width: colW });
  writeText(doc.fillColor(INK).fontSize(10), 'bold', b.name, undefined, undefined, { width: colW });
  doc.font('body').fontSize(9);
  // A deleted account's invoice keeps only the state, PIN and country: the masked lines are left out.
  if (b.address) writeText(doc, 'body', b.address, undefined, undefined, { width: colW });
  writeText(doc, 'body', [b.city, b.zipCode].filter(Boolean).join(' '), undefined, undefined, { width: colW });
  doc.text(`${b.state}, ${b.country}`, { width: colW });
  if (b.phone) doc.text(`Phone: ${b.phone}`, { width: colW });
  // Masked when stored: only its last five characters are ever printed.
  if (b.pan) doc.text(`PAN: ${b.pan}`, { width: colW });
  const leftEnd = doc.y;

  const x = MARGIN + CONTENT_WIDTH / 2 + 10;
  const intra = c.taxMode === 'intra-state';
  const place = c.placeOfSupply.code ? `${c.placeOfSupply.name} (code ${c.placeOfSupply.code})` : c.placeOfSupply.name;
  doc
    .font('bold')
    .fillColor(MUTED)
    .text('PLACE OF SUPPLY', x, top + 8, { width: colW });
  doc.fillColor(INK).fontSize(10).text(place, { width: colW });
  doc.font('body').fontSize(9).moveDown(0.4);
  doc.text(
    intra
      ? `GST: CGST ${half(c.ratePercent)} + SGST ${half(c.ratePercent)} (delivery within ${c.seller.state})`
      : `GST: IGST ${c.ratePercent}% (delivery outside ${c.seller.state})`,
    { width: colW },
  );
  doc.text('Tax payable on reverse charge: No', { width: colW });
  return Math.max(leftEnd, doc.y);
}

/**
 * The articles priced by weight first (each piece its own article), then the lines at their price
 * incl. GST and shipping; with both, each table ends in its subtotal and the totals below add both.
 */
function drawTables(doc: Doc, top: number, c: InvoiceContent, invoiceNumber: string): number {
  const articles = c.articles ?? [];
  const both = articles.length > 0 && c.lines.length > 0;
  const label = both ? 'Subtotal' : 'Total';
  const continued = `Tax Invoice ${invoiceNumber}, ${c.seller.legalName} (continued)`;
  let y = top;
  if (articles.length > 0) {
    const shipping = c.lines.length === 0 ? c.shipping : undefined;
    const sum = both ? sumAmounts(articles) : c.total;
    y = drawTable(doc, y, { ...articleTable(doc, c, articles, shipping, label, sum), continued }) + (both ? 12 : 0);
  }
  if (articles.length === 0 || both) {
    const cols = columns(c, label);
    const row = (cells: string[], bold: boolean, shade: boolean) => ({
      cols,
      cells,
      bold,
      ...(shade ? { shade: SHADE } : {}),
    });
    const rows: FixedRow[] = [...c.lines, c.shipping];
    const sum = both ? sumAmounts(rows as TaxedAmounts[]) : c.total;
    y = drawTable(doc, y, {
      header: [
        row(
          cols.map((col) => col.title),
          true,
          true,
        ),
      ],
      blocks: rows.map((line, i) => [
        row(
          cols.map((col) => col.cell(line, articles.length + i + 1)),
          false,
          false,
        ),
      ]),
      footer: [
        row(
          cols.map((col) => col.cell(sum, 0)),
          true,
          true,
        ),
      ],
      continued,
    });
  }
  return y;
}

function drawTotals(doc: Doc, top: number, c: InvoiceContent): number {
  const t = c.total;
  const rows: Array<[string, string, boolean]> = [[`Value of goods and shipping (incl. GST)`, rupees(t.amount), false]];
  if (t.discount > 0)
    rows.push([`Less promo discount${c.promoCode ? ` (${c.promoCode})` : ''}`, `−${rupees(t.discount)}`, false]);
  rows.push(['Taxable value', rupees(t.taxable), false]);
  if (c.taxMode === 'intra-state') {
    rows.push(
      [`CGST @ ${half(c.ratePercent)}`, rupees(t.cgst), false],
      [`SGST @ ${half(c.ratePercent)}`, rupees(t.sgst), false],
    );
  } else {
    rows.push([`IGST @ ${c.ratePercent}%`, rupees(t.igst), false]);
  }
  // What the tax's rounding leaves over, so the rows add up to the rupees paid (invoices issued
  // before it was shown stored none: their CGST and SGST took it instead). Always shown with
  // pieces priced by weight: their totals are rounded to the rupee.
  const rounding = t.rounding ?? 0;
  if (rounding !== 0 || c.articles?.length)
    rows.push([
      'Rounding off',
      rounding === 0 ? rupees(0) : `${rounding < 0 ? '−' : '+'}${rupees(Math.abs(rounding))}`,
      false,
    ]);
  // A cash-on-delivery parcel carries its invoice before the cash is collected.
  rows.push([c.cashOnDelivery ? 'Invoice total (cash on delivery)' : 'Invoice total (paid)', rupees(t.net), true]);

  drawTotalsAndWords(doc, top, rows, c.totalInWords);
  return doc.y;
}

const rateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** What a reader of the articles priced by weight needs to check them. */
function articleNotes(c: InvoiceContent): string[] {
  const articles = c.articles ?? [];
  if (articles.length === 0) return [];
  const setAt = [...new Set(articles.flatMap((a) => (a.rateSetAt ? [a.rateSetAt] : [])))].map(
    (at) => `${rateTime.format(new Date(at))} IST`,
  );
  return [
    `Priced by weight: metal value = net weight × the day's rate for its purity${setAt.length ? ` (set ${setAt.join('; ')})` : ''}; making, stones and hallmarking are part of the article, taxed with it at ${c.ratePercent}%; each article's total is rounded to the rupee.`,
    ...(articles.some((a) => a.hallmarked)
      ? ['HUID: the BIS hallmark unique ID, which anyone can check in the BIS CARE app.']
      : []),
    ...(articles.some((a) => a.actualNetWeightMg !== undefined)
      ? ['Net wt at hallmarking: as weighed when hallmarked; the article is billed at the weight it was priced at.']
      : []),
  ];
}

function drawNotes(doc: Doc, top: number, c: InvoiceContent): void {
  const notes = [
    'Prices are inclusive of GST.',
    ...articleNotes(c),
    `Shipping is part of a composite supply whose principal supply is the jewellery (HSN ${c.shipping.hsn}); it is taxed at the same ${c.ratePercent}%.`,
    ...(c.total.discount > 0
      ? [
          'The promo discount was allowed at the time of sale and is spread over the pieces in proportion to their value; GST is on the discounted value.',
        ]
      : []),
    'This is a computer-generated invoice.',
  ];
  drawNotesAndSignatory(doc, top, notes, c.seller.legalName);
}
