import { creditSplit, leftOfRow } from './credit-note';
import { splitInclusive, sumAmounts, taxInvoice, type TaxedAmounts } from './tax-invoice';

const heads = (a: TaxedAmounts) => a.taxable + a.cgst + a.sgst + a.igst + a.rounding;

describe('creditSplit', () => {
  const invoice = taxInvoice([250_000, 120_000], 10_000, 10_000, 'intra-state');
  const rows = [...invoice.lines, invoice.shipping];

  it('reverses an invoice refunded in full exactly: every row and head as invoiced', () => {
    const credit = creditSplit(rows, invoice.total.net, 'intra-state');
    credit.forEach((row, i) => {
      expect(row).toMatchObject({
        net: rows[i].net,
        taxable: rows[i].taxable,
        cgst: rows[i].cgst,
        sgst: rows[i].sgst,
        rounding: rows[i].rounding,
      });
    });
    expect(sumAmounts(credit).net).toBe(invoice.total.net);
  });

  it('spreads a partial refund over the rows in proportion, each taxed as the invoice taxes it', () => {
    const goods = invoice.lines;
    // Goods of ₹2,432.43 and ₹1,167.57 after the promo: ₹1,000 back is 67.57 % of each.
    const credit = creditSplit(goods, 100_000, 'inter-state');
    expect(credit.map((r) => r.net)).toEqual([67_568, 32_432]);
    credit.forEach((row) => expect(row).toEqual(splitInclusive(row.net, 'inter-state')));
    expect(sumAmounts(credit).net).toBe(100_000);
    credit.forEach((row) => expect(heads(row)).toBe(row.net));
  });

  it('adds up to the refund to the paisa for any amount, and never takes more than a row has left', () => {
    for (let amount = 0; amount <= 50_000; amount += 997) {
      const credit = creditSplit(rows, amount, 'intra-state');
      expect(sumAmounts(credit).net).toBe(amount);
      credit.forEach((row, i) => {
        expect(heads(row)).toBe(row.net);
        expect(row.net).toBeLessThanOrEqual(rows[i].net);
        expect(row.cgst).toBe(row.sgst);
      });
    }
  });

  it('lets the credit notes of an invoice refunded in three parts add up to the invoice, head by head', () => {
    const parts = [100_000, 200_001];
    const notes: TaxedAmounts[][] = [];
    for (const part of [...parts, invoice.total.net - parts[0] - parts[1]]) {
      const left = rows.map((row, i) =>
        leftOfRow(
          row,
          notes.map((n) => n[i]),
        ),
      );
      notes.push(creditSplit(left, part, 'intra-state'));
    }
    rows.forEach((row, i) => {
      const credited = sumAmounts(notes.map((n) => n[i]));
      expect([credited.net, credited.taxable, credited.cgst, credited.sgst, credited.rounding]).toEqual([
        row.net,
        row.taxable,
        row.cgst,
        row.sgst,
        row.rounding,
      ]);
    });
  });

  it('refuses more than is left, and a negative or fractional amount', () => {
    expect(() => creditSplit(rows, invoice.total.net + 1, 'intra-state')).toThrow(RangeError);
    expect(() => creditSplit(rows, -1, 'intra-state')).toThrow(RangeError);
    expect(() => creditSplit(rows, 1.5, 'intra-state')).toThrow();
  });
});
