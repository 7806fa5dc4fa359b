/**
 * What a tax invoice says, worked out once when it is issued and stored with it: the PDF is drawn
 * from this alone, so a later change of catalogue, prices or shop configuration never changes an
 * invoice already issued.
 */
import { gstStateCodeOf, isSameState, JEWELLERY_HSN, type OrderCustomization, type PricedLine } from '@rmj/contracts';
import { JEWELLERY_GST_PERCENT, paiseFromRupees, taxInvoice, type TaxedAmounts, type TaxMode } from '@rmj/pricing';
import type { Order } from '../orders/order.schema';
import { rupeesInWords } from './helpers/amount-in-words';

/** The seller as configured when the invoice was issued. */
export interface InvoiceSeller {
  legalName: string;
  address: string;
  gstin: string;
  state: string;
  /** GST state code (the GSTIN's first two digits). */
  stateCode: string;
}

/** One row of the invoice, paise. */
export interface InvoiceLine extends TaxedAmounts {
  description: string;
  hsn: string;
  quantity: number;
}

export interface InvoiceContent {
  seller: InvoiceSeller;
  orderNumber: string;
  /** ISO 8601: when the order was paid. */
  orderDate: string;
  /** Billed and shipped to: the order's customer details. */
  buyer: {
    name: string;
    phone: string;
    email: string;
    address: string;
    city: string;
    state: string;
    zipCode: string;
    country: string;
  };
  /** The delivery state (India) or country; code when the state is recognised. */
  placeOfSupply: { name: string; code?: string };
  taxMode: TaxMode;
  /** GST rate, percent (the whole; halves within the state). */
  ratePercent: number;
  lines: InvoiceLine[];
  shipping: InvoiceLine;
  promoCode?: string;
  total: TaxedAmounts;
  totalInWords: string;
}

/** Longest description kept on a row (personalisation is shown in short). */
const DESCRIPTION_MAX = 90;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const quoted = (text: string) => `“${clip(text.trim(), 30)}”`;

/** The personalisation of a line in a few words: Engraved “Asha”, Fingerprint, Photo, … */
export function personalisationInShort(c: OrderCustomization | undefined): string | undefined {
  if (!c) return undefined;
  const text = typeof c.text === 'string' ? c.text : c.text?.content;
  switch (c.type) {
    case 'engraving':
      return c.customName ? `Engraved ${quoted(c.customName)}` : 'Engraved';
    case 'text':
      return text ? `Text ${quoted(text)}` : 'Text';
    case 'fingerprint':
      return 'Fingerprint';
    case 'image':
      return 'Photo';
    case 'pdf':
      return 'Design file';
    case 'combined':
      return text ? `Engraved ${quoted(text)} + file` : 'Engraving + file';
    default:
      return 'Personalised';
  }
}

/** A row's description: name, size (or variant) and personalisation in short. */
export function describeLine(line: PricedLine): string {
  const size = line.size ?? line.customization?.Size;
  const parts = [
    line.name,
    size ? `Size ${size}` : undefined,
    line.variant,
    personalisationInShort(line.customization),
  ].filter((p): p is string => Boolean(p && p.trim()));
  return clip(parts.join(' · '), DESCRIPTION_MAX);
}

/** Place of supply and tax mode: the delivery state against the shop's (IGST for any delivery abroad). */
export function placeOfSupply(
  delivery: { state: string; country?: string },
  shopState: string,
): { place: InvoiceContent['placeOfSupply']; mode: TaxMode } {
  const country = delivery.country ?? 'India';
  if (country !== 'India') return { place: { name: `Outside India (${country})` }, mode: 'inter-state' };
  const code = gstStateCodeOf(delivery.state);
  return {
    place: { name: delivery.state.trim(), ...(code ? { code } : {}) },
    mode: isSameState(delivery.state, shopState) ? 'intra-state' : 'inter-state',
  };
}

/** The invoice of an order. Throws when the order's figures do not add up (never issue a wrong invoice). */
export function buildInvoiceContent(order: Order, seller: InvoiceSeller): InvoiceContent {
  const customer = order.customerDetails;
  const { place, mode } = placeOfSupply(customer, seller.state);
  const taxed = taxInvoice(
    order.lines.map((l) => paiseFromRupees(l.total)),
    paiseFromRupees(order.discount),
    paiseFromRupees(order.shipping),
    mode,
  );
  if (taxed.total.net !== paiseFromRupees(order.total)) {
    throw new Error(`order ${order.orderNumber}: lines - discount + shipping is not the total paid`);
  }
  return {
    seller,
    orderNumber: order.orderNumber,
    orderDate: new Date(order.paidAt).toISOString(),
    buyer: {
      name: customer.name,
      phone: customer.phone,
      email: customer.email,
      address: customer.address,
      city: customer.city,
      state: customer.state,
      zipCode: customer.zipCode,
      country: customer.country ?? 'India',
    },
    placeOfSupply: place,
    taxMode: mode,
    ratePercent: JEWELLERY_GST_PERCENT,
    lines: order.lines.map((line, i) => ({
      description: describeLine(line),
      hsn: JEWELLERY_HSN,
      quantity: line.quantity,
      ...taxed.lines[i],
    })),
    shipping: { description: 'Shipping and handling', hsn: JEWELLERY_HSN, quantity: 1, ...taxed.shipping },
    ...(order.promoCode ? { promoCode: order.promoCode } : {}),
    total: taxed.total,
    totalInWords: rupeesInWords(taxed.total.net),
  };
}
