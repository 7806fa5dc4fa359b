import { buildInvoiceContent } from './invoice-content';
import { renderInvoicePdf } from './invoice-pdf';
import { extractPdfPages, extractPdfText } from './testing/extract-pdf-text';
import type { Order } from '../orders/order.schema';
import { customer, sampleOrder } from '../testing/sample-order';
import { TAMIL_FONT } from './invoice-pdf-kit';
import { banglePiece, byWeightLine, byWeightOrder, devSeller, mixedOrder, orderOf } from './testing/invoice-fixtures';

const issuedAt = new Date('2026-05-06T09:30:00Z');
/** The PDF's text with line breaks and runs of spaces read as one space (the layout wraps long cells). */
const textOf = async (pdf: Buffer) => (await extractPdfText(pdf)).replace(/\s+/g, ' ');

it('prints a same-state invoice with the seller, HSN 7113, CGST and SGST, the ₹ total and the words', async () => {
  const pdf = await renderInvoicePdf('RMJ/26-27/000001', issuedAt, buildInvoiceContent(sampleOrder(), devSeller));
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await textOf(pdf);
  for (const expected of [
    'Tax Invoice',
    'RMJ Jewellers',
    'GSTIN: 33ABCDE1234F1Z7',
    'RMJ/26-27/000001',
    '06 May 2026',
    'RMJ-AB12CD34EF',
    'Asha Iyer',
    'Tamil Nadu (code 33)',
    '7113',
    'Silver Promise Ring · Size 12 · Engraved “Asha & Ravi”',
    'Shipping and handling',
    'CGST @ 1.5% ₹212.63',
    'SGST @ 1.5% ₹212.63',
    'Rounding off −₹0.02',
    '₹14,600.00',
    'Rupees Fourteen Thousand Six Hundred Only',
    'Prices are inclusive of GST.',
  ]) {
    expect(text).toContain(expected);
  }
  expect(text).not.toContain('IGST');
});

it('prints the total of a cash-on-delivery order as cash on delivery, not paid: it ships before the cash', async () => {
  const cod = sampleOrder({ paymentMethod: 'cod', paymentStatus: 'Unpaid' });
  const text = await textOf(await renderInvoicePdf('RMJ/26-27/000002', issuedAt, buildInvoiceContent(cod, devSeller)));
  expect(text).toContain('Invoice total (cash on delivery) ₹14,600.00');
  expect(text).not.toContain('(paid)');
});

it('prints an invoice issued before the rounding was shown as it was issued, with no rounding row', async () => {
  const content = buildInvoiceContent(sampleOrder(), devSeller);
  // As stored then: CGST the lower half of each line's tax, SGST the rest, no rounding field.
  const strip = <T extends { rounding?: number }>({ rounding: _gone, ...rest }: T) => rest;
  const issued = {
    ...content,
    lines: content.lines.map(strip),
    shipping: strip(content.shipping),
    total: { ...strip(content.total), cgst: 21_261, sgst: 21_263 },
  } as unknown as typeof content;
  const text = await textOf(await renderInvoicePdf('RMJ/25-26/000009', issuedAt, issued));
  expect(text).toContain('CGST @ 1.5% ₹212.61');
  expect(text).toContain('SGST @ 1.5% ₹212.63');
  expect(text).not.toContain('Rounding off');
  expect(text).toContain('Invoice total (paid) ₹14,600.00');
});

it('prints an other-state invoice with IGST and the promo discount', async () => {
  const order = sampleOrder({
    customerDetails: { ...sampleOrder().customerDetails, state: 'Karnataka', city: 'Bengaluru' },
    discount: 1450,
    total: 13_150,
    promoCode: 'WELCOME10',
  });
  const text = await textOf(
    await renderInvoicePdf('RMJ/26-27/000002', issuedAt, buildInvoiceContent(order, devSeller)),
  );
  expect(text).toContain('Karnataka (code 29)');
  expect(text).toContain('IGST @ 3%');
  expect(text).toContain('Less promo discount (WELCOME10)');
  expect(text).toContain('−₹1,450.00');
  expect(text).toContain('₹13,150.00');
  expect(text).toContain('Rupees Thirteen Thousand One Hundred Fifty Only');
  expect(text).not.toContain('CGST');
});

it('runs on to a second page for a long order, the header repeated', async () => {
  const line = sampleOrder().lines[1];
  const lines = Array.from({ length: 50 }, (_, i) => ({
    ...line,
    name: `Gold Heart Pendant ${i + 1}`,
    total: 1000,
    price: 1000,
  }));
  const order = sampleOrder({ lines, subtotal: 50_000, total: 50_100 });
  const text = await textOf(
    await renderInvoicePdf('RMJ/26-27/000003', issuedAt, buildInvoiceContent(order, devSeller)),
  );
  expect(text).toContain('Gold Heart Pendant 50');
  expect(text.split('Taxable value (₹)').length).toBeGreaterThan(2);
  expect(text).toContain('Rupees Fifty Thousand One Hundred Only');
});

