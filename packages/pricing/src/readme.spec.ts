// The README's worked example is the code's answer, figure for figure: a change to the arithmetic
// that would make the README untrue fails here.
import fs from 'node:fs';
import path from 'node:path';
import { invoiceTaxes, priceBreakup, type ByWeightBreakup } from './breakup';
import { cardPercentOff } from './percent-off';

const readme = fs.readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const shown = (paise: number) => rupees.format(paise / 100);

/** The example table's last cell by its first, from between the README's markers. */
function exampleTable(): Map<string, string> {
  const start = readme.indexOf('<!-- worked-example');
  const end = readme.indexOf('<!-- /worked-example -->');
  const rows = readme
    .slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Line'));
  return new Map(
    rows.map((row) => {
      const cells = row.split('|').map((c) => c.trim());
      return [cells[1], cells[3]];
    }),
  );
}

const chain = {
  pricing: 'by-weight',
  composition: { metal: 'gold', fineness: 916, netWeightMg: 8450, grossWeightMg: 8450 },
  making: { kind: 'value-addition', basisPoints: 1200 },
  hallmarkingPaise: 4500,
} as const;

describe('the README', () => {
  it('shows the 22K chain exactly as priceBreakup and invoiceTaxes work it out', () => {
    const b = priceBreakup(chain, { 'gold-916': 715_000 }) as ByWeightBreakup;
    const taxes = invoiceTaxes(b, 'intra-state');
    expect(Object.fromEntries(exampleTable())).toEqual({
      'Gold 22K916, net weight 8.450 g': shown(b.metalValue),
      'Value addition 12 %': shown(b.making.amount),
      'Hallmarking charges': shown(b.hallmarking),
      'Taxable value': shown(b.taxable),
      'CGST 1.5 %': shown(taxes.cgst),
      'SGST 1.5 %': shown(taxes.sgst),
      'Round off': shown(taxes.rounding),
      Total: shown(b.total),
    });
    expect(b.purity).toBe('22K916');
  });

  it('gives the IGST, discount and card figures the text states', () => {
    const b = priceBreakup(chain, { 'gold-916': 715_000 });
    const igst = invoiceTaxes(b, 'inter-state');
    expect(readme).toContain(`IGST 3 % = ${shown(igst.igst)} (2,031.378), round off ${shown(igst.rounding)}`);
    expect(readme).toContain(`GST 3 % = ${shown(b.gst)}`);

    const off = priceBreakup({ ...chain, discount: { basisPoints: 2000 } }, { 'gold-916': 715_000 }) as ByWeightBreakup;
    const halves = invoiceTaxes(off, 'intra-state');
    expect(readme).toContain(`discount 20 % of 7,250.10 = ${shown(off.discount.amount)}`);
    expect(readme).toContain(`taxable value ${shown(off.taxable)}; CGST = SGST = ${shown(halves.cgst)}`);
    expect(readme).toContain(`→ ₹${shown(off.total).replace('.00', '')}; round off ${shown(halves.rounding)}`);
    expect(readme).toContain(`"${cardPercentOff(off)}% OFF"`);
  });
});
