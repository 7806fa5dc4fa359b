/**
 * What a credit note says, worked out from the tax invoice it reverses, the credit notes issued
 * against that invoice before it, and the money refunded. The invoice's rows are its articles priced
 * by weight (one per piece), its lines at their price incl. GST, then shipping. A refund reverses
 * the goods rows first, in proportion to what is left of each (@rmj/pricing's creditSplit), and
 * shipping only with what it refunds beyond every piece (a refund of the whole invoice reverses
 * every row, shipping included). Seller, buyer, place of supply and tax mode are the invoice's, so
 * the tax is reversed under the heads it was charged.
 */
import type { RefundReason } from '@rmj/contracts';
import { creditSplit, leftOfRow, sumAmounts, type TaxedAmounts } from '@rmj/pricing';
import { rupeesInWords } from '../invoices/helpers/amount-in-words';
import type { InvoiceContent, InvoiceLine } from '../invoices/invoice-content';
import type { CreditNoteContent } from './credit-note-content';

/** A credit note's line as stored: an invoice line's figures reversed, and which invoice row it reverses. */
export interface CreditNoteLine extends InvoiceLine {
  /** The invoice row it reverses: articles first, then lines, then shipping (0-based). */
  invoiceRow: number;
}

/**
 * Why a credit note is issued: a refund's reason, or goods that came back without a refund (a
 * cash-on-delivery parcel refused at the door, whose cash was never collected).
 */
export type CreditReason = RefundReason | 'refusedAtDelivery';

/** Why the money went back, as the credit note prints it. */
const REASON_WORDS: Record<CreditReason, string> = {
  returned: 'Goods returned',
  cancelled: 'Order cancelled',
  goodwill: 'Refund allowed after sale',
  // Never printed: the extra paid beyond the total was not on the invoice, so it gets no credit note.
  overpaid: 'Paid beyond the order total',
  refusedAtDelivery: 'Goods refused at delivery and returned (cash on delivery, not collected)',
};

export const creditReason = (reason: CreditReason): string => REASON_WORDS[reason] ?? 'Refund';

/** The invoice's rows as lines (an article priced by weight is one piece, with its HUID). */
export function invoiceRows(invoice: InvoiceContent): InvoiceLine[] {
  const articles = (invoice.articles ?? []).map((a): InvoiceLine => ({
    description: a.description,
    hsn: a.hsn,
    quantity: 1,
    ...(a.huid ? { huids: [a.huid] } : {}),
    amount: a.amount,
    discount: a.discount,
    net: a.net,
    taxable: a.taxable,
    cgst: a.cgst,
    sgst: a.sgst,
    igst: a.igst,
    rounding: a.rounding ?? 0,
  }));
  return [...articles, ...invoice.lines, invoice.shipping];
}

/** Paise of the invoice not yet credited by `earlier` credit notes. */
export function creditableLeft(invoice: InvoiceContent, earlier: readonly CreditNoteContent[]): number {
  return invoice.total.net - earlier.reduce((sum, note) => sum + note.total.net, 0);
}

const zero = (): TaxedAmounts => ({
  amount: 0,
  discount: 0,
  net: 0,
  taxable: 0,
  cgst: 0,
  sgst: 0,
  igst: 0,
  rounding: 0,
});

/**
 * The credit note of `amountPaise` refunded against `invoice`, after `earlier` credit notes.
 * Throws a RangeError when the amount is more than is left of the invoice.
 */
export function buildCreditNoteContent(
  invoice: InvoiceContent,
  earlier: readonly CreditNoteContent[],
  amountPaise: number,
  reason: CreditReason,
): CreditNoteContent {
  const rows = invoiceRows(invoice);
  const credited = rows.map(() => [] as TaxedAmounts[]);
  for (const note of earlier) {
    for (const line of note.lines as CreditNoteLine[]) credited[line.invoiceRow]?.push(line);
  }
  const left = rows.map((row, i) => leftOfRow(row, credited[i]));
  const goods = left.slice(0, -1);
  const shipping = left.slice(-1);
  const goodsLeft = goods.reduce((sum, row) => sum + Math.max(row.net, 0), 0);
  const onGoods = Math.min(amountPaise, goodsLeft);
  const split = [
    ...creditSplit(goods, onGoods, invoice.taxMode),
    ...creditSplit(shipping, amountPaise - onGoods, invoice.taxMode),
  ];
  const lines: CreditNoteLine[] = [];
  split.forEach((figures, i) => {
    if (figures.net === 0) return;
    const { description, hsn, quantity, huids } = rows[i];
    lines.push({ description, hsn, quantity, ...(huids?.length ? { huids } : {}), ...figures, invoiceRow: i });
  });
  const total = lines.length > 0 ? sumAmounts(lines) : zero();
  return {
    seller: invoice.seller,
    buyer: invoice.buyer,
    placeOfSupply: invoice.placeOfSupply,
    taxMode: invoice.taxMode,
    ratePercent: invoice.ratePercent,
    reason: creditReason(reason),
    lines,
    total,
    totalInWords: rupeesInWords(total.net),
  };
}