describe('pieces priced by weight', () => {
  const render = async (order: Parameters<typeof buildInvoiceContent>[0], n = 'RMJ/26-27/000010') =>
    renderInvoicePdf(n, issuedAt, buildInvoiceContent(order, devSeller));

  it('prints each article with HSN, purity, HUID, weights, rate and its figures, then the totals and words', async () => {
    // A full PAN never reaches the PDF, even if an order held one.
    const text = await textOf(await render(byWeightOrder({ pan: 'PQRST6789K' })));
    for (const expected of [
      'PAN: XXXXX6789K',
      // The necklace: name row, then its figures from net weight to total.
      '1 Gold Lakshmi Kasu Necklace HSN 7113 · Purity 22K916 · HUID AB12C3 · Gross wt 12.945 g · Ruby 0.25 ct ₹1,200.00 · 10% off making ₹1,059.50',
      '12.345 7,152.00 88,291.44 10,594.97 VA 12% 1,200.00 45.00 1,059.50 99,071.91 1,486.08 1,486.08 −0.07 1,02,044.00',
      // A line of three bangles is three articles, each with its own HUID and the weight at hallmarking.
      '2 Gold Plain Bangle (piece 1 of 3) HSN 7113 · Purity 22K916 · HUID HX4K21 · Gross wt 8.200 g · Net wt at hallmarking 8.150 g (priced at 8.200 g)',
      '3 Gold Plain Bangle (piece 2 of 3) HSN 7113 · Purity 22K916 · HUID HX4K22',
      '4 Gold Plain Bangle (piece 3 of 3) HSN 7113 · Purity 22K916 · HUID HX4K23',
      '8.200 7,152.00 58,646.40 5,330.00 @ 650.00/g 0.00 45.00 0.00 64,021.40 960.32 960.32 −0.04 65,942.00',
      '5 Shipping and handling HSN 7113 97.09 1.46 1.46 −0.01 100.00',
      'Total 2,64,230.64 26,584.97 1,200.00 180.00 1,059.50 2,91,233.20 4,368.50 4,368.50 −0.20 2,99,970.00',
      'Taxable value ₹2,91,233.20 CGST @ 1.5% ₹4,368.50 SGST @ 1.5% ₹4,368.50 Rounding off −₹0.20 Invoice total (paid) ₹2,99,970.00',
      'Rupees Two Lakh Ninety-Nine Thousand Nine Hundred Seventy Only',
      'set 02 May 2026, 10:00 IST',
      'HUID: the BIS hallmark unique ID',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('PQRST');
    expect(text).not.toContain('IGST');
    expect(text).not.toContain('Amount incl. GST');
  });

  it('prints IGST for another state, the same totals', async () => {
    const order = byWeightOrder({ customerDetails: { ...byWeightOrder().customerDetails, state: 'Kerala' } });
    const text = await textOf(await render(order));
    expect(text).toContain('IGST 3% (₹)');
    expect(text).toContain('99,071.91 2,972.16 −0.07 1,02,044.00');
    expect(text).toContain('IGST @ 3% ₹8,736.99 Rounding off −₹0.19 Invoice total (paid) ₹2,99,970.00');
    expect(text).not.toContain('CGST');
  });

  it('reads clearly with both kinds: the articles, the lines at their price, one totals block', async () => {
    const text = await textOf(await render(mixedOrder({ promoCode: 'WELCOME10' }, 2000)));
    const articles = text.indexOf('Article priced by weight');
    const fixed = text.indexOf('Amount incl. GST (₹)');
    const totals = text.indexOf('Value of goods and shipping (incl. GST)');
    expect(articles).toBeGreaterThan(0);
    expect(fixed).toBeGreaterThan(articles);
    expect(totals).toBeGreaterThan(fixed);
    expect(text.split('Invoice total (paid)')).toHaveLength(2);
    for (const expected of [
      '1 Gold Lakshmi Kasu Necklace HSN 7113 · Purity 22K916 · HUID AB12C3',
      'Promo WELCOME10 ₹1,674.39 incl. GST (₹1,625.62 before GST)',
      '2 Silver Anklets (pair) · Size 10 in (piece 1 of 2) HSN 7113 · Purity Silver 925 · Gross wt 25.500 g',
      'Subtotal 92,779.44 11,294.97 1,200.00 45.00 2,770.25 1,02,549.16 1,538.23 1,538.23 +0.30 1,05,625.92',
      '4 Silver Promise Ring · Size 12 · Engraved “Asha & Ravi” 7113 1 2,500.00',
      '6 Shipping and handling 7113 1 100.00 0.00 97.09 1.46 1.46',
      'Subtotal 14,600.00 237.92 13,943.77 209.16 209.16',
      'Less promo discount (WELCOME10) −₹2,000.00 Taxable value ₹1,16,492.93 CGST @ 1.5% ₹1,747.39 SGST @ 1.5% ₹1,747.39 Rounding off +₹0.29 Invoice total (paid) ₹1,19,988.00',
      'Rupees One Lakh Nineteen Thousand Nine Hundred Eighty-Eight Only',
    ]) {
      expect(text).toContain(expected);
    }
    // The anklets are not hallmarked: no HUID is printed for them.
    expect(text).not.toMatch(/Silver 925 · HUID/);
    expect(text).not.toContain('PAN:');
  });

  it('runs many articles with long names on to more pages, each article whole and the header repeated', async () => {
    const lines = Array.from({ length: 8 }, (_, i) =>
      byWeightLine(
        `Gold Temple Haaram with Lakshmi Coins, Kemp Stones and a Very Long Catalogue Name, Design ${i + 1}`,
        banglePiece,
        3,
        { huids: [`H${i}AAA1`, `H${i}AAA2`, `H${i}AAA3`] },
        { customization: { type: 'engraving', customName: 'Meenakshi Sundaram' } },
      ),
    );
    const pages = (await extractPdfPages(await render(orderOf(lines)))).map((p) => p.replace(/\s+/g, ' '));
    expect(pages.length).toBeGreaterThan(1);
    const all = pages.join(' ');
    for (let i = 0; i < 8; i += 1) {
      for (let piece = 1; piece <= 3; piece += 1) expect(all).toContain(`HUID H${i}AAA${piece}`);
    }
    expect(all).toContain('Design 8 · Engraved “Meenakshi Sundaram” (piece 3 of 3)');
    pages.slice(1).forEach((page) => {
      expect(page).toContain('(continued)');
      expect(page).toContain('Taxable value (₹)');
    });
    // An article's name row and figures row are never split across pages.
    pages.forEach((page) => expect(page.split('(piece ').length - 1).toBe(page.split('@ 650.00/g').length - 1));
    expect(pages[pages.length - 1]).toContain('Invoice total (paid) ₹15,82,708.00');
  });
});

/** The fontkit pdfkit lays text out with (its own dependency, not one of ours), as much of it as the test reads. */
interface ShapedRun {
  glyphs: { id: number; codePoints: number[] }[];
  positions: { xAdvance: number; xOffset: number }[];
}
const pdfkitFontkit = (): { openSync(path: string): { layout(text: string): ShapedRun } } =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(require.resolve('fontkit', { paths: [require.resolve('pdfkit')] }));

describe('a Tamil engraving', () => {
  const tamilOrder = () =>
    sampleOrder({
      customerDetails: { ...customer, name: 'கார்த்திக் ராஜா' },
      lines: [
        {
          productId: 'p1',
          name: 'Silver Promise Ring',
          price: 2500,
          quantity: 1,
          total: 2500,
          image: '',
          customization: { type: 'engraving', customName: 'கார்த்திக்', selectedFont: 'tamil-modern' },
        },
      ],
      subtotal: 2500,
      total: 2600,
    } as Partial<Order>);

  it('prints it shaped in an embedded Tamil face, every letter drawn by a real glyph', async () => {
    const pdf = await renderInvoicePdf('RMJ/26-27/000009', issuedAt, buildInvoiceContent(tamilOrder(), devSeller));
    const raw = pdf.toString('latin1');
    // The Tamil face is embedded (a subset) beside DejaVu.
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Catamaran-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Catamaran-Bold/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSansCondensed/);
    // The text layer reads back as written, the Latin around it included.
    const text = await textOf(pdf);
    // (PDF.js reads a space where the font changes after the opening quote.)
    expect(text).toMatch(/Engraved “ ?கார்த்திக்”/);
    expect(text).toContain('கார்த்திக் ராஜா');
  });

  it('is shaped by fontkit with the face pdfkit embeds: no .notdef, marks placed on their letters', () => {
    const font = pdfkitFontkit().openSync(TAMIL_FONT);
    const run = font.layout('கார்த்திக்');
    expect(run.glyphs.length).toBeGreaterThan(0);
    expect(run.glyphs.every((glyph) => glyph.id !== 0)).toBe(true);
    // The pulli (virama) sits over its consonant: a mark with no advance of its own.
    expect(run.positions.some((position) => position.xAdvance === 0 && position.xOffset < 0)).toBe(true);
    // A vowel sign written before its consonant (தெ) is moved before it by the shaper.
    const te = font.layout('தெ').glyphs.map((glyph) => glyph.codePoints);
    expect(te[0]).toEqual([0x0bc6]);
  });
});
