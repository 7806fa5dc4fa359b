/**
 * How a draft's custom pieces and the owner's discount are priced, with no I/O: a custom piece at
 * the price staff agreed, GST included as every catalogue price is, its GST worked out by
 * @rmj/pricing as for a fixed-price piece; the discount on the pieces' total, never more than it.
 */
import {
  DRAFT_CUSTOM_PRODUCT_ID,
  type DraftCustomLine,
  type DraftDiscount,
  type DraftPricedLine,
} from '@rmj/contracts';
import { paiseFromRupees, priceBreakup, type Purity } from '@rmj/pricing';

/** A custom line as priced: staff's price per piece, the GST inside it (paise) in its pricing record. */
export function customPricedLine(line: DraftCustomLine): DraftPricedLine {
  const [metal, fineness] = line.rateKey.split('-');
  const netWeightMg = Math.round(line.netWeightGrams * 1000);
  const purity = { metal, fineness: Number(fineness) } as Purity;
  const breakup = priceBreakup({
    pricing: 'fixed',
    pricePaise: paiseFromRupees(line.priceRupees),
    composition: { ...purity, netWeightMg, grossWeightMg: netWeightMg },
  });
  return {
    kind: 'custom',
    productId: DRAFT_CUSTOM_PRODUCT_ID,
    name: line.description,
    price: line.priceRupees,
    quantity: line.quantity,
    total: line.priceRupees * line.quantity,
    image: '',
    make: { metal: metal === 'gold' ? 'Gold' : 'Silver', fineness: purity.fineness, gram: line.netWeightGrams },
    pricingRecord: {
      breakup: {
        pricing: 'fixed',
        taxable: breakup.taxable,
        gst: breakup.gst,
        roundOff: breakup.roundOff,
        total: breakup.total,
        totalBeforeDiscount: breakup.totalBeforeDiscount,
      },
    },
  };
}

/** Rupees off the pieces' total: the amount, or the percentage rounded to the rupee; at most the total. */
export function discountRupees(discount: DraftDiscount | undefined, subtotal: number): number {
  if (!discount) return 0;
  const off = discount.kind === 'amount' ? discount.rupees : Math.round((subtotal * discount.percent) / 100);
  return Math.min(off, subtotal);
}
