// The shipping charge of an order, once: the orders service's pricing, the cart's summary and the
// checkout all call it with the fee and threshold the owner set in the settings. Free of zod and of
// any other import, so the cart's chunk can take it.

/** The owner's shipping rule: a flat fee, waived from a subtotal on (null: never waived). */
export interface ShippingRule {
  /** Flat fee in whole rupees. */
  shippingFeeRupees: number;
  /** Subtotal in whole rupees from which shipping is free; null when it never is. */
  freeShippingThresholdRupees: number | null;
}

/** Today's rule: the spec's flat ₹100 on every order, never waived (the settings' first value). */
export const DEFAULT_SHIPPING_RULE: ShippingRule = { shippingFeeRupees: 100, freeShippingThresholdRupees: null };

/** Shipping in whole rupees on an order whose subtotal (after any discount) is `subtotalRupees`. */
export function shippingRupees(subtotalRupees: number, rule: ShippingRule = DEFAULT_SHIPPING_RULE): number {
  const threshold = rule.freeShippingThresholdRupees;
  if (threshold !== null && subtotalRupees >= threshold) return 0;
  return rule.shippingFeeRupees;
}
