import { allocate, splitInclusive, taxInvoice } from './gst-split';

/** A small deterministic generator, so the property checks run the same amounts every time. */
function* amounts(count: number, seed = 18): Generator<number> {
  let x = seed;
  for (let i = 0; i < count; i += 1) {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    yield x % 5_000_000;
  }
}

describe('splitInclusive', () => {
  it('splits ₹103 into ₹100 taxable and ₹3 tax, halves within the state', () => {
    expect(splitInclusive(10_300, 'intra-state')).toMatchObject({ taxable: 10_000, cgst: 150, sgst: 150, igst: 0 });
    expect(splitInclusive(10_300, 'inter-state')).toMatchObject({ taxable: 10_000, cgst: 0, sgst: 0, igst: 300 });
  });

  it('rounds the taxable value and gives CGST the lower half of an odd tax', () => {
    // 2,500.00 × 100 / 103 = 2,427.184…: taxable 2,427.18, tax 72.82 → CGST 36.41, SGST 36.41.
    expect(splitInclusive(250_000, 'intra-state')).toMatchObject({ taxable: 242_718, cgst: 3641, sgst: 3641 });
    // 100.00 → taxable 97.09, tax 2.91 → CGST 1.45, SGST 1.46.
    expect(splitInclusive(10_000, 'intra-state')).toMatchObject({ taxable: 9709, cgst: 145, sgst: 146 });
  });

  it('always adds up to the amount paid, within and across states (5,000 amounts)', () => {
    for (const net of amounts(5000)) {
      const intra = splitInclusive(net, 'intra-state');
      expect(intra.taxable + intra.cgst + intra.sgst).toBe(net);
      expect(intra.sgst - intra.cgst).toBeGreaterThanOrEqual(0);
      expect(intra.sgst - intra.cgst).toBeLessThanOrEqual(1);
      const inter = splitInclusive(net, 'inter-state');
      expect(inter.taxable + inter.igst).toBe(net);
      expect(inter.taxable).toBe(intra.taxable);
      // Within half a paisa of the exact 100/103.
      expect(Math.abs(inter.taxable - (net * 100) / 103)).toBeLessThanOrEqual(0.5);
    }
  });
});

describe('allocate', () => {
  it('spreads a discount in proportion, leftovers to the largest remainders', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(1000, [250_000, 1_200_000])).toEqual([172, 828]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
  });

  it('always hands out exactly the total, never more than a line is worth', () => {
    const pool = [...amounts(600, 7)];
    for (let i = 0; i + 3 <= pool.length; i += 3) {
      const weights = pool.slice(i, i + 3).map((w) => w + 1);
      const total = Math.floor(weights.reduce((a, b) => a + b, 0) * 0.37);
      const shares = allocate(total, weights);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      shares.forEach((s, j) => expect(s).toBeLessThanOrEqual(weights[j]));
    }
  });
});

describe('taxInvoice', () => {
  it('makes lines, discount and shipping add up to what was paid, in paise', () => {
    const pool = [...amounts(900, 3)];
    for (let i = 0; i + 3 <= pool.length; i += 3) {
      const lines = [pool[i] * 100, pool[i + 1] * 100 + 100];
      const discount = Math.floor(pool[i + 2] % (lines[0] + lines[1])) - (pool[i + 2] % 100);
      for (const mode of ['intra-state', 'inter-state'] as const) {
        const { lines: taxed, shipping, total } = taxInvoice(lines, Math.max(discount, 0), 10_000, mode);
        const paid = lines[0] + lines[1] - Math.max(discount, 0) + 10_000;
        expect(total.net).toBe(paid);
        expect(total.taxable + total.cgst + total.sgst + total.igst).toBe(paid);
        expect(taxed[0].discount + taxed[1].discount).toBe(Math.max(discount, 0));
        expect(shipping).toMatchObject({ amount: 10_000, discount: 0, net: 10_000 });
      }
    }
  });

  it('taxes a ₹2,500 ring and ₹100 shipping in Tamil Nadu as the invoice shows them', () => {
    const { lines, shipping, total } = taxInvoice([250_000], 0, 10_000, 'intra-state');
    expect(lines[0]).toEqual({
      amount: 250_000,
      discount: 0,
      net: 250_000,
      taxable: 242_718,
      cgst: 3641,
      sgst: 3641,
      igst: 0,
    });
    expect(shipping).toMatchObject({ taxable: 9709, cgst: 145, sgst: 146 });
    expect(total).toMatchObject({ net: 260_000, taxable: 252_427, cgst: 3786, sgst: 3787 });
  });
});
