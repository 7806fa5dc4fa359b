/**
 * A month's GST figures for the accountant, from the stored tax invoices and credit notes alone: the
 * register (one row per document, a credit note's amounts negative), the B2C summary by place of
 * supply and rate, and the HSN summary. Everything is added in integer paise from the figures each
 * document was issued with, so every table adds up to the same net and agrees with the documents
 * to the paisa (what the invoices printed is never worked again here).
 */
import type { GstB2cRow, GstHsnRow, GstMonthReport, GstRegisterRow } from '@rmj/contracts';
import type { TaxedAmounts } from '@rmj/pricing';
import type { CreditNote } from '../credit-notes/credit-note.schema';
import type { Invoice } from '../invoices/invoice.schema';
import { indianToday } from '../fulfilment/cod-rules';

/** The invoice's shipping row is described so (invoice-content.ts); a credit note reversing it counts no piece. */
const SHIPPING_DESCRIPTION = 'Shipping and handling';

type Amounts = Pick<GstRegisterRow, 'taxable' | 'cgst' | 'sgst' | 'igst' | 'rounding' | 'total'>;
const ZERO: Amounts = { taxable: 0, cgst: 0, sgst: 0, igst: 0, rounding: 0, total: 0 };

/** A document's figures as a report row, negated for a credit note (`sign` -1). */
function amountsOf(a: TaxedAmounts, sign: 1 | -1): Amounts {
  return {
    taxable: sign * a.taxable,
    cgst: sign * a.cgst,
    sgst: sign * a.sgst,
    igst: sign * a.igst,
    // Invoices issued before the rounding was shown have none stored.
    rounding: sign * (a.rounding ?? 0),
    total: sign * a.net,
  };
}

function add(a: Amounts, b: Amounts): Amounts {
  return {
    taxable: a.taxable + b.taxable,
    cgst: a.cgst + b.cgst,
    sgst: a.sgst + b.sgst,
    igst: a.igst + b.igst,
    rounding: a.rounding + b.rounding,
    total: a.total + b.total,
  };
}

/** -0 reads oddly in a file: a net of nothing is 0. */
const tidy = <T extends Amounts>(row: T): T => {
  const out = { ...row };
  for (const key of Object.keys(ZERO) as (keyof Amounts)[]) out[key] = (out[key] || 0) as T[keyof Amounts];
  return out;
};

/** One row of the HSN summary's input: a piece, a line of pieces or shipping, signed. */
interface HsnPart {
  hsn: string;
  quantity: number;
  amounts: Amounts;
}

function invoiceParts(invoice: Invoice): HsnPart[] {
  const c = invoice.content;
  return [
    ...(c.articles ?? []).map((a) => ({ hsn: a.hsn, quantity: 1, amounts: amountsOf(a, 1) })),
    ...c.lines.map((l) => ({ hsn: l.hsn, quantity: l.quantity, amounts: amountsOf(l, 1) })),
    // Shipping is part of the one supply of the article (its HSN), but no piece.
    { hsn: c.shipping.hsn, quantity: 0, amounts: amountsOf(c.shipping, 1) },
  ];
}

function creditNoteParts(note: CreditNote): HsnPart[] {
  return note.content.lines.map((l) => ({
    hsn: l.hsn,
    quantity: l.description === SHIPPING_DESCRIPTION ? 0 : -l.quantity,
    amounts: amountsOf(l, -1),
  }));
}

function registerRows(invoices: readonly Invoice[], notes: readonly CreditNote[]): GstRegisterRow[] {
  const rows: Array<GstRegisterRow & { at: number; seq: number }> = [
    ...invoices.map((i) => ({
      type: 'Invoice' as const,
      number: i.invoiceNumber,
      date: indianToday(new Date(i.issuedAt)),
      orderNumber: i.orderNumber,
      buyerName: i.content.buyer.name,
      placeOfSupply: i.content.placeOfSupply.name,
      stateCode: i.content.placeOfSupply.code ?? '',
      ratePercent: i.content.ratePercent,
      reverses: '',
      ...amountsOf(i.content.total, 1),
      at: new Date(i.issuedAt).getTime(),
      seq: i.seq,
    })),
    ...notes.map((n) => ({
      type: 'Credit note' as const,
      number: n.creditNoteNumber,
      date: indianToday(new Date(n.issuedAt)),
      orderNumber: n.orderNumber,
      buyerName: n.content.buyer.name,
      placeOfSupply: n.content.placeOfSupply.name,
      stateCode: n.content.placeOfSupply.code ?? '',
      ratePercent: n.content.ratePercent,
      reverses: n.invoiceNumber,
      ...amountsOf(n.content.total, -1),
      at: new Date(n.issuedAt).getTime(),
      seq: n.seq,
    })),
  ];
  // Invoices first, then credit notes, each in number order (the series is gap-free and dated in order).
  rows.sort((a, b) => (a.type === b.type ? a.seq - b.seq || a.at - b.at : a.type === 'Invoice' ? -1 : 1));
  return rows.map(({ at: _at, seq: _seq, ...row }) => tidy(row));
}

function b2cRows(register: readonly GstRegisterRow[]): GstB2cRow[] {
  const groups = new Map<string, GstB2cRow>();
  for (const row of register) {
    const key = JSON.stringify([row.placeOfSupply, row.stateCode, row.ratePercent]);
    const seen = groups.get(key) ?? {
      placeOfSupply: row.placeOfSupply,
      stateCode: row.stateCode,
      ratePercent: row.ratePercent,
      ...ZERO,
    };
    groups.set(key, { ...seen, ...add(seen, row) });
  }
  return [...groups.values()]
    .sort(
      (a, b) =>
        a.stateCode.localeCompare(b.stateCode) ||
        a.placeOfSupply.localeCompare(b.placeOfSupply) ||
        a.ratePercent - b.ratePercent,
    )
    .map(tidy);
}

function hsnRows(parts: readonly HsnPart[]): GstHsnRow[] {
  const groups = new Map<string, GstHsnRow>();
  for (const part of parts) {
    const seen = groups.get(part.hsn) ?? { hsn: part.hsn, quantity: 0, ...ZERO };
    groups.set(part.hsn, { ...seen, ...add(seen, part.amounts), quantity: seen.quantity + part.quantity });
  }
  return [...groups.values()]
    .sort((a, b) => a.hsn.localeCompare(b.hsn))
    .map((row) => ({ ...tidy(row), quantity: row.quantity || 0 }));
}

/** The month's report from the invoices and credit notes issued in it (India time). */
export function gstMonthReport(
  month: string,
  invoices: readonly Invoice[],
  creditNotes: readonly CreditNote[],
): GstMonthReport {
  const register = registerRows(invoices, creditNotes);
  const parts = [...invoices.flatMap(invoiceParts), ...creditNotes.flatMap(creditNoteParts)];
  return {
    month,
    register,
    b2c: b2cRows(register),
    hsn: hsnRows(parts),
    totals: { invoices: invoices.length, creditNotes: creditNotes.length, ...tidy(register.reduce(add, ZERO)) },
  };
}
