import { buildInvoiceContent, describeLine, placeOfSupply } from './invoice-content';
import { sampleOrder as order } from '../testing/sample-order';
import { devSeller } from './testing/invoice-fixtures';

describe('invoice content', () => {
  it('taxes a Tamil Nadu delivery as CGST + SGST, adding up to the rupee paid', () => {
    const c = buildInvoiceContent(order(), devSeller);
    expect(c.taxMode).toBe('intra-state');
    expect(c.placeOfSupply).toEqual({ name: 'Tamil Nadu', code: '33' });
    expect(c.lines.map((l) => l.hsn)).toEqual(['7113', '7113']);
    expect(c.lines[0].description).toBe('Silver Promise Ring · Size 12 · Engraved “Asha & Ravi”');
    expect(c.total).toMatchObject({ net: 1_460_000, igst: 0 });
    expect(c.total.taxable + c.total.cgst + c.total.sgst + c.total.rounding).toBe(1_460_000);
    expect(c.total).toMatchObject({ cgst: 21_263, sgst: 21_263, rounding: -2 });
    expect(c.lines.every((line) => line.cgst === line.sgst)).toBe(true);
    expect(c.totalInWords).toBe('Rupees Fourteen Thousand Six Hundred Only');
  });

  it('taxes another state as IGST, and a delivery abroad too', () => {
    const kerala = buildInvoiceContent(
      order({ customerDetails: { ...order().customerDetails, state: 'kerala' } }),
      devSeller,
    );
    expect(kerala).toMatchObject({ taxMode: 'inter-state', placeOfSupply: { name: 'kerala', code: '32' } });
    expect(kerala.total.cgst + kerala.total.sgst).toBe(0);
    expect(kerala.total.taxable + kerala.total.igst + kerala.total.rounding).toBe(1_460_000);
    expect(placeOfSupply({ state: 'Ontario', country: 'Canada' }, 'Tamil Nadu')).toEqual({
      place: { name: 'Outside India (Canada)' },
      mode: 'inter-state',
    });
  });

  it('spreads a promo discount over the pieces, not shipping, and shows it', () => {
    const c = buildInvoiceContent(order({ discount: 1450, total: 13_150, promoCode: 'WELCOME10' }), devSeller);
    expect(c.lines.map((l) => l.discount)).toEqual([25_000, 120_000]);
    expect(c.shipping.discount).toBe(0);
    expect(c.total).toMatchObject({ amount: 1_460_000, discount: 145_000, net: 1_315_000 });
    expect(c.promoCode).toBe('WELCOME10');
  });

  it('refuses an order whose figures do not add up', () => {
    expect(() => buildInvoiceContent(order({ total: 14_700 }), devSeller)).toThrow(/not the total paid/);
  });

  it('describes personalisation in short', () => {
    const line = order().lines[1];
    expect(describeLine({ ...line, customization: { type: 'fingerprint' } })).toBe('Gold Heart Pendant · Fingerprint');
    expect(
      describeLine({ ...line, customization: { type: 'combined', text: { content: 'Forever' }, Size: '7' } }),
    ).toBe('Gold Heart Pendant · Size 7 · Engraved “Forever” + file');
  });
});
