/**
 * The table of articles priced by weight: each article is two rows read as one, the first naming it
 * (description; HSN, purity, HUID, gross weight, stones, the weight at hallmarking), the second its
 * figures, from the rate and the metal value to the taxable value, the tax, the round-off and its
 * total. Columns nobody on the invoice needs (stones, hallmarking, discount) are left out.
 */
import type { TaxedAmounts } from '@rmj/pricing';
import type { InvoiceArticle, InvoiceContent, InvoiceLine } from './invoice-content';
import {
  amount,
  ARTICLE_SHADE,
  CONTENT_WIDTH,
  grams,
  half,
  rupees,
  SHADE,
  signedAmount,
  type Column,
  type Doc,
  type Row,
} from './invoice-pdf-kit';

/** A row of figures: an article, shipping, or the table's total. */
type Figures = TaxedAmounts & Partial<InvoiceArticle>;

interface FigureColumn {
  /** Its lines are kept whole (the column is as wide as the longest). */
  title: string;
  cell: (f: Figures) => string;
}

const opt = (value: number | undefined) => (value === undefined ? '' : amount(value));

/** How the making charge was quoted, under its amount: 'VA 12%', '@ 650.00/g'. */
function makingBasis(a: Figures): string {
  const charge = a.makingCharge;
  if (!charge) return '';
  if (charge.kind === 'value-addition') return `\nVA ${charge.basisPoints / 100}%`;
  if (charge.kind === 'per-gram') return `\n@ ${amount(charge.paisePerGram)}/g`;
  return '';
}

/** The discounts before GST: the shop's own on the piece and the taxable part of a promo's share. */
function discountCell(a: Figures): string {
  if (a.pieceDiscount === undefined) return '';
  return amount(a.pieceDiscount + (a.promoTaxable ?? 0));
}

/** What makes up an article's discount, in words (its column has room for one figure only). */
function discountDetails(a: InvoiceArticle, promoCode: string | undefined): string[] {
  const out: string[] = [];
  if (a.pieceDiscount > 0) {
    const bp = a.discountBasisPoints;
    const rule = bp ? `${bp / 100}% off ${a.discountOn === 'whole' ? 'the piece' : 'making'}` : 'Discount';
    out.push(`${rule} ${rupees(a.pieceDiscount)}`);
  }
  if (a.discount > 0) {
    out.push(
      `Promo${promoCode ? ` ${promoCode}` : ''} ${rupees(a.discount)} incl. GST (${rupees(a.promoTaxable)} before GST)`,
    );
  }
  return out;
}

function figureColumns(c: InvoiceContent, articles: readonly InvoiceArticle[]): FigureColumn[] {
  const intra = c.taxMode === 'intra-state';
  const any = (pick: (a: InvoiceArticle) => number) => articles.some((a) => pick(a) > 0);
  return [
    { title: 'Net wt\n(g)', cell: (f) => (f.netWeightMg ? grams(f.netWeightMg) : '') },
    { title: 'Rate\n(₹/g)', cell: (f) => opt(f.ratePaisePerGram) },
    { title: 'Metal\nvalue (₹)', cell: (f) => opt(f.metalValue) },
    { title: 'Making\n(₹)', cell: (f) => (f.making === undefined ? '' : `${amount(f.making)}${makingBasis(f)}`) },
    ...(any((a) => a.stonesValue) ? [{ title: 'Stones\n(₹)', cell: (f: Figures) => opt(f.stonesValue) }] : []),
    ...(any((a) => a.hallmarking) ? [{ title: 'Hallmarking\n(₹)', cell: (f: Figures) => opt(f.hallmarking) }] : []),
    ...(any((a) => a.pieceDiscount + a.promoTaxable) ? [{ title: 'Discount\n(₹)', cell: discountCell }] : []),
    { title: 'Taxable\nvalue (₹)', cell: (f) => amount(f.taxable) },
    ...(intra
      ? [
          { title: `CGST\n${half(c.ratePercent)} (₹)`, cell: (f: Figures) => amount(f.cgst) },
          { title: `SGST\n${half(c.ratePercent)} (₹)`, cell: (f: Figures) => amount(f.sgst) },
        ]
      : [{ title: `IGST\n${c.ratePercent}% (₹)`, cell: (f: Figures) => amount(f.igst) }]),
    { title: 'Round\noff (₹)', cell: (f) => signedAmount(f.rounding ?? 0) },
    { title: 'Total\n(₹)', cell: (f) => amount(f.net) },
  ];
}

/** Figure sizes tried, largest first, until every column's widest line fits the page. */
const FIGURE_FONT_SIZES = [7, 6.5, 6, 5.5] as const;
/** Cell padding and a little air, points. */
const CELL_SLACK = 10;

/**
 * The figures' font size and column widths: each column as wide as its widest line (its title's
 * lines and every cell's, in bold, so the total row fits too), the page's spare width shared out;
 * when they cannot all fit, a smaller size. So a figure never wraps inside itself.
 */
