// The answer checkout gives when a quote's price hold ran out and today's rates moved the price
// (409 PRICE_CHANGED), and how the held and new totals are written in its message.
import { z } from 'zod';
import { apiErrorResponseSchema } from './errors';
import { priceHoldSchema, rateChangedMessage } from './metal-pricing';
import { pricingSchema } from './orders';

/** Whole rupees as Indian shoppers read them: ₹1,23,456 (lakh grouping). */
export function formatIndianRupees(rupees: number): string {
  const whole = Math.round(rupees);
  return `${whole < 0 ? '-' : ''}₹${Math.abs(whole).toLocaleString('en-IN')}`;
}

/** The metal of a rate key or of a line's `make.metal` ('gold-916', 'Gold' → gold). */
export function metalOf(name: string | undefined): 'gold' | 'silver' | undefined {
  const lower = (name ?? '').toLowerCase();
  if (lower.startsWith('gold')) return 'gold';
  if (lower.startsWith('silver')) return 'silver';
  return undefined;
}

/** rateChangedMessage with both totals in Indian rupees. */
export function priceChangedMessage(metal: 'gold' | 'silver', heldRupees: number, nowRupees: number): string {
  return rateChangedMessage(metal, formatIndianRupees(heldRupees), formatIndianRupees(nowRupees));
}

/**
 * 409 from create-razorpay-order with `code: API_ERROR_CODES.priceChanged`: the hold ran out and
 * the total moved. `pricing` is today's price of the same cart and `hold` a new hold on it: show
 * them, and send the new hold's id when the shopper pays again.
 */
export const priceChangedErrorSchema = apiErrorResponseSchema.extend({
  statusCode: z.literal(409),
  code: z.literal('PRICE_CHANGED'),
  pricing: pricingSchema,
  hold: priceHoldSchema,
});
export type PriceChangedError = z.infer<typeof priceChangedErrorSchema>;
