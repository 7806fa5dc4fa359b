import { buildInvoiceContent } from '../invoices/invoice-content';
import { extractPdfPages, extractPdfText } from '../invoices/testing/extract-pdf-text';
import { byWeightOrder, devSeller } from '../invoices/testing/invoice-fixtures';
import { sampleOrder } from '../testing/sample-order';
import { buildCreditNoteContent } from './credit-note-lines';
import { renderCreditNotePdf, type CreditNoteHeading } from './credit-note-pdf';

const heading: CreditNoteHeading = {
  creditNoteNumber: 'CN/26-27/000003',
  issuedAt: new Date('2026-11-30T09:30:00Z'),
  invoiceNumber: 'RMJ/26-27/000042',
  invoiceIssuedAt: new Date('2026-11-20T09:30:00Z'),
  orderNumber: 'RMJ-AB12CD34EF',
};
/** The PDF's text with line breaks and runs of spaces read as one space (the layout wraps long cells). */
const textOf = async (pdf: Buffer) => (await extractPdfText(pdf)).replace(/\s+/g, ' ');

it('prints a part refund within the state: the invoice it is against, the rows, CGST and SGST reversed, words, reason', async () => {
  const invoice = buildInvoiceContent(sampleOrder(), devSeller);
  const text = await textOf(
    await renderCreditNotePdf(heading, buildCreditNoteContent(invoice, [], 500_000, 'returned')),
  );
  for (const expected of [
    'Credit Note',
    'RMJ Jewellers',
    'GSTIN: 33ABCDE1234F1Z7',
    'CN/26-27/000003',
    '30 Nov 2026',
    'Against tax invoice RMJ/26-27/000042 dated 20 Nov 2026',
    'Asha Iyer',
    'Tamil Nadu (code 33)',
    'Silver Promise Ring · Size 12 · Engraved “Asha & Ravi” 7113 836.96 12.55 12.55 862.07',
    'Gold Heart Pendant 7113 4,017.41 60.26 60.26 4,137.93',
    'Taxable value reversed ₹4,854.37',
    'CGST @ 1.5% reversed ₹72.81',
    'SGST @ 1.5% reversed ₹72.81',
    'Rounding off +₹0.01',
    'Credit note total (refunded) ₹5,000.00',
    'Amount in words: Rupees Five Thousand Only',
    'Reason: Goods returned',
  ]) {
    expect(text).toContain(expected);
  }
  // A part of the goods: shipping stays charged.
  expect(text).not.toContain('Shipping and handling');
  expect(text).not.toContain('IGST');
});

it('prints a full refund to another state as IGST, each piece priced by weight on its row with its HUID', async () => {
  const order = byWeightOrder();
  const invoice = buildInvoiceContent(
    { ...order, customerDetails: { ...order.customerDetails, state: 'Kerala' } },
    devSeller,
  );
  const pdf = await renderCreditNotePdf(heading, buildCreditNoteContent(invoice, [], invoice.total.net, 'goodwill'));
  const text = (await extractPdfPages(pdf)).join(' ').replace(/\s+/g, ' ');
  expect(text).toContain('Kerala (code 32)');
  expect(text).toContain('IGST @ 3% reversed');
  expect(text).toContain('HUID HX4K23');
  expect(text).toContain('Shipping and handling');
  expect(text).toContain('Reason: Refund allowed after sale');
  expect(text).not.toContain('CGST @');
  expect(text).not.toContain('SGST');
});