function layout(doc: Doc, rows: readonly string[][]): { fontSize: number; widths: number[] } {
  doc.font('bold');
  let widest: number[] = [];
  for (const fontSize of FIGURE_FONT_SIZES) {
    doc.fontSize(fontSize);
    widest = rows[0].map(
      (_, i) =>
        Math.max(...rows.flatMap((cells) => cells[i].split('\n').map((line) => doc.widthOfString(line)))) + CELL_SLACK,
    );
    const sum = widest.reduce((a, b) => a + b, 0);
    if (sum <= CONTENT_WIDTH || fontSize === FIGURE_FONT_SIZES[FIGURE_FONT_SIZES.length - 1]) {
      return { fontSize, widths: widest.map((w) => (w * CONTENT_WIDTH) / sum) };
    }
  }
  return { fontSize: FIGURE_FONT_SIZES[0], widths: widest };
}

/** 0.25 ct: carats from thousandths, without trailing zeros. */
const carats = (milli: number) => `${Number((milli / 1000).toFixed(3))} ct`;

/** What names an article, below its description. */
export function articleDetails(a: InvoiceArticle, promoCode?: string): string {
  const parts = [
    `HSN ${a.hsn}`,
    `Purity ${a.purity}`,
    ...(a.hallmarked ? [`HUID ${a.huid ?? '—'}`] : []),
    `Gross wt ${grams(a.grossWeightMg)} g`,
    ...a.stones.map(
      (s) => `${s.name}${s.weightMilliCarat ? ` ${carats(s.weightMilliCarat)}` : ''} ${rupees(s.chargePaise)}`,
    ),
    ...(a.actualNetWeightMg !== undefined
      ? [`Net wt at hallmarking ${grams(a.actualNetWeightMg)} g (priced at ${grams(a.netWeightMg)} g)`]
      : []),
    ...discountDetails(a, promoCode),
  ];
  return parts.join(' · ');
}

/**
 * The by-weight table's rows: header, one block per article (and shipping, when `shipping` is
 * given: an invoice with no fixed-price line has no other table for it), and the total row.
 */
export function articleTable(
  doc: Doc,
  c: InvoiceContent,
  articles: readonly InvoiceArticle[],
  shipping: InvoiceLine | undefined,
  totalLabel: string,
  total: TaxedAmounts,
): { header: Row[]; blocks: Row[][]; footer: Row[] } {
  const figures = figureColumns(c, articles);
  const cellsOf = (f: Figures) => figures.map((col) => col.cell(f));
  const sumCells = cellsOf(sumFigures(articles, total));
  sumCells[0] = totalLabel;
  const { fontSize, widths } = layout(doc, [
    figures.map((f) => f.title),
    ...articles.map(cellsOf),
    ...(shipping ? [cellsOf(shipping)] : []),
    sumCells,
  ]);
  const cols: Column[] = widths.map((width) => ({ width, align: 'right' }));
  const nameCols: Column[] = [
    { width: 18, align: 'left' },
    { width: CONTENT_WIDTH - 18, align: 'left' },
  ];
  const FIG = fontSize;
  const figureRow = (f: Figures, extra: Partial<Row> = {}): Row => ({
    cols,
    cells: cellsOf(f),
    fontSize: FIG,
    ...extra,
  });
  const header: Row[] = [
    {
      cols: nameCols,
      cells: ['#', 'Article priced by weight · HSN · purity · HUID · gross weight · stones'],
      bold: true,
      shade: SHADE,
      rule: false,
    },
    { cols, cells: figures.map((f) => f.title), bold: true, shade: SHADE, fontSize: FIG },
  ];
  const blocks: Row[][] = articles.map((a, i) => [
    {
      cols: nameCols,
      cells: [String(i + 1), `${a.description}\n${articleDetails(a, c.promoCode)}`],
      lead: true,
      shade: ARTICLE_SHADE,
      rule: false,
    },
    figureRow(a),
  ]);
  if (shipping) {
    blocks.push([
      {
        cols: nameCols,
        cells: [String(articles.length + 1), `${shipping.description}\nHSN ${shipping.hsn}`],
        lead: true,
        shade: ARTICLE_SHADE,
        rule: false,
      },
      figureRow(shipping),
    ]);
  }
  const footer: Row[] = [{ cols, cells: sumCells, fontSize: FIG, bold: true, shade: SHADE }];
  return { header, blocks, footer };
}

/** The table's total: the money columns added up (weights and rates are not). */
function sumFigures(articles: readonly InvoiceArticle[], total: TaxedAmounts): Figures {
  const add = (pick: (a: InvoiceArticle) => number) => articles.reduce((sum, a) => sum + pick(a), 0);
  return {
    ...total,
    metalValue: add((a) => a.metalValue),
    making: add((a) => a.making),
    stonesValue: add((a) => a.stonesValue),
    hallmarking: add((a) => a.hallmarking),
    pieceDiscount: add((a) => a.pieceDiscount),
    promoTaxable: add((a) => a.promoTaxable),
  };
}
