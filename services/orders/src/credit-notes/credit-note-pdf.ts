/**
 * Draws a GST credit note (A4, pdfkit) from its stored content, with the invoice's kit and parties
 * block: the note's number and date, the tax invoice it is against, the rows reversed with their
 * HSN, taxable value and CGST + SGST or IGST, the totals, the total in words and the reason.
 */
import PDFDocument from 'pdfkit';
import {
  amount,
  CONTENT_WIDTH,
  drawNotesAndSignatory,
  drawTotalsAndWords,
  drawTable,
  half,
  INK,
  invoiceDate,
  MARGIN,
  MUTED,
  rupees,
  SHADE,
  type Column,
  type Doc,
} from '../invoices/invoice-pdf-kit';
import { drawParties, registerFonts } from '../invoices/invoice-pdf';
import type { InvoiceLine } from '../invoices/invoice-content';
import type { TaxedAmounts } from '@rmj/pricing';
import type { CreditNoteContent } from './credit-note-content';

/** The note's own facts, beside its content. */
export interface CreditNoteHeading {
  creditNoteNumber: string;
  issuedAt: Date;
  invoiceNumber: string;
  invoiceIssuedAt: Date;
  orderNumber: string;
}

interface RowColumn extends Column {
  title: string;
  cell: (line: InvoiceLine | TaxedAmounts, index: number) => string;
}

function columns(c: CreditNoteContent): RowColumn[] {
  const money = (title: string, width: number, pick: (l: TaxedAmounts) => number): RowColumn => ({
    title,
    width,
    align: 'right',
    cell: (l) => amount(pick(l)),
  });
  const tax =
    c.taxMode === 'intra-state'
      ? [
          money(`CGST ${half(c.ratePercent)} (₹)`, 58, (l) => l.cgst),
          money(`SGST ${half(c.ratePercent)} (₹)`, 58, (l) => l.sgst),
        ]
      : [money(`IGST ${c.ratePercent}% (₹)`, 70, (l) => l.igst)];
  const cols: RowColumn[] = [
    { title: '#', width: 18, align: 'left', cell: (_l, i) => (i > 0 ? String(i) : '') },
    {
      title: 'Description',
      width: 0,
      align: 'left',
      cell: (l) =>
        'description' in l ? `${l.description}${l.huids?.length ? `\nHUID ${l.huids.join(', ')}` : ''}` : 'Total',
    },
    { title: 'HSN', width: 32, align: 'center', cell: (l) => ('hsn' in l ? l.hsn : '') },
    money('Taxable value (₹)', 70, (l) => l.taxable),
    ...tax,
    money('Amount incl. GST (₹)', 72, (l) => l.net),
  ];
  cols[1].width = CONTENT_WIDTH - cols.reduce((sum, col) => sum + col.width, 0);
  return cols;
}

/** The PDF of a stored credit note. */
export function renderCreditNotePdf(heading: CreditNoteHeading, content: CreditNoteContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Credit Note ${heading.creditNoteNumber}`,
      Author: content.seller.legalName,
      Subject: `Against tax invoice ${heading.invoiceNumber}`,
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
  drawHeader(doc, heading, content);
  let y = drawParties(doc, content);
  y = drawRows(doc, y + 14, heading, content);
  y = drawTotals(doc, y + 10, content);
  drawNotes(doc, y + 14, heading, content);
  doc.end();
  return done;
}

function drawHeader(doc: Doc, h: CreditNoteHeading, c: CreditNoteContent): void {
  const left = CONTENT_WIDTH * 0.55;
  doc.font('bold').fontSize(15).text(c.seller.legalName, MARGIN, MARGIN, { width: left });
  doc.font('body').fontSize(9).fillColor(MUTED).text(c.seller.address, { width: left });
  doc.fillColor(INK).text(`GSTIN: ${c.seller.gstin}`, { width: left });
  doc.text(`State: ${c.seller.state} (code ${c.seller.stateCode})`, { width: left });

  const x = MARGIN + left + 10;
  const w = CONTENT_WIDTH - left - 10;
  doc.font('bold').fontSize(18).text('Credit Note', x, MARGIN, { width: w, align: 'right' });
  doc.font('body').fontSize(9).moveDown(0.3);
  const rows: Array<[string, string]> = [
    ['Credit note number', h.creditNoteNumber],
    ['Credit note date', invoiceDate(h.issuedAt)],
    ['Order number', h.orderNumber],
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
  doc
    .font('bold')
    .fillColor(INK)
    // Two lines, broken where a reader expects: the number, then its date.
    .text(`Against tax invoice ${h.invoiceNumber}\ndated ${invoiceDate(h.invoiceIssuedAt)}`, x, doc.y + 4, {
      width: w,
      align: 'right',
    });
  doc.font('body');
}

function drawRows(doc: Doc, top: number, h: CreditNoteHeading, c: CreditNoteContent): number {
  const cols = columns(c);
  const row = (cells: string[], bold: boolean, shade: boolean) => ({
    cols,
    cells,
    bold,
    ...(shade ? { shade: SHADE } : {}),
  });
  return drawTable(doc, top, {
    header: [
      row(
        cols.map((col) => col.title),
        true,
        true,
      ),
    ],
    blocks: c.lines.map((line, i) => [
      row(
        cols.map((col) => col.cell(line, i + 1)),
        false,
        false,
      ),
    ]),
    footer: [
      row(
        cols.map((col) => col.cell(c.total, 0)),
        true,
        true,
      ),
    ],
    continued: `Credit Note ${h.creditNoteNumber}, ${c.seller.legalName} (continued)`,
  });
}

function drawTotals(doc: Doc, top: number, c: CreditNoteContent): number {
  const t = c.total;
  const rows: Array<[string, string, boolean]> = [['Taxable value reversed', rupees(t.taxable), false]];
  if (c.taxMode === 'intra-state') {
    rows.push(
      [`CGST @ ${half(c.ratePercent)} reversed`, rupees(t.cgst), false],
      [`SGST @ ${half(c.ratePercent)} reversed`, rupees(t.sgst), false],
    );
  } else {
    rows.push([`IGST @ ${c.ratePercent}% reversed`, rupees(t.igst), false]);
  }
  if (t.rounding !== 0)
    rows.push(['Rounding off', `${t.rounding < 0 ? '−' : '+'}${rupees(Math.abs(t.rounding))}`, false]);
  rows.push(['Credit note total (refunded)', rupees(t.net), true]);
  drawTotalsAndWords(doc, top, rows, c.totalInWords);
  doc.font('bold').text('Reason: ', MARGIN, doc.y + 4, { continued: true });
  doc.font('body').text(c.reason, { width: CONTENT_WIDTH });
  return doc.y;
}

function drawNotes(doc: Doc, top: number, h: CreditNoteHeading, c: CreditNoteContent): void {
  const notes = [
    `Issued under section 34 of the CGST Act against tax invoice ${h.invoiceNumber}: the value and the tax above are reduced from that supply.`,
    'Amounts are inclusive of GST; the tax is reversed under the heads it was charged on the invoice.',
    'This is a computer-generated credit note.',
  ];
  drawNotesAndSignatory(doc, top, notes, c.seller.legalName);
}
