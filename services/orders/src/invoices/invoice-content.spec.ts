import { invoiceTaxes } from '@rmj/pricing';
import { buildInvoiceContent, describeLine, placeOfSupply, type InvoiceArticle } from './invoice-content';
import { sampleOrder as order } from '../testing/sample-order';
import { byWeightOrder, devSeller, mixedOrder, RATE_SET_AT } from './testing/invoice-fixtures';

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

describe('pieces priced by weight', () => {
  /** Each article's figures add up: the build-up to the taxable value, and the taxes to what was paid. */
  const addsUp = (a: InvoiceArticle) => {
    expect(a.metalValue + a.making + a.stonesValue + a.hallmarking - a.pieceDiscount - a.promoTaxable).toBe(a.taxable);
    expect(a.taxable + a.cgst + a.sgst + a.igst + a.rounding).toBe(a.net);
    expect(a.amount - a.discount).toBe(a.net);
  };

  it('makes each piece an article with its own HUID, its figures the recorded breakup, taxed as @rmj/pricing says', () => {
    const order = byWeightOrder();
    const c = buildInvoiceContent(order, devSeller);
    expect(c.lines).toEqual([]);
    expect(c.articles?.map((a) => [a.description, a.huid])).toEqual([
      ['Gold Lakshmi Kasu Necklace', 'AB12C3'],
      ['Gold Plain Bangle (piece 1 of 3)', 'HX4K21'],
      ['Gold Plain Bangle (piece 2 of 3)', 'HX4K22'],
      ['Gold Plain Bangle (piece 3 of 3)', 'HX4K23'],
    ]);
    const [necklace, bangle] = c.articles!;
    // 12.345 g × ₹7,152 = ₹88,291.44; VA 12 % ₹10,594.97; 10 % off it ₹1,059.50; ruby ₹1,200; hallmarking ₹45.
    expect(necklace).toMatchObject({
      hsn: '7113',
      purity: '22K916',
      netWeightMg: 12_345,
      grossWeightMg: 12_945,
      ratePaisePerGram: 715_200,
      rateSetAt: RATE_SET_AT,
      metalValue: 8_829_144,
      making: 1_059_497,
      pieceDiscount: 105_950,
      stonesValue: 120_000,
      hallmarking: 4_500,
      taxable: 9_907_191,
      cgst: 148_608,
      sgst: 148_608,
      igst: 0,
      rounding: -7,
      amount: 10_204_400,
      net: 10_204_400,
      hallmarked: true,
    });
    expect(necklace).not.toHaveProperty('actualNetWeightMg');
    const breakup = order.lines[0].pricingRecord!.breakup;
    expect(necklace).toMatchObject(invoiceTaxes(breakup, 'intra-state'));
    expect(bangle).toMatchObject({ netWeightMg: 8_200, actualNetWeightMg: 8_150, making: 533_000, net: 6_594_200 });
    c.articles!.forEach(addsUp);
    expect(c.total.net).toBe(29_997_000);
    expect(c.total.taxable).toBe(c.articles!.reduce((sum, a) => sum + a.taxable, 0) + c.shipping.taxable);
    expect(c.totalInWords).toBe('Rupees Two Lakh Ninety-Nine Thousand Nine Hundred Seventy Only');
    expect(c.buyer.pan).toBe('XXXXX1234F');
  });

  it('taxes another state as IGST, the same articles and total', () => {
    const c = buildInvoiceContent(
      byWeightOrder({ customerDetails: { ...byWeightOrder().customerDetails, state: 'Kerala' } }),
      devSeller,
    );
    expect(c.taxMode).toBe('inter-state');
    expect(c.articles![0]).toMatchObject({ taxable: 9_907_191, igst: 297_216, cgst: 0, sgst: 0, rounding: -7 });
    expect(c.total.net).toBe(29_997_000);
  });

  it('mixes with fixed-price lines: the promo spread over every piece, each row adding up to what was paid', () => {
    const order = mixedOrder({ promoCode: 'WELCOME10' }, 2000);
    const c = buildInvoiceContent(order, devSeller);
    expect(c.articles?.map((a) => a.description)).toEqual([
      'Gold Lakshmi Kasu Necklace',
      'Silver Anklets (pair) · Size 10 in (piece 1 of 2)',
      'Silver Anklets (pair) · Size 10 in (piece 2 of 2)',
    ]);
    expect(c.articles![1]).not.toHaveProperty('huid');
    expect(c.articles![1].hallmarked).toBe(false);
    expect(c.lines.map((l) => l.description)).toEqual([
      'Silver Promise Ring · Size 12 · Engraved “Asha & Ravi”',
      'Gold Heart Pendant',
    ]);
    c.articles!.forEach(addsUp);
    const rows = [...c.articles!, ...c.lines];
    expect(rows.reduce((sum, r) => sum + r.discount, 0)).toBe(200_000);
    expect(c.total).toMatchObject({ discount: 200_000, net: 11_998_800 });
    expect(c.total.taxable + c.total.cgst + c.total.sgst + c.total.rounding).toBe(11_998_800);
    expect(c.buyer).not.toHaveProperty('pan');
  });

  it('prints a line whose record is not what was charged at its price incl. GST, as before', () => {
    const order = byWeightOrder();
    const [necklace, bangles] = order.lines;
    const repriced = { ...necklace, price: necklace.price + 1, total: necklace.total + 1 };
    const c = buildInvoiceContent(
      { ...order, lines: [repriced, bangles], subtotal: order.subtotal + 1, total: order.total + 1 },
      devSeller,
    );
    expect(c.articles).toHaveLength(3);
    expect(c.lines).toEqual([
      expect.objectContaining({
        description: 'Gold Lakshmi Kasu Necklace',
        quantity: 1,
        amount: 10_204_500,
        huids: ['AB12C3'],
      }),
    ]);
  });

  it('masks a PAN however it was stored, and leaves an older order as it was', () => {
    expect(buildInvoiceContent(byWeightOrder({ pan: 'ABCDE1234F' }), devSeller).buyer.pan).toBe('XXXXX1234F');
    const old = buildInvoiceContent(order(), devSeller);
    expect(old).not.toHaveProperty('articles');
    expect(old.buyer).not.toHaveProperty('pan');
  });
});
