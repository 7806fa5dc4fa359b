import { buildInvoiceContent } from './invoice-content';
import { renderInvoicePdf } from './invoice-pdf';
import { extractPdfText } from './testing/extract-pdf-text';
import { sampleOrder } from '../testing/sample-order';
import { devSeller } from './testing/invoice-fixtures';

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
