/**
 * The one place the orders service copies an order's fields: the shopper's order details from the
 * checkout request to the pending order and on to the paid order (by the contract schema's keys,
 * so a detail added to `orderDetailsSchema` travels without an edit here), the pricing onto the
 * order, and the order into the tracking and my-orders answers.
 */
import {
  orderDetailsSchema,
  type MyOrder,
  type OrderDetails,
  type OrderRecord,
  type Pricing,
  type TrackOrderResponse,
} from '@rmj/contracts';
import { maskEmail, maskPhone, nameInitial } from './masking';

const ORDER_DETAIL_KEYS = Object.keys(orderDetailsSchema.shape) as (keyof OrderDetails)[];

/** The shopper's order details out of anything that carries them (a request body, a pending order, an order). */
export function orderDetailsOf(source: OrderDetails): OrderDetails {
  const details: Partial<Record<keyof OrderDetails, unknown>> = {};
  for (const key of ORDER_DETAIL_KEYS) if (source[key] !== undefined) details[key] = source[key];
  return details as OrderDetails;
}

/** The pricing fields of an order: lines, subtotal, shipping, discount, total, and the promo code by name. */
export function pricedFieldsOf(pricing: Pricing): Pick<OrderRecord, Exclude<keyof Pricing, 'promo'> | 'promoCode'> {
  const { promo, ...priced } = pricing;
  return { ...priced, ...(promo ? { promoCode: promo.code } : {}) };
}

/** Fulfilment's tracking fields (src/fulfilment's OrderProgress): the status from the moves, timeline, shipment, owner's invoice and cancel time. */
export type TrackingExtras = Partial<
  Pick<TrackOrderResponse, 'status' | 'timeline' | 'shipment' | 'invoice' | 'cancellableUntil' | 'cancellableUnpaid'>
>;

/**
 * The track-order answer: the owner sees everything, anyone else the masked view (spec section 3).
 * `extras` come from fulfilment, already cut to what the viewer may see (no invoice or cancel time
 * for the masked view; never who moved the order or their notes).
 */
export function toTracking(order: OrderRecord, owner: boolean, extras: TrackingExtras = {}): TrackOrderResponse {
  const { customerDetails: c, ...otherDetails } = orderDetailsOf(order);
  const common = {
    success: true as const,
    masked: !owner,
    orderId: order.orderNumber,
    orderDate: order.paidAt.toISOString(),
    totalAmount: order.total,
    paymentStatus: order.paymentStatus,
    ...(order.paymentMethod ? { paymentMethod: order.paymentMethod } : {}),
    status: order.status,
    customerCity: c.city,
    products: order.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      price: line.price,
      // How the piece was priced and its HUIDs: the owner's view only.
      ...(owner && line.pricingRecord ? { pricingRecord: line.pricingRecord } : {}),
    })),
    ...extras,
  };
  if (!owner)
    return {
      ...common,
      customerName: nameInitial(c.name),
      customerEmail: maskEmail(c.email),
      customerNumber: maskPhone(c.phone),
    };
  return {
    ...common,
    ...otherDetails,
    customerName: c.name,
    customerEmail: c.email,
    customerNumber: c.phone,
    customerAddress: c.address,
    customerState: c.state,
    customerPincode: c.zipCode,
    customerCountry: c.country,
  };
}

/** One order of GET /api/orders/mine, with fulfilment's invoice and cancel time when there are any. */
export function toMyOrder(
  order: OrderRecord,
  extras: Pick<MyOrder, 'invoice' | 'cancellableUntil' | 'cancellableUnpaid'> = {},
): MyOrder {
  return {
    orderId: order.orderNumber,
    orderDate: order.paidAt.toISOString(),
    totalAmount: order.total,
    status: order.status,
    paymentStatus: order.paymentStatus,
    itemCount: order.lines.reduce((n, line) => n + line.quantity, 0),
    productNames: order.lines.map((line) => line.name),
    ...extras,
  };
}
