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

/** The words of the summary's rows: the overlay passes the page's; the saved payload keeps English. */
export interface SummaryWords {
  orderDate: string;
  payment: string;
  codPayment: (total: string) => string;
  paymentId: string;
  orderId: string;
  subtotal: string;
  discount: (code?: string) => string;
  shipping: string;
  totalAmount: string;
  billingAddress: string;
  money: (rupees: number) => string;
  date: (iso: string) => string;
}

/** English, as the saved order records its summary. */
const ENGLISH: SummaryWords = {
  orderDate: 'Order Date',
  payment: 'Payment',
  codPayment: (total) => `Cash on delivery: pay ${total} when it arrives`,
  paymentId: 'Payment ID',
  orderId: 'Order ID',
  subtotal: 'Subtotal',
  discount: (code) => `Discount${code ? ` (${code})` : ''}`,
  shipping: 'Shipping',
  totalAmount: 'Total Amount',
  billingAddress: 'Billing Address',
  money: formatINR,
  date: dateTime,
};

/** The overlay's rows: Order Date, Payment ID (cash on delivery: Payment), Order ID, Subtotal, (Discount), Shipping, Total Amount, Billing Address. */
export function summaryRows(
  order: CompletedOrder,
  words: SummaryWords = ENGLISH,
): Array<{ label: string; value: string }> {
  const { pricing } = order;
  const { money } = words;
  return [
    { label: words.orderDate, value: words.date(order.orderDate) },
    order.cashOnDelivery
      ? { label: words.payment, value: words.codPayment(money(order.pricing.total)) }
      : { label: words.paymentId, value: order.paymentId },
    { label: words.orderId, value: order.orderNumber },
    { label: words.subtotal, value: money(pricing.subtotal) },
    ...(pricing.discount ? [{ label: words.discount(pricing.promo?.code), value: `-${money(pricing.discount)}` }] : []),
    { label: words.shipping, value: money(pricing.shipping) },
    { label: words.totalAmount, value: money(pricing.total) },
    { label: words.billingAddress, value: billingAddress(order.customer) },
  ];
}

/** The English order date as the overlay shows it ('30 Nov 2026, 3:05 pm'). */
export const orderDateTime = dateTime;

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
