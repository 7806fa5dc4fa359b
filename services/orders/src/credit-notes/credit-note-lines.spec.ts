import { sumAmounts } from '@rmj/pricing';
import { buildInvoiceContent } from '../invoices/invoice-content';
import { byWeightOrder, devSeller, mixedOrder } from '../invoices/testing/invoice-fixtures';
import { sampleOrder as order } from '../testing/sample-order';
import { buildCreditNoteContent, creditableLeft } from './credit-note-lines';

const heads = (l: { taxable: number; cgst: number; sgst: number; igst: number; rounding: number }) =>
  l.taxable + l.cgst + l.sgst + l.igst + l.rounding;

describe('credit note content', () => {
  const invoice = buildInvoiceContent(order(), devSeller);

  it('reverses every line and shipping, head by head, when the whole invoice is refunded', () => {
    const note = buildCreditNoteContent(invoice, [], 1_460_000, 'returned');
    expect(note.lines.map((l) => [l.description, l.hsn, l.net, l.taxable, l.cgst, l.sgst])).toEqual(
      [...invoice.lines, invoice.shipping].map((l) => [l.description, '7113', l.net, l.taxable, l.cgst, l.sgst]),
    );
    expect(note.total).toMatchObject({ net: 1_460_000, cgst: invoice.total.cgst, sgst: invoice.total.sgst, igst: 0 });
    expect(note).toMatchObject({
      seller: devSeller,
      buyer: invoice.buyer,
      placeOfSupply: { name: 'Tamil Nadu', code: '33' },
      taxMode: 'intra-state',
      ratePercent: 3,
      reason: 'Goods returned',
      totalInWords: 'Rupees Fourteen Thousand Six Hundred Only',
    });
  });

  it('spreads a part refund over the pieces in proportion, not shipping, and adds up to it', () => {
    const note = buildCreditNoteContent(invoice, [], 500_000, 'returned');
    expect(note.lines.map((l) => l.net)).toEqual([86_207, 413_793]);
    expect(note.total.net).toBe(500_000);
    expect(heads(note.total)).toBe(500_000);
    note.lines.forEach((l) => expect(l.cgst).toBe(l.sgst));
    expect(note.totalInWords).toBe('Rupees Five Thousand Only');
  });

  it('reverses IGST for a delivery to another state', () => {
    const kerala = buildInvoiceContent(
      order({ customerDetails: { ...order().customerDetails, state: 'Kerala' } }),
      devSeller,
    );
    const note = buildCreditNoteContent(kerala, [], 250_000, 'goodwill');
    expect(note.taxMode).toBe('inter-state');
    expect(note.total.cgst + note.total.sgst).toBe(0);
    expect(note.total.taxable + note.total.igst + note.total.rounding).toBe(250_000);
  });

  it('closes the invoice exactly over several part refunds, shipping last', () => {
    const first = buildCreditNoteContent(invoice, [], 1_000_000, 'returned');
    const second = buildCreditNoteContent(invoice, [first], 450_000, 'returned');
    expect(second.lines.some((l) => l.description === 'Shipping and handling')).toBe(false);
    expect(creditableLeft(invoice, [first, second])).toBe(10_000);
    const last = buildCreditNoteContent(invoice, [first, second], 10_000, 'returned');
    expect(last.lines.map((l) => l.description)).toEqual(['Shipping and handling']);
    const all = sumAmounts([first.total, second.total, last.total]);
    expect([all.net, all.taxable, all.cgst, all.sgst, all.rounding]).toEqual([
      invoice.total.net,
      invoice.total.taxable,
      invoice.total.cgst,
      invoice.total.sgst,
      invoice.total.rounding,
    ]);
    expect(() => buildCreditNoteContent(invoice, [first, second, last], 1, 'returned')).toThrow(RangeError);
  });

  it('reverses the articles priced by weight piece by piece, each with its HUID', () => {
    for (const paid of [byWeightOrder(), mixedOrder()]) {
      const inv = buildInvoiceContent(paid, devSeller);
      const full = buildCreditNoteContent(inv, [], inv.total.net, 'returned');
      expect(full.total.net).toBe(inv.total.net);
      expect(full.total.taxable).toBe(inv.total.taxable);
      expect(full.lines).toHaveLength((inv.articles?.length ?? 0) + inv.lines.length + 1);
      const part = buildCreditNoteContent(inv, [], 1_234_567, 'returned');
      expect(part.total.net).toBe(1_234_567);
      expect(heads(part.total)).toBe(1_234_567);
    }
    const inv = buildInvoiceContent(byWeightOrder(), devSeller);
    const note = buildCreditNoteContent(inv, [], inv.total.net, 'returned');
    expect(note.lines.find((l) => l.huids?.[0] === 'HX4K23')?.quantity).toBe(1);
  });
});
