// What the overlay shows and what is saved, built from the server's answers only (its prices,
// its order number), never from the cart's own figures: the spec's saved order payload for
// POST /api/orders and the local order record.
import {
  describeCustomization,
  LOCAL_ORDER_LIMITS,
  type CustomerDetails,
  type LocalOrderRecord,
  type Pricing,
  type SaveOrderRequest,
} from '@rmj/contracts';
import { formatINR } from '@rmj/ui';

/** A paid and verified order (or a cash-on-delivery order placed unpaid), as the overlay needs it. */
export interface CompletedOrder {
  /** Order number (RMJ-...). */
  orderNumber: string;
  /** Provider payment id ('' for cash on delivery). */
  paymentId: string;
  /** Cash on delivery: placed unpaid, the server already holds it (nothing to save), the cash is paid at the door. */
  cashOnDelivery?: boolean;
  /** ISO 8601. */
  orderDate: string;
  /** The server's prices. */
  pricing: Pricing;
  customer: CustomerDetails;
}

/** The card payment provider's name, as the saved payload labels the method. */
const PAYMENT_METHOD = 'Razorpay';

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(
    new Date(iso),
  );

function billingAddress(c: CustomerDetails): string {
  return [c.name, c.address, c.city, c.state, c.zipCode, c.country].filter(Boolean).join(', ');
}

/** The overlay's rows: Order Date, Payment ID (cash on delivery: Payment), Order ID, Subtotal, (Discount), Shipping, Total Amount, Billing Address. */
export function summaryRows(order: CompletedOrder): Array<{ label: string; value: string }> {
  const { pricing } = order;
  return [
    { label: 'Order Date', value: dateTime(order.orderDate) },
    order.cashOnDelivery
      ? { label: 'Payment', value: `Cash on delivery: pay ${formatINR(order.pricing.total)} when it arrives` }
      : { label: 'Payment ID', value: order.paymentId },
    { label: 'Order ID', value: order.orderNumber },
    { label: 'Subtotal', value: formatINR(pricing.subtotal) },
    ...(pricing.discount
      ? [
          {
            label: `Discount${pricing.promo ? ` (${pricing.promo.code})` : ''}`,
            value: `-${formatINR(pricing.discount)}`,
          },
        ]
      : []),
    { label: 'Shipping', value: formatINR(pricing.shipping) },
    { label: 'Total Amount', value: formatINR(pricing.total) },
    { label: 'Billing Address', value: billingAddress(order.customer) },
  ];
}

/** POST /api/orders body (spec section 3 "Saved order payload"). */
export function savedOrderPayload(order: CompletedOrder): SaveOrderRequest {
  return {
    orderData: order.pricing.lines.map((line) => ({
      productName: line.name,
      price: line.price,
      quantity: line.quantity,
      ...(line.size ? { size: line.size } : {}),
      total: line.total,
      ...(line.variant ? { Variant: line.variant } : {}),
      Image: line.image,
      ...(line.customization ? { Customization: describeCustomization(line.customization).slice(0, 500) } : {}),
    })),
    orderSummary: summaryRows(order),
    customerDetails: order.customer,
    paymentDetails: { paymentId: order.paymentId, status: 'paid', method: PAYMENT_METHOD },
  };
}

/** The local order record (spec section 3), personalisation text cut to 100 characters. */
export function localOrderRecord(order: CompletedOrder): LocalOrderRecord {
  return {
    orderId: order.orderNumber,
    paymentId: order.paymentId,
    amount: order.pricing.total,
    orderDate: order.orderDate,
    items: order.pricing.lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      price: line.price,
      quantity: line.quantity,
      total: line.total,
      ...(line.variant ? { variant: line.variant } : {}),
      ...(line.size ? { size: line.size } : {}),
      ...(line.customization
        ? {
            customization: describeCustomization(line.customization).slice(0, LOCAL_ORDER_LIMITS.maxCustomizationChars),
          }
        : {}),
    })),
    customer: { name: order.customer.name, email: order.customer.email },
    shipping: order.pricing.shipping,
    status: 'paid',
  };
}
